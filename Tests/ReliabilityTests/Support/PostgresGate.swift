import TestSupport

/// A gate in a test's PostgreSQL database, for holding a statement of PetVote's where the test
/// wants it: `petvote.gate_wait()` returns once the test opens the gate (at most 60 s), looking
/// every 50 ms at the sequence `petvote.gate_open`, which the test moves on to open it. A
/// sequence's value is outside every snapshot, so the gate opens in a transaction that reads one
/// snapshot throughout too. (A lock would do, but the sessions give up a lock after their lock
/// timeout.) A session at the gate waits on `PgSleep`.
struct PostgresGate {
    let cluster: PostgresServer
    let database: String

    /// Makes the closed gate in `database`.
    init(in database: String, of cluster: PostgresServer) throws {
        (self.cluster, self.database) = (cluster, database)
        try cluster.psql(
            """
            CREATE SEQUENCE petvote.gate_open;
            CREATE FUNCTION petvote.gate_wait() RETURNS boolean LANGUAGE plpgsql VOLATILE AS
            $$ BEGIN
                FOR i IN 1..1200 LOOP
                    EXIT WHEN (SELECT is_called FROM petvote.gate_open);
                    PERFORM pg_sleep(0.05);
                END LOOP;
                RETURN true;
            END $$;
            """,
            database: database
        )
    }

    /// Whether one session waits at the gate.
    func isWaiting() throws -> Bool {
        try cluster.hasOneSession(where: Self.waiting, database: database)
    }

    /// How many sessions wait at the gate, as far as one look can tell: one at the gate may be
    /// between two sleeps, so the count may fall short, never exceed.
    func waitingSessions() throws -> Int {
        let count = try cluster.query(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND \(Self.waiting)",
            database: database
        )
        return Int(count) ?? -1
    }

    private static let waiting = "wait_event = 'PgSleep'"

    /// Opens the gate: every session waiting at it goes on.
    func open() throws {
        try cluster.psql("SELECT nextval('petvote.gate_open')", database: database)
    }
}
