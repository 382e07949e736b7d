import VoteCore

/// The schema's history: forward-only migrations, counted by `PRAGMA user_version`.
///
/// `steps[n]` takes a database from version `n` to `n + 1`, ending with the PRAGMA that records
/// it; steps are never edited once published, only appended. A database whose version is newer
/// than ``latestVersion`` is refused rather than guessed at.
enum Migrations {
    static let steps: [String] = [version1, version2, version3, version4, version5]

    /// The schema version this code writes and understands.
    static var latestVersion: Int { steps.count }

    /// Pets, votes and per-pet tallies, seeded with the sample's three pets.
    ///
    /// - `pet.name` is shown exactly as entered (trimmed, NFC); `name_key` is its lowercased NFC
    ///   form with single spaces (`PetName.key`), computed in Swift because SQLite's `NOCASE` folds
    ///   ASCII only ("CAFÉ" ≠ "café"). Keys stored before spaces were folded keep theirs: look-ups
    ///   find such pets by their names.
    ///   `AUTOINCREMENT` keeps ids, and so creation order, from ever being reused.
    /// - `vote` keeps every cast or imported vote: pet, time (Unix milliseconds), how many votes
    ///   the row stands for, source and an optional external id (unique when present).
    ///   `vote_at` covers time-window standings. There is deliberately no index on `pet_id`:
    ///   it would slow every insert to speed up only the rare forced removal of a pet.
    /// - `tally` is the running sum of `vote.count` per pet, updated in the same transaction as
    ///   the rows, so the board reads O(pets) rows.
    static let version1 = """
        CREATE TABLE pet (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE
        ) STRICT;
        CREATE TABLE vote (
            id INTEGER PRIMARY KEY,
            pet_id INTEGER NOT NULL REFERENCES pet (id) ON DELETE CASCADE,
            at INTEGER NOT NULL,
            count INTEGER NOT NULL DEFAULT 1 CHECK (count >= 1),
            source TEXT NOT NULL,
            external_id TEXT
        ) STRICT;
        CREATE UNIQUE INDEX vote_external_id ON vote (external_id) WHERE external_id IS NOT NULL;
        CREATE INDEX vote_at ON vote (at, pet_id, count);
        CREATE TABLE tally (
            pet_id INTEGER PRIMARY KEY REFERENCES pet (id) ON DELETE CASCADE,
            votes INTEGER NOT NULL DEFAULT 0 CHECK (votes >= 0)
        ) STRICT;
        INSERT INTO pet (name, name_key) VALUES ('Cat', 'cat'), ('Goldfish', 'goldfish'), ('Dog', 'dog');
        INSERT INTO tally (pet_id, votes) SELECT id, 0 FROM pet;
        PRAGMA user_version = 1;
        """

    /// The PetVote mark (``StoredSchema/applicationID``) in the file's header, so that PetVote
    /// recognises its own databases positively and refuses every other application's.
    /// Databases made by PetVote 1.0 pass through here once, their data untouched.
    static let version2 = """
        PRAGMA application_id = \(StoredSchema.applicationID);
        PRAGMA user_version = 2;
        """

    /// Receipts of ballots cast with an id (``SQLiteVoteStore/cast(_:source:)``): the pet's total, rank
    /// and tie right after the ballot, so a retried request gets the first answer even after a
    /// restart. Deleted with the vote row.
    static let version3 = """
        CREATE TABLE receipt (
            vote_id INTEGER PRIMARY KEY REFERENCES vote (id) ON DELETE CASCADE,
            votes INTEGER NOT NULL,
            rank INTEGER NOT NULL,
            tied INTEGER NOT NULL
        ) STRICT;
        PRAGMA user_version = 3;
        """

    /// The hourly tally, and an index of votes by hour instead of by millisecond.
    ///
    /// - `hourly_tally` holds the votes per pet per hour, kept in the vote's own transaction, so
    ///   windowed standings read O(pets × hours) rows plus the votes of the window's two partial
    ///   hours (``HourlyWindow``) instead of every vote in the window. `hour` is the hour's first
    ///   millisecond (Unix time, rounded down, also before 1970). It is filled here from the votes
    ///   already stored, so an existing database answers every window exactly as before.
    /// - `vote_hour` replaces `vote_at (at, pet_id, count)`: only the partial hours need vote rows
    ///   now, and a vote's place in an index by hour is after the hour's last entry, so an import
    ///   in any time order writes to one page per hour it touches, where an index by millisecond
    ///   scattered its writes over the whole index (BENCHMARKS.md, "Imports of distinct ballots").
    static let version4 = """
        CREATE TABLE hourly_tally (
            hour INTEGER NOT NULL,
            pet_id INTEGER NOT NULL REFERENCES pet (id) ON DELETE CASCADE,
            votes INTEGER NOT NULL CHECK (votes >= 1),
            PRIMARY KEY (hour, pet_id)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO hourly_tally (hour, pet_id, votes)
            SELECT \(SQL.voteHour) AS hour, pet_id, sum(count) FROM vote GROUP BY hour, pet_id;
        DROP INDEX vote_at;
        CREATE INDEX vote_hour ON vote (\(SQL.voteHour));
        PRAGMA user_version = 4;
        """

    /// The daily tally: the votes per pet per day (UTC), kept beside the hourly one in the same
    /// transactions, so a window spanning days reads one row per pet and day, plus at most 23
    /// hours at each end, instead of one per pet and hour: a long window read 24 times fewer rows.
    /// Filled here from the hourly tally.
    static let version5 = """
        CREATE TABLE daily_tally (
            day INTEGER NOT NULL,
            pet_id INTEGER NOT NULL REFERENCES pet (id) ON DELETE CASCADE,
            votes INTEGER NOT NULL CHECK (votes >= 1),
            PRIMARY KEY (day, pet_id)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO daily_tally (day, pet_id, votes)
            SELECT \(SQL.dayOfHour("hour")) AS hour_day, pet_id, sum(votes) FROM hourly_tally GROUP BY hour_day, pet_id;
        PRAGMA user_version = 5;
        """
}
