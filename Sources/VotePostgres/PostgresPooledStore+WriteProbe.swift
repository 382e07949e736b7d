import Foundation
import PostgresNIO
public import VoteCore

/// Whether a vote could be written now, asked by an idle server each second and before it calls
/// itself ready: a vote's own write, tried in a transaction that is rolled back.
///
/// Anything less misses a way votes fail. A write to a table no vote touches passes while the
/// vote table is locked by another session, while the role has lost its right to insert votes,
/// and while a trigger (or the disk under one table) refuses them; only a read-only server or
/// role would show. The rolled-back write takes the locks a vote takes, for at most the check's
/// wait, and leaves no row: at most a number of the votes' sequence and a dead row version,
/// which vacuum clears.
extension PostgresPooledStore {
    /// Throws what a vote's write would throw now (``VoteStoreError/busy(path:)`` for a lock held
    /// past `lockWait`, ``VoteStoreError/readOnlyServer(database:)``, ``VoteStoreError/diskFull(path:)``, a
    /// refused right as the server words it), writing nothing that stays.
    public func checkWritable(lockWait: Duration) async throws(VoteStoreError) {
        try await leasing(waitingAtMost: Self.leaseWait) { connection in
            try Self.checkOpen(connection)
            _ = try await connection.query("BEGIN", logger: self.logger).get()
            do {
                try await self.tryVoteWrite(on: connection, lockWait: lockWait)
                try Self.checkOpen(connection)
                _ = try await connection.query("ROLLBACK", logger: self.logger).get()
            } catch {
                if !connection.isClosed { _ = try? await connection.query("ROLLBACK", logger: self.logger).get() }
                throw error
            }
        }
    }

    /// Inside the check's transaction: one vote for the first pet, in a free writer slot, as a
    /// batch writes it, with a ballot id of its own so that its receipt is written too (the page
    /// sends an id with every vote). Every slot held, or the pet removed meanwhile, says nothing of whether
    /// votes can be written: the check then passes.
    private func tryVoteWrite(on connection: PostgresConnection, lockWait: Duration) async throws {
        try Self.checkOpen(connection)
        _ = try await limitLockWaits(on: connection, until: .now + lockWait).get()
        var firstPet: Int64?
        try Self.checkOpen(connection)
        for try await id
            in try await connection.query(
                PostgresQuery(unsafeSQL: PostgresStatements.firstPet),
                logger: logger
            )
            .decode(Int64?.self)
        {
            firstPet = id
        }
        guard let firstPet else {
            // No pet, no vote to try: a write to no row still fails where the server takes none.
            try Self.checkOpen(connection)
            _ = try await connection.query(PostgresQuery(unsafeSQL: PostgresStatements.probeWrite), logger: logger)
                .get()
            return
        }
        let vote = InsertBallots(
            petIDs: [firstPet],
            ats: [VoteTime.milliseconds(since1970: Date())],
            counts: [1],
            source: "votesrv readiness check",
            ids: ["votesrv-readiness-check-\(UUID().uuidString)"],
            receiptVotes: [1],
            ranks: [1],
            tied: [0],
            slot: 0
        )
        do {
            try Self.checkOpen(connection)
            for try await _ in try await connection.execute(InsertBallotsInFreeSlot(rows: vote), logger: logger) {}
        } catch let error as PSQLError where Self.asksForTransaction(error) {
            return
        }
    }
}
