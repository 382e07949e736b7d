import Synchronization
import VoteCore

/// An import's place in the writer. Where the database's writers do not exclude one another (a
/// pool on PostgreSQL), an import runs on a pooled connection beside the votes, which go on
/// meanwhile, as they do for an import from votectl; one at a time, since each holds one of NIO's
/// few blocking threads for its whole run, which the readers need too. Elsewhere (SQLite) it runs
/// as ``StoreWriter/perform(_:)`` does, between two batches.
extension StoreWriter {
    /// The place an import holds from before its body is read until it ends.
    struct ImportReservation: Sendable {
        /// Whether it runs beside the votes, holding the one place for that.
        fileprivate let isBesideVotes: Bool
    }

    /// Takes an import's place, before its body is read, so that a second import beside the votes
    /// is refused (``ServerProblem/importUnderWay``) before its client uploads it; ``endImport(_:)``
    /// gives the place back.
    func reserveImport() throws(ServerProblem) -> ImportReservation {
        guard pooledDatabase != nil else { return ImportReservation(isBesideVotes: false) }
        guard importUnderWay.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            throw .importUnderWay
        }
        return ImportReservation(isBesideVotes: true)
    }

    /// Gives back the place `reservation` holds.
    func endImport(_ reservation: ImportReservation) {
        if reservation.isBesideVotes { importUnderWay.store(false, ordering: .releasing) }
    }

    /// Runs `body`, the import `reservation` holds a place for, and returns its result.
    func performImport<T: Sendable>(
        _ reservation: ImportReservation,
        _ body: @escaping @Sendable (any VoteDatabase) throws -> T
    ) async throws -> T {
        guard reservation.isBesideVotes, let pool = pooledDatabase else { return try await perform(body) }
        // Its commit is announced as another host's would be: the writer reads the standings
        // again, in order with its own batches' publications.
        return try await pool.withDatabase(lockWait: writeTimeout, body)
    }
}
