public import Foundation
public import VoteCore

extension SQLiteVoteStore {
    /// Casts `count` votes for a pet, as one vote row, and returns the pet's new standing.
    ///
    /// The row and the pet's tally are written in one `BEGIN IMMEDIATE` transaction; the
    /// returned standing is read inside it, so it reflects exactly this vote and those before.
    ///
    /// ```swift
    /// let standing = try store.vote(for: "Cat")
    /// print("Cat is #\(standing.rank) with \(standing.votes) votes")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The pet's name, matched ignoring case.
    ///   - count: How many votes to cast, in `1...1_000_000`.
    ///   - date: When the votes were cast; stored to the millisecond.
    ///   - source: Where the votes came from, kept on the row for auditing.
    /// - Returns: The pet's rank, votes, tie flag and share after the vote.
    /// - Throws: ``VoteStoreError/invalidCount(_:)``, ``VoteStoreError/unknownPet(name:suggestions:)``,
    ///   ``VoteStoreError/busy(path:)``, ``VoteStoreError/readOnly(path:)``, ``VoteStoreError/diskFull(path:)``.
    @discardableResult
    public func vote(
        for name: String,
        count: Int = 1,
        at date: Date = Date(),
        source: String = "api"
    ) throws(VoteStoreError) -> RankedPet {
        try SQLitePetRecords(store: self).vote(for: name, count: count, at: date, source: source)
    }

    /// Writes one vote row and adds its count to the pet's tally: the one place a cast vote is
    /// recorded. The caller runs this inside a write transaction and has checked the pet and count.
    func insertVoteRow(
        petID: Int64,
        at: Int64,
        count: Int,
        source: String,
        externalID: String?
    ) throws(SQLiteError) {
        try insertVoteRowOnly(petID: petID, at: at, count: count, source: source, externalID: externalID)
        try addToTally(count, petID: petID)
        try addToWindowTallies(count, petID: petID, hour: HourlyWindow.hourStart(at))
    }

    /// Inserts one vote row without adding it to the tallies: the caller adds it, with others,
    /// before its transaction commits.
    func insertVoteRowOnly(
        petID: Int64,
        at: Int64,
        count: Int,
        source: String,
        externalID: String?
    ) throws(SQLiteError) {
        try withStatement(SQL.insertVote) { statement throws(SQLiteError) in
            try statement.bind(petID, at: 1)
            try statement.bind(at, at: 2)
            try statement.bind(count, at: 3)
            try statement.bind(source, at: 4)
            try statement.bind(externalID, at: 5)
            _ = try statement.step()
        }
    }

    /// Adds `votes` to a pet's tally; the caller runs this inside a write transaction.
    func addToTally(_ votes: Int, petID: Int64) throws(SQLiteError) {
        try withStatement(SQL.addToTally) { statement throws(SQLiteError) in
            try statement.bind(votes, at: 1)
            try statement.bind(petID, at: 2)
            _ = try statement.step()
        }
    }

    /// Adds `votes` to a pet's tallies for the hour starting at `hour`
    /// (``HourlyWindow/hourStart(_:)``) and for its day; the caller runs this inside a write
    /// transaction.
    func addToWindowTallies(_ votes: Int, petID: Int64, hour: Int64) throws(SQLiteError) {
        for sql in [SQL.addToHourlyTally, SQL.addToDailyTally] {
            try withStatement(sql) { statement throws(SQLiteError) in
                try statement.bind(hour, at: 1)
                try statement.bind(petID, at: 2)
                try statement.bind(votes, at: 3)
                _ = try statement.step()
            }
        }
    }
}
