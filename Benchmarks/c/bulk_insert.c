/*
 * The peer for VoteStore's bulk-import benchmark: a plain C loop over one prepared INSERT in
 * one transaction, doing the same work as VoteStore.importVotes on the same schema.
 *
 * usage: bulk_insert DB VOTES [ids]
 *   DB     a fresh database created by VoteStore (so schema, pragmas and seed pets are identical)
 *   VOTES  how many one-vote rows to insert, cycling over the pets Cat, Goldfish, Dog
 *   ids    give every row an external id "vote-<i>" (as the Swift side does when asked)
 * Prints the seconds from BEGIN IMMEDIATE to the end of COMMIT: wall clock, then CPU (user + system).
 *
 * Same work as the store: WAL, synchronous=FULL, foreign_keys=ON, the same INSERT … ON CONFLICT
 * statement with the source bound once, changes() read per row, per-pet sums applied to the
 * tally table before COMMIT. What the store does on top (name lookup, validation, Swift values)
 * is exactly the overhead being measured.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static void check(sqlite3 *db, int rc, const char *what) {
    if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW) {
        fprintf(stderr, "%s: %s (%d)\n", what, sqlite3_errmsg(db), rc);
        exit(1);
    }
}

static double cpu(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6
         + (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s DB VOTES [ids]\n", argv[0]);
        return 64;
    }
    const char *path = argv[1];
    long votes = atol(argv[2]);
    int withIDs = argc > 3 && strcmp(argv[3], "ids") == 0;

    sqlite3 *db = NULL;
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX;
    check(db, sqlite3_open_v2(path, &db, flags, NULL), "open");
    sqlite3_busy_timeout(db, 30000);
    check(db, sqlite3_exec(db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL), "wal");
    check(db, sqlite3_exec(db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL), "fk");
    check(db, sqlite3_exec(db, "PRAGMA synchronous = FULL", NULL, NULL, NULL), "sync");

    /* The seed pets' ids, in creation order, as the store resolves them. */
    sqlite3_int64 pets[3];
    const char *names[3] = {"cat", "goldfish", "dog"};
    sqlite3_stmt *find = NULL;
    check(db, sqlite3_prepare_v2(db, "SELECT id FROM pet WHERE name_key = ?1", -1, &find, NULL), "prepare find");
    for (int p = 0; p < 3; p++) {
        sqlite3_bind_text(find, 1, names[p], -1, SQLITE_STATIC);
        if (sqlite3_step(find) != SQLITE_ROW) { fprintf(stderr, "no pet %s\n", names[p]); return 1; }
        pets[p] = sqlite3_column_int64(find, 0);
        sqlite3_reset(find);
    }
    sqlite3_finalize(find);

    double start = now();
    double startCPU = cpu();
    check(db, sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL), "begin");
    sqlite3_stmt *insert = NULL;
    check(db, sqlite3_prepare_v2(db,
        "INSERT INTO vote (pet_id, at, count, source, external_id) VALUES (?1, ?2, ?3, ?4, ?5) "
        "ON CONFLICT (external_id) WHERE external_id IS NOT NULL DO NOTHING", -1, &insert, NULL), "prepare insert");
    check(db, sqlite3_bind_text(insert, 4, "import", -1, SQLITE_TRANSIENT), "bind source");
    long added[3] = {0, 0, 0};
    sqlite3_int64 base = 1700000000000LL;
    char id[32];
    for (long i = 0; i < votes; i++) {
        int p = (int)(i % 3);
        check(db, sqlite3_bind_int64(insert, 1, pets[p]), "bind pet");
        check(db, sqlite3_bind_int64(insert, 2, base + i), "bind at");
        check(db, sqlite3_bind_int64(insert, 3, 1), "bind count");
        if (withIDs) {
            int length = snprintf(id, sizeof id, "vote-%ld", i);
            check(db, sqlite3_bind_text(insert, 5, id, length, SQLITE_TRANSIENT), "bind id");
        } else {
            check(db, sqlite3_bind_null(insert, 5), "bind id");
        }
        check(db, sqlite3_step(insert), "insert");
        sqlite3_reset(insert);
        if (sqlite3_changes(db) == 1) added[p] += 1;
    }
    sqlite3_finalize(insert);
    sqlite3_stmt *tally = NULL;
    check(db, sqlite3_prepare_v2(db, "UPDATE tally SET votes = votes + ?1 WHERE pet_id = ?2", -1, &tally, NULL), "prepare tally");
    for (int p = 0; p < 3; p++) {
        if (added[p] == 0) continue;
        sqlite3_bind_int64(tally, 1, added[p]);
        sqlite3_bind_int64(tally, 2, pets[p]);
        check(db, sqlite3_step(tally), "tally");
        sqlite3_reset(tally);
    }
    sqlite3_finalize(tally);
    check(db, sqlite3_exec(db, "COMMIT", NULL, NULL, NULL), "commit");
    double elapsed = now() - start;
    double elapsedCPU = cpu() - startCPU;
    sqlite3_close_v2(db);
    printf("%.6f %.6f\n", elapsed, elapsedCPU);
    return 0;
}
