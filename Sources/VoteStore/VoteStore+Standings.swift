public import Foundation

extension VoteStore {
    /// The board: every pet with its votes, rank, tie flag and share, plus the total.
    ///
    /// Without a window the numbers come from the per-pet tallies, so reading the board costs
    /// O(pets) whatever the number of votes. With `since` or `until`, they count the votes cast in
    /// `since ..< until`, exact to the millisecond: the hourly tallies of the whole hours inside
    /// the window plus the vote rows of the partial hours at its two edges.
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
    /// - Complexity: O(pets log pets) without a window; with one, O(pets × hours) for the fewer
    ///   of the hours inside and outside the window, plus the votes cast in its two partial hours.
    public func standings(since: Date? = nil, until: Date? = nil) throws(VoteStoreError) -> Standings {
        try translating { () throws(SQLiteError) in
            guard since != nil || until != nil else { return try tallyStandings() }
            let window = HourlyWindow(
                lower: since.map(Self.milliseconds(since1970:)),
                upper: until.map(Self.milliseconds(since1970:))
            )
            let sql =
                window.countsOutside(storedHours: try storedHours())
                ? SQL.windowStandingsCountingOutside : SQL.windowStandings
            return try withStatement(sql) { statement throws(SQLiteError) in
                for (index, bound) in window.queryBounds.enumerated() {
                    try statement.bind(bound, at: Int32(index + 1))
                }
                return try readStandings(statement)
            }
        }
    }

    /// The first and last hour holding votes, or `nil` when there are none.
    private func storedHours() throws(SQLiteError) -> ClosedRange<Int64>? {
        try withStatement(SQL.storedHours) { statement throws(SQLiteError) in
            guard try statement.step(), !statement.isNull(at: 0) else { return nil }
            return statement.int64(at: 0)...statement.int64(at: 1)
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
