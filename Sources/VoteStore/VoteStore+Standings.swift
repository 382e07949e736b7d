public import Foundation

extension VoteStore {
    /// The board: every pet with its votes, rank, tie flag and share, plus the total.
    ///
    /// Without a window the numbers come from the per-pet tallies, so reading the board costs
    /// O(pets) whatever the number of votes. With `since` or `until`, they are summed from the
    /// vote rows cast in `since ..< until` (through the `vote_at` index).
    ///
    /// Ranks follow the sample app's rule, standard competition ranking: 1 + the number of pets
    /// with strictly more votes. Entries are ordered by rank, then by creation order.
    ///
    /// ```swift
    /// let board = try store.standings()
    /// if board.isAllWayTie { print("Everybody is tied") }
    /// let today = try store.standings(since: Calendar.current.startOfDay(for: Date()))
    /// ```
    ///
    /// - Parameters:
    ///   - since: Count only votes cast at or after this date.
    ///   - until: Count only votes cast before this date.
    /// - Returns: Every pet ranked, with the total and ``Standings/isAllWayTie``.
    /// - Throws: ``VoteStoreError/busy(path:)`` or ``VoteStoreError/database(_:)`` if SQLite fails.
    /// - Complexity: O(pets log pets) without a window; O(votes in the window) with one.
    public func standings(since: Date? = nil, until: Date? = nil) throws(VoteStoreError) -> Standings {
        try translating { () throws(SQLiteError) in
            guard since != nil || until != nil else { return try tallyStandings() }
            let lower = since.map(Self.milliseconds(since1970:)) ?? .min
            let upper = until.map(Self.milliseconds(since1970:)) ?? .max
            return try withStatement(SQL.windowStandings) { statement throws(SQLiteError) in
                try statement.bind(lower, at: 1)
                try statement.bind(upper, at: 2)
                return try readStandings(statement)
            }
        }
    }

    /// The all-time standings from the tally table.
    func tallyStandings() throws(SQLiteError) -> Standings {
        try withStatement(SQL.standings) { statement throws(SQLiteError) in try readStandings(statement) }
    }

    /// Reads rows of (id, name, votes, rank), already in rank then creation order.
    private func readStandings(_ statement: Statement) throws(SQLiteError) -> Standings {
        var rows: [(pet: Pet, votes: Int, rank: Int)] = []
        while try statement.step() {
            let pet = Pet(id: statement.int64(at: 0), name: statement.string(at: 1))
            rows.append((pet, statement.int(at: 2), statement.int(at: 3)))
        }
        return Standings(rankedRows: rows)
    }
}
