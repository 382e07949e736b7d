import TestSupport

/// A gate in a test's PostgreSQL database, for holding a statement of votesrv's where the test
/// wants it: `petvote.gate_wait()` returns once the test opens the gate (at most 60 s), looking
/// for a row in `petvote.gate_open` every 50 ms, each look a snapshot of its own. (A lock would
/// do, but the sessions give up a lock after their lock timeout.) A session at the gate waits on
/// `PgSleep`.
struct PostgresGate {
    let cluster: PostgresServer
    let database: String

    /// Makes the closed gate in `database`.
    init(in database: String, of cluster: PostgresServer) throws {
        (self.cluster, self.database) = (cluster, database)
        try cluster.psql(
            """
            CREATE TABLE petvote.gate_open (opened boolean);
            CREATE FUNCTION petvote.gate_wait() RETURNS boolean LANGUAGE plpgsql VOLATILE AS
            $$ BEGIN
                FOR i IN 1..1200 LOOP
                    EXIT WHEN EXISTS (SELECT FROM petvote.gate_open);
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
        try cluster.hasOneSession(where: "wait_event = 'PgSleep'", database: database)
    }

    /// Opens the gate: every session waiting at it goes on.
    func open() throws {
        try cluster.psql("INSERT INTO petvote.gate_open VALUES (true)", database: database)
    }
}
