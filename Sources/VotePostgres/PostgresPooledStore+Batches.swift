import NIOCore
import PostgresNIO
import Synchronization
import VoteCore

/// How ``PostgresPooledStore`` casts a batch of ballots on a pooled connection (see
/// ``PostgresBallots`` for what a batch reads and writes).
///
/// A batch is, when it can be, statements that are each a transaction of their own, with no
/// `BEGIN` or `COMMIT`: the pets with their totals (``ReadTallies``) and the stored ballots among
/// its ids, then its rows (``InsertBallotsInFreeSlot``), a statement that takes a free writer slot
/// itself, then a read of the totals again, which proves the write committed
/// (``confirmCommit(on:)``) and serves as the next batch's first read (``TallyReadAhead``): under
/// load two round trips without ids, three with (and, when another host stored one of the ids
/// first, a read of its ballots and perhaps a rewrite of receipts). PostgresNIO sends each
/// statement once the one before it is answered, so a `BEGIN` and a `COMMIT` would each cost a
/// round trip; a host stopped between two statements of their own holds nothing. Its receipts
/// count what the reads found and the batch's own ballots, as a transaction's did: under
/// PostgreSQL's default isolation each statement sees the commits made before it began anyway.
/// An id another host stored between the reads and the write is skipped by the write, returned,
/// and read afterwards (it committed first); the batch's receipts are then counted again with it
/// first, and those that change are written over the stored ones (``ReceiptRewrites``), in the
/// batch's transaction when it has one.
///
/// When that write cannot take a slot (every slot held, e.g. by a pet's removal) or a pet went
/// between the read and the write, it fails whole and the batch runs again as one transaction
/// that waits for its slot: `BEGIN` with the slot and the tallies, the rows, and `COMMIT`.
extension PostgresPooledStore {
    /// One batch on `connection`: as statements of their own when it can, else as a transaction
    /// whose lock waits end at `lockDeadline`.
    func cast(
        _ ballots: [Ballot],
        source: String,
        on connection: PostgresConnection,
        lockDeadline: ContinuousClock.Instant
    ) async throws -> BallotBatch {
        let now = ContinuousClock.now
        var readAhead = readAhead.withLock { readAhead in
            defer { readAhead = nil }
            return readAhead?.isFresh(at: now) == true ? readAhead : nil
        }
        var inTransaction = false
        // At most three attempts: each error below is thrown only by an attempt that had
        // something the next one no longer has.
        while true {
            do {
                return try await cast(
                    ballots,
                    source: source,
                    on: connection,
                    inTransaction: inTransaction,
                    lockDeadline: lockDeadline,
                    readAhead: readAhead
                )
            } catch is ReadAheadMissesPet {
                readAhead = nil
            } catch is WriteNeedsTransaction {
                (inTransaction, readAhead) = (true, nil)
            }
        }
    }

    /// The batch's write, outside a transaction, found no free slot or a pet gone, and left
    /// nothing behind.
    private struct WriteNeedsTransaction: Error {}

    /// A ballot named a pet that the totals read ahead lack: it may have been added since.
    /// Nothing was written.
    private struct ReadAheadMissesPet: Error {}

    /// One batch on `connection`, as one transaction holding its slot throughout and waiting for
    /// locks until `lockDeadline` at most, or as statements that are each their own transaction,
    /// the write taking its slot itself (throwing ``WriteNeedsTransaction`` when it cannot),
    /// beginning with the totals of `readAhead` when given (throwing ``ReadAheadMissesPet`` when a
    /// ballot names a pet they lack).
    ///
    /// The statements wait for no lock but a ballot id's, held by another statement of the same
    /// kind until its commit, moments later, and, to rewrite receipts after such a wait, a
    /// receipt's (held only by a pet's removal); the transaction waits for a slot while every slot is
    /// held (a pet's removal holds them all), which may take long: only as long as the batch's
    /// most hurried ballot can.
    private func cast(
        _ ballots: [Ballot],
        source: String,
        on connection: PostgresConnection,
        inTransaction: Bool,
        lockDeadline: ContinuousClock.Instant,
        readAhead: TallyReadAhead?
    ) async throws -> BallotBatch {
        // Sent before the first statement, which follows once they are answered; checked after it.
        try Self.checkOpen(connection)
        let begin: EventLoopFuture<PostgresQueryResult>? =
            inTransaction ? connection.query("BEGIN", logger: logger) : nil
        let lockLimit = inTransaction ? limitLockWaits(on: connection, until: lockDeadline) : nil
        do {
            var batch = PostgresBallots()
            var slot: Int?
            if let begin {
                for try await (free, petID, name, votes) in try await connection.execute(
                    ClaimSlotAndReadTallies(),
                    logger: logger
                ) {
                    batch.addTally(slot: free, petID: petID, name: name, votes: votes)
                }
                _ = try await begin.get()
                _ = try await lockLimit?.get()
                if let free = batch.claimedSlot {
                    slot = free
                } else {
                    slot = try await waitForOwnSlot(on: connection)
                    batch = .afterSlotWait(tallies: try await readTallies(on: connection))
                }
            } else {
                let rows: [TallyReadAhead.Row]
                if let readAhead { rows = readAhead.rows } else { rows = try await readTallies(on: connection) }
                for row in rows {
                    batch.addTally(slot: nil, petID: row.petID, name: row.name, votes: row.votes)
                }
            }
            if ballots.isEmpty {
                // An empty batch asks whether writes work (again): it must fail where they would.
                try Self.checkOpen(connection)
                let probe: EventLoopFuture<PostgresQueryResult> =
                    connection.query(PostgresQuery(unsafeSQL: PostgresStatements.probeWrite), logger: logger)
                _ = try await probe.get()
            }
            try await fetchEarlierBallots(ballots.compactMap(\.id), into: batch, on: connection)
            let draft = try batch.draftBallots(ballots, source: source)
            if readAhead != nil, batch.missedPet { throw ReadAheadMissesPet() }
            var storedElsewhere: Set<ExactBallotID> = []
            var unreadElsewhere: VoteStoreError?
            // Outside a transaction the slot is the statement's own: the one passed here is not sent.
            if let insert = batch.takeInsert(slot: slot ?? 0) {
                try Self.checkOpen(connection)
                if inTransaction {
                    // What is left of the wait, for the ballot ids' locks after the slot's: sent
                    // ahead of the insert, which follows once it is answered.
                    let lockLimit = limitLockWaits(on: connection, until: lockDeadline)
                    let rows = try await connection.execute(insert, logger: logger)
                    _ = try await lockLimit.get()
                    for try await id in rows {
                        storedElsewhere.insert(ExactBallotID(id))
                    }
                } else {
                    do {
                        for try await id in try await connection.execute(
                            InsertBallotsInFreeSlot(rows: insert),
                            logger: logger
                        ) {
                            storedElsewhere.insert(ExactBallotID(id))
                        }
                    } catch let error as PSQLError where Self.asksForTransaction(error) {
                        throw WriteNeedsTransaction()
                    }
                    try await confirmCommit(on: connection)
                }
                // They committed before the insert returned: a statement from now on sees them.
                batch.forget(storedElsewhere)
                do {
                    try await fetchEarlierBallots(storedElsewhere.map(\.id), into: batch, on: connection)
                } catch let error where !inTransaction {
                    // The batch's own rows are committed, proven above: only the ballots another
                    // host stored go unanswered, refused with why (a retry replays them).
                    unreadElsewhere = BlockingConnection.translate(error, url: url)
                }
            }
            // Ballots another host stored that could not be read are most likely retries of the
            // same ballots: the batch is settled as drafted, the receipts as stored.
            var settled = try batch.settle(
                draft,
                storedElsewhere: unreadElsewhere == nil ? storedElsewhere : []
            )
            if let rewrites = ReceiptRewrites(settled.rewrittenReceipts) {
                do {
                    try await rewrite(rewrites, on: connection)
                } catch  where !inTransaction {
                    // The batch is committed: its answers stand, though a replay of these ballots
                    // will answer the receipts they were first written with. (Failing the batch
                    // now would have its clients retry, and count twice, ballots without an id.)
                }
            }
            if inTransaction {
                try Self.checkOpen(connection)
                let commit: EventLoopFuture<PostgresQueryResult> = connection.query("COMMIT", logger: logger)
                let announcedWithCommit = announce(on: connection, committed: false)
                _ = try await commit.get()
                if !announcedWithCommit { announce(on: connection, committed: true) }
            }
            if let unreadElsewhere {
                for (index, ballot) in ballots.enumerated()
                where ballot.id.map({ storedElsewhere.contains(ExactBallotID($0)) }) == true {
                    settled.batch.outcomes[index] = .failure(unreadElsewhere)
                }
            }
            return settled.batch
        } catch {
            if inTransaction, !connection.isClosed {
                let rollback: EventLoopFuture<PostgresQueryResult> = connection.query("ROLLBACK", logger: logger)
                _ = try? await rollback.get()
            }
            throw error
        }
    }

    /// Writes `rewrites` over the receipts stored for their ballots.
    private func rewrite(_ rewrites: ReceiptRewrites, on connection: PostgresConnection) async throws {
        try Self.checkOpen(connection)
        let update: EventLoopFuture<PostgresQueryResult> = connection.query(try rewrites.query, logger: logger)
        _ = try await update.get()
    }

    /// Sends, without waiting for its answer, the limit of the open transaction's lock waits on
    /// `connection` to what is left until `deadline`.
    func limitLockWaits(
        on connection: PostgresConnection,
        until deadline: ContinuousClock.Instant
    ) -> EventLoopFuture<PostgresQueryResult> {
        let limit = PostgresQuery(unsafeSQL: PostgresStatements.limitLockWait(to: deadline - .now))
        return connection.query(limit, logger: logger)
    }

    /// Whether the free-slot statement failed for want of a slot (its NULL slot broke the tallies'
    /// key) or of a pet (removed since the read: the tallies' foreign key).
    static func asksForTransaction(_ error: PSQLError) -> Bool {
        switch error.serverInfo?[.sqlState] {
        case "23502", "23503": true  // not_null_violation, foreign_key_violation
        default: false
        }
    }

    /// Waits for this session's own slot, inside its transaction: when every slot was held.
    private func waitForOwnSlot(on connection: PostgresConnection) async throws -> Int {
        try Self.checkOpen(connection)
        var slot: Int?
        for try await claimed
            in try await connection.query(
                PostgresQuery(unsafeSQL: PostgresStatements.claimOwnSlot),
                logger: logger
            )
            .decode(Int.self)
        {
            slot = claimed
        }
        guard let slot else { throw VoteStoreError.noWriterSlots(database: displayName) }
        return slot
    }

    /// Announces a commit made on `connection` to other hosts as ``AnnouncementPacing``
    /// decides: with `committed` false, right behind its `COMMIT` if the pacing allows (returning
    /// whether it was sent); with `committed` true (the commit has returned), at once or once
    /// the pacing's interval is over. Never waited for: a lost announcement costs other hosts
    /// only a later reread.
    @discardableResult
    private func announce(on connection: PostgresConnection, committed: Bool) -> Bool {
        let now = ContinuousClock.now
        // On the connection's event loop, where this runs, nothing can close it between the
        // check and the send (``checkOpen(_:)``).
        if !connection.isClosed, pacing.withLock({ $0.announcesWithCommit(now: now) }) {
            listening.withLock { $0.check.announced(now: now) }
            connection.query(announcement, logger: logger).whenFailure { _ in }
            return true
        }
        guard committed else { return false }
        if let delay = pacing.withLock({ $0.delayAfterCommit(now: now) }) {
            dueAnnouncements.continuation.yield(delay)
        }
        return false
    }

    /// Returns once the statement just answered on `connection`, a transaction of its own, has
    /// committed, keeping the totals read then for the next batch (``TallyReadAhead``) and
    /// announcing the commit as ``AnnouncementPacing`` decides; throws when the connection ends
    /// first, the commit then unknown.
    ///
    /// PostgreSQL reports such a statement complete before it commits it, at the end of the
    /// statement's round trip, and a server stopping in between sends that report as it exits,
    /// without the commit. PostgresNIO sends a statement only once the round trip before it has
    /// ended, so the answer to the next one, the read of the totals, proves the commit: an error
    /// the server answers with too (the server shutting down, a lock or statement timeout, a
    /// cancel, a privilege revoked), which then fails only the read, never the committed batch,
    /// whose clients would retry votes already counted.
    private func confirmCommit(on connection: PostgresConnection) async throws {
        do {
            let rows = try await readTallies(on: connection)
            readAhead.withLock { $0 = TallyReadAhead(rows: rows, readAt: .now) }
        } catch let error as PSQLError where error.code == .server {
            // The read is a prepared statement, whose failed preparation PostgresNIO keeps and
            // returns at once, sending nothing: an unprepared statement, always sent after the
            // round trip before it, tells whether the server answers. Proven, the next batch reads
            // the totals itself.
            try await proveAnswered(on: connection)
        }
        announce(on: connection, committed: true)
    }

    /// Returns once the server answers a statement sent on `connection`, with rows or an error;
    /// throws when the connection ends first.
    private func proveAnswered(on connection: PostgresConnection) async throws {
        try Self.checkOpen(connection)
        let probe: EventLoopFuture<PostgresQueryResult> = connection.query("SELECT 1", logger: logger)
        do {
            _ = try await probe.get()
        } catch let error as PSQLError where error.code == .server {}
    }

    /// Every pet with its total (``ReadTallies``), read on `connection`.
    private func readTallies(on connection: PostgresConnection) async throws -> [TallyReadAhead.Row] {
        try Self.checkOpen(connection)
        var rows: [TallyReadAhead.Row] = []
        for try await (petID, name, votes) in try await connection.execute(ReadTallies(), logger: logger) {
            rows.append(TallyReadAhead.Row(petID: petID, name: name, votes: votes))
        }
        return rows
    }

    /// Reads the stored ballots among `ids` into `batch`.
    private func fetchEarlierBallots(_ ids: [String], into batch: PostgresBallots, on connection: PostgresConnection)
        async throws
    {
        guard !ids.isEmpty else { return }
        try Self.checkOpen(connection)
        for try await (id, petID, petName, count, votes, rank, tied) in try await connection.execute(
            EarlierBallots(ids: ids),
            logger: logger
        ) {
            batch.addEarlier(id: id, petID: petID, petName: petName, count: count, votes: votes, rank: rank, tied: tied)
        }
    }
}
