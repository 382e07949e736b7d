public import Foundation
import PostgresNIO
public import VoteCore

extension PostgresVoteStore {
    /// Casts `count` votes for a pet as one vote row and returns its new standing (``VoteDatabase/vote(for:count:at:source:)``).
    @discardableResult
    public func vote(
        for name: String,
        count: Int = 1,
        at date: Date = Date(),
        source: String = "api"
    ) throws(VoteStoreError) -> RankedPet {
        try PostgresPetRecords(store: self).vote(for: name, count: count, at: date, source: source)
    }

    /// Casts a batch of ballots in one transaction, each with its own outcome, in a writer slot of
    /// its own; receipts count what was committed when the batch began, the batch's own ballots,
    /// and any of its ballot ids another transaction stored first
    /// (``BallotLookups/settle(_:storedElsewhere:)``, ``PostgresVoteStore``, ``VoteDatabase/cast(_:source:)``).
    @discardableResult
    public func cast(_ ballots: [Ballot], source: String = "api") throws(VoteStoreError) -> BallotBatch {
        try write { () throws(VoteStoreError) in
            var batch = PostgresBallots()
            for row in try connection.query(ClaimSlotAndReadTallies.sql).rows {
                let (slot, petID, name, votes) = try connection.decode(row, as: ClaimSlotAndReadTallies.Row.self)
                batch.addTally(slot: slot, petID: petID, name: name, votes: votes)
            }
            let waits = batch.claimedSlot == nil
            let slot = try claimSlot(batch.claimedSlot)
            if waits {
                var tallies: [TallyReadAhead.Row] = []
                for row in try connection.query(ReadTallies.sql).rows {
                    let (petID, name, votes) = try connection.decode(row, as: ReadTallies.Row.self)
                    tallies.append(TallyReadAhead.Row(petID: petID, name: name, votes: votes))
                }
                batch = .afterSlotWait(tallies: tallies)
            }
            try fetchEarlierBallots(ballots.compactMap(\.id), into: batch)
            let draft = try batch.draftBallots(ballots, source: source)
            guard let insert = batch.takeInsert(slot: slot) else {
                return try batch.settle(draft, storedElsewhere: []).batch
            }
            // Without ballot ids nothing can have been stored elsewhere, and this is the batch's
            // last statement: its `COMMIT` is sent with it. With ids, the batch may still
            // have to read another transaction's ballots and rewrite receipts counted without
            // them, and commits after that.
            let rows =
                try batch.holdsNoBallotIDs
                ? writeCommitting(InsertBallots.sql, insert.binds).rows
                : connection.query(InsertBallots.sql, insert.binds).rows
            var storedElsewhere: Set<ExactBallotID> = []
            for row in rows {
                storedElsewhere.insert(ExactBallotID(try connection.decode(row, as: InsertBallots.Row.self)))
            }
            // They committed before the insert returned: this statement sees them.
            batch.forget(storedElsewhere)
            try fetchEarlierBallots(storedElsewhere.map(\.id), into: batch)
            let settled = try batch.settle(draft, storedElsewhere: storedElsewhere)
            if let rewrites = ReceiptRewrites(settled.rewrittenReceipts) {
                _ = try connection.query(ReceiptRewrites.sql, rewrites.binds)
            }
            return settled.batch
        }
    }

    /// Reads the stored ballots among `ids` into `batch`.
    private func fetchEarlierBallots(_ ids: [String], into batch: PostgresBallots) throws(VoteStoreError) {
        guard !ids.isEmpty else { return }
        let statement = EarlierBallots(ids: ids)
        for row in try connection.query(EarlierBallots.sql, statement.binds).rows {
            let (id, petID, petName, count, votes, rank, tied) = try connection.decode(row, as: EarlierBallots.Row.self)
            batch.addEarlier(id: id, petID: petID, petName: petName, count: count, votes: votes, rank: rank, tied: tied)
        }
    }

    /// The board, as ``VoteDatabase/standings(since:until:)`` counts it: the same shared SQL.
    public func standings(since: Date? = nil, until: Date? = nil) throws(VoteStoreError) -> Standings {
        guard since != nil || until != nil else { return try allTimeStandings() }
        let window = HourlyWindow(since: since, until: until)
        var storedHours: ClosedRange<Int64>?
        if let row = try connection.query(PostgresStatements.storedHours).rows.first {
            let (first, last) = try connection.decode(row, as: (Int64?, Int64?).self)
            if let first, let last { storedHours = first...last }
        }
        let sql =
            window.countsOutside(storedHours: storedHours)
            ? PostgresStatements.windowStandingsCountingOutside : PostgresStatements.windowStandings
        return try readStandings(sql, window.queryBounds)
    }

    // MARK: Internal

    /// The all-time standings from the tallies, as this transaction sees them.
    func allTimeStandings() throws(VoteStoreError) -> Standings {
        try readStandings(PostgresStatements.standings, [])
    }

    /// Reads rows of (id, name, votes, rank), already in rank then creation order.
    private func readStandings(_ sql: String, _ binds: [Int64]) throws(VoteStoreError) -> Standings {
        var rows: [(pet: Pet, votes: Int, rank: Int)] = []
        for row in try connection.query(sql, binds).rows {
            let (id, name, votes, rank) = try connection.decode(row, as: (Int64, String, Int, Int).self)
            rows.append((Pet(id: id, name: name), votes, rank))
        }
        return try Standings(rankedRows: rows)
    }
}
