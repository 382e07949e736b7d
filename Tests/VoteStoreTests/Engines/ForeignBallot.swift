import Foundation
import Synchronization
import TestSupport

/// Another host's transaction that has stored ballot ``id`` for Cat, or for a pet it created, and
/// commits only once a batch is seen waiting for it: for tests of a batch that meets, while it
/// runs, an id stored elsewhere.
///
/// The transaction waits, before its `COMMIT`, for an advisory lock a second session (the gate)
/// holds; ending the gate's session lets it commit. So the batch surely runs into the uncommitted
/// ballot, however slowly the machine starts the batch.
///
/// Sendable for the one call made beside the batch, ``commitOnceABatchWaits(within:)``: its
/// processes are used by one thread at a time (that call, then the deinit once it has returned).
final class ForeignBallot: @unchecked Sendable {
    /// The ballot's id.
    static let id = "x"
    /// The advisory lock the transaction waits for before it commits.
    private static let gateLock = 4_242

    private let server: PostgresServer
    private let database: String
    private let gate: ChildProcess
    private let transaction: ChildProcess

    /// Starts the gate, then the transaction, in `database` on `server`, voting for Cat or for a
    /// pet named `newPet` that it creates (a name of lower-case letters); ``isOpen()`` says when it
    /// has stored the ballot and waits to commit.
    init(on server: PostgresServer, database: String, newPet: String? = nil) throws {
        (self.server, self.database) = (server, database)
        let gate = try server.startPsql(
            "SELECT pg_advisory_lock(\(Self.gateLock)); SELECT pg_sleep(120);",
            database: database
        )
        self.gate = gate
        // Whatever fails from here on, the gate's psql does not outlive it.
        do {
            let holding = try poll(for: .seconds(30)) {
                try server.query(
                    """
                    SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objid = \(Self.gateLock) AND granted
                    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                    """,
                    database: database
                ) == "1"
            }
            guard holding != nil else { throw Failure(description: "the gate never took its lock") }
            transaction = try Self.startTransaction(on: server, database: database, newPet: newPet)
        } catch {
            _ = gate.killNow()
            throw error
        }
    }

    /// Stores the ballot, then waits for the gate's lock before it commits.
    private static func startTransaction(
        on server: PostgresServer,
        database: String,
        newPet: String?
    ) throws -> ChildProcess {
        // The pet's id: Cat's, 1, or the new pet's, created first with its tally in slot 0.
        let petID = newPet.map { "(SELECT id FROM petvote.pet WHERE name_key = '\($0)')" } ?? "1"
        let creation = newPet.map {
            """
            INSERT INTO petvote.pet (name, name_key) VALUES ('\($0)', '\($0)');
            INSERT INTO petvote.tally_slot (pet_id, slot, votes) VALUES (\(petID), 0, 0);
            """
        }
        return try server.startPsql(
            """
            BEGIN;
            \(creation ?? "")
            INSERT INTO petvote.vote (pet_id, at, count, source, external_id) VALUES (\(petID), 0, 1, 'other', '\(Self.id)');
            INSERT INTO petvote.tally_slot (pet_id, slot, votes) VALUES (\(petID), 99, 1);
            SELECT pg_advisory_xact_lock(\(Self.gateLock));
            COMMIT;
            """,
            database: database
        )
    }

    deinit {
        _ = gate.killNow()
        _ = transaction.killNow()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether the transaction has stored the ballot and waits to commit.
    func isOpen() throws -> Bool {
        try server.hasOneSession(
            where: "query LIKE '%pg_advisory_xact_lock%' AND wait_event_type = 'Lock'",
            database: database
        )
    }

    /// Lets the transaction commit once another session (the batch) waits for a lock, or after
    /// `limit` whatever happens; returns whether the batch was seen waiting, and the transaction
    /// committed. Blocks: run it beside the batch.
    func commitOnceABatchWaits(within limit: Duration = .seconds(30)) throws -> Bool {
        let waiting = try poll(for: limit) {
            try server.hasOneSession(
                where: "wait_event_type = 'Lock' AND query NOT LIKE '%pg_advisory%'",
                database: database
            )
        }
        try server.terminateSessions(where: "query LIKE '%pg_sleep(120)%'", database: database)
        return waiting != nil && transaction.wait(timeout: .seconds(30)).succeeded
    }
}
