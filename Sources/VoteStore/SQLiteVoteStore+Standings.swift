public import Foundation
public import VoteCore

extension SQLiteVoteStore {
    /// The board: every pet with its votes, rank, tie flag and share, plus the total.
    ///
    /// Without a window the numbers come from the per-pet tallies, so reading the board costs
    /// O(pets) whatever the number of votes. With `since` or `until`, they count the votes cast in
    /// `since ..< until`, exact to the millisecond: the daily tallies of the whole days inside
    /// the window, the hourly tallies of the whole hours around them, and the vote rows of the
    /// partial hours at its two edges.
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
    /// - Complexity: O(pets log pets) without a window; with one, O(pets × (days + 46)) for the
    ///   days it spans and the whole hours at its two ends, plus the votes cast in its two
    ///   partial hours.
    public func standings(since: Date? = nil, until: Date? = nil) throws(VoteStoreError) -> Standings {
        guard since != nil || until != nil else { return try allTimeStandings() }
        let window = HourlyWindow(since: since, until: until)
        let (pets, counts) = try translating { () throws(SQLiteError) in
            try connection.readTransaction { () throws(SQLiteError) in (try allPets(), try windowCounts(window)) }
        }
        var votes: [Int64: Int] = [:]
        for (petID, count) in counts { votes[petID] = try VoteStoreError.sum(votes[petID] ?? 0, count) }
        return try Standings(pets: pets, votes: votes)
    }

    /// The window's counts of votes by pet: the vote rows of its partial hours, then the hourly
    /// tallies of its whole hours outside whole days, then the daily tallies of its whole days.
    ///
    /// Summed by the caller rather than by a `GROUP BY`, which would sort every row it reads into
    /// a temporary B-tree first; a window's rows are few per pet, and the pets few.
    private func windowCounts(_ window: HourlyWindow) throws(SQLiteError) -> [(petID: Int64, votes: Int)] {
        var counts: [(petID: Int64, votes: Int)] = []
        func add(_ sql: String, _ bounds: [Range<Int64>]) throws(SQLiteError) {
            try withStatement(sql) { statement throws(SQLiteError) in
                for (index, bound) in bounds.flatMap({ [$0.lowerBound, $0.upperBound] }).enumerated() {
                    try statement.bind(bound, at: Int32(index + 1))
                }
                while try statement.step() {
                    counts.append((statement.int64(at: 0), statement.int(at: 1)))
                }
            }
        }
        let (leadingHours, days, trailingHours) = window.dayCut
        for edge in [window.head, window.tail] where !edge.isEmpty {
            try add(SQL.votesInPartialHours, [HourlyWindow.hours(holding: edge), edge])
        }
        for hours in [leadingHours, trailingHours] where !hours.isEmpty {
            try add(SQL.hourlyVotesInside, [hours])
        }
        if !days.isEmpty {
            try add(SQL.dailyVotesInside, [days])
        }
        return counts
    }

    /// The all-time standings from the tally table.
    func allTimeStandings() throws(VoteStoreError) -> Standings {
        let rows = try translating { () throws(SQLiteError) in
            try withStatement(SQL.standings) { statement throws(SQLiteError) in
                var rows: [(pet: Pet, votes: Int, rank: Int)] = []
                while try statement.step() {
                    let pet = Pet(id: statement.int64(at: 0), name: statement.string(at: 1))
                    rows.append((pet, statement.int(at: 2), statement.int(at: 3)))
                }
                return rows
            }
        }
        return try Standings(rankedRows: rows)
    }
}
