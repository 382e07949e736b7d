import TestSupport

/// Another host's transaction that has stored ballot ``id`` for Cat and commits a second later: for
/// tests of a batch that meets, while it runs, an id stored elsewhere.
enum ForeignBallot {
    /// The ballot's id.
    static let id = "x"

    /// Starts the transaction in `database` on `server`; ``isOpen(on:database:)`` says when it
    /// has stored the ballot.
    static func start(on server: PostgresServer, database: String) throws -> ChildProcess {
        try server.startPsql(
            """
            BEGIN;
            INSERT INTO petvote.vote (pet_id, at, count, source, external_id) VALUES (1, 0, 1, 'other', '\(id)');
            INSERT INTO petvote.tally_slot (pet_id, slot, votes) VALUES (1, 99, 1);
            SELECT pg_sleep(1);
            COMMIT;
            """,
            database: database
        )
    }

    /// Whether the transaction has stored the ballot and waits to commit.
    static func isOpen(on server: PostgresServer, database: String) throws -> Bool {
        try server.hasOneSession(where: "query LIKE '%pg_sleep(1)%' AND state = 'active'", database: database)
    }
}
