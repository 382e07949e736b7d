import Foundation
import TestSupport
import Testing
import VoteBoard
@testable import VoteCore
@testable import VoteStore

/// The hourly tally: windows cut exactly at their edges, and every way of writing votes keeping
/// the tally equal to the vote rows.
struct HourlyWindowTests {
    static let hour = HourlyWindow.hour
    static let day = HourlyWindow.day

    @Test(
        "Hours are rounded down, also before 1970",
        arguments: [
            (0, 0), (1, 0), (hour - 1, 0), (hour, hour), (-1, -hour), (-hour, -hour), (-hour - 1, -2 * hour),
        ] as [(Int64, Int64)]
    )
    func hourStart(milliseconds: Int64, start: Int64) {
        #expect(HourlyWindow.hourStart(milliseconds) == start)
        #expect(HourlyWindow.hourCeiling(milliseconds) == (start == milliseconds ? start : start + Self.hour))
    }

    /// A bound written to the millisecond is that millisecond, in every era (a `Date` holds it a
    /// hair above or below, which rounding straight up made the next one for about one bound in
    /// ten in 2026 and one in two near 1970); past it by a tenth of one, the next.
    @Test(
        "A bound written to the millisecond is that millisecond",
        arguments: [-20_000_000_000_000, -1, 0, 946_684_800_000, 1_795_285_800_000, 4_102_444_800_000] as [Int64]
    )
    func boundsWrittenToTheMillisecond(era: Int64) throws {
        var random = SeededRandom(seed: UInt64(bitPattern: era))
        for _ in 0..<2_000 {
            let millisecond = era + Int64.random(in: 0..<86_400_000, using: &random)
            let (second, fraction) = millisecond.quotientAndRemainder(dividingBy: 1000)
            let (whole, milli) = fraction < 0 ? (second - 1, fraction + 1000) : (second, fraction)
            let text = ISO8601Timestamp.string(from: Date(timeIntervalSince1970: Double(whole))).dropLast()
            let written = text + "." + String(1000 + milli).dropFirst() + "Z"
            let bound = try #require(ISO8601Timestamp.date(from: written))
            #expect(VoteTime.bound(bound) == millisecond, "\(written)")
            let later = try #require(ISO8601Timestamp.date(from: text + "." + String(1000 + milli).dropFirst() + "1Z"))
            #expect(VoteTime.bound(later) == millisecond + 1, "\(written) and 100 µs")
            #expect(HourlyWindow(since: bound, until: nil).head.lowerBound == millisecond)
            // A window to a tenth of a microsecond later counts from and to the same millisecond.
            let digits = String(1000 + milli).dropFirst()
            let hair = try #require(ISO8601Timestamp.date(from: text + "." + digits + "0001Z"))
            #expect(VoteWindow(since: bound, until: hair).isEmpty, "\(written)")
        }
    }

    struct Cut: Sendable, CustomTestStringConvertible {
        var lower: Int64?
        var upper: Int64?
        var head: Range<Int64>
        var hours: Range<Int64>
        var tail: Range<Int64>
        var testDescription: String { "\(lower.map(String.init) ?? "nil")..<\(upper.map(String.init) ?? "nil")" }
    }

    static let cuts: [Cut] = [
        // Partial hours at both edges around two whole hours.
        Cut(
            lower: hour / 2,
            upper: 3 * hour + 5,
            head: hour / 2..<hour,
            hours: hour..<3 * hour,
            tail: 3 * hour..<3 * hour + 5
        ),
        // Aligned edges: no partial hours.
        Cut(lower: hour, upper: 3 * hour, head: hour..<hour, hours: hour..<3 * hour, tail: 3 * hour..<3 * hour),
        // Inside one hour, or across one boundary without a whole hour: vote rows only.
        Cut(lower: 10, upper: 20, head: 10..<20, hours: 20..<20, tail: 20..<20),
        Cut(
            lower: hour - 10,
            upper: hour + 10,
            head: hour - 10..<hour + 10,
            hours: hour + 10..<hour + 10,
            tail: hour + 10..<hour + 10
        ),
        // Open ends.
        Cut(lower: nil, upper: hour + 1, head: Int64.min..<Int64.min, hours: Int64.min..<hour, tail: hour..<hour + 1),
        Cut(lower: -1, upper: nil, head: -1..<0, hours: 0..<Int64.max, tail: Int64.max..<Int64.max),
        // An empty or reversed window.
        Cut(lower: 5, upper: 5, head: 5..<5, hours: 5..<5, tail: 5..<5),
        Cut(lower: 9, upper: 2, head: 9..<9, hours: 9..<9, tail: 9..<9),
    ]

    /// Votes are stored to the millisecond; a bound finer than that is rounded up, so a vote at
    /// 0.001 s is in 0.0009 ..< 0.0011 and not in 0.0011 ..< 0.002. Shown, a bound says so.
    @Test func boundsFinerThanAMillisecondRoundUp() throws {
        let store = try SQLiteVoteStore.inMemory()
        try store.vote(for: "Cat", count: 1, at: Date(timeIntervalSince1970: 0.001), source: "test")
        let inside = try store.standings(
            since: Date(timeIntervalSince1970: 0.0009),
            until: Date(timeIntervalSince1970: 0.0011)
        )
        #expect(inside.totalVotes == 1)
        let after = try store.standings(
            since: Date(timeIntervalSince1970: 0.0011),
            until: Date(timeIntervalSince1970: 0.002)
        )
        #expect(after.totalVotes == 0)
        #expect(VoteWindow.format(Date(timeIntervalSince1970: 1_764_000_000.5)) == "2025-11-24T16:00:00.500Z")
        #expect(VoteWindow.format(Date(timeIntervalSince1970: -0.25)) == "1969-12-31T23:59:59.750Z")
        #expect(VoteWindow.format(Date(timeIntervalSince1970: 1_764_000_000)) == "2025-11-24T16:00:00Z")
    }

    @Test("A window is cut into partial hours at its edges and whole hours between", arguments: cuts)
    func cut(_ cut: Cut) {
        let window = HourlyWindow(lower: cut.lower, upper: cut.upper)
        #expect(window.head == cut.head)
        #expect(window.hours == cut.hours)
        #expect(window.tail == cut.tail)
    }

    struct DayCut: Sendable, CustomTestStringConvertible {
        var hours: Range<Int64>
        var leadingHours: Range<Int64>
        var days: Range<Int64>
        var trailingHours: Range<Int64>
        var testDescription: String { "\(hours)" }

        init(_ hours: Range<Int64>, _ leading: Range<Int64>, _ days: Range<Int64>, _ trailing: Range<Int64>) {
            (self.hours, leadingHours, self.days, trailingHours) = (hours, leading, days, trailing)
        }
    }

    static let dayCuts: [DayCut] = {
        let (hour, day) = (Self.hour, Self.day)
        let (min, max) = (Int64.min, Int64.max)
        return [
            // Hours from 01:00 on day 0 to 02:00 on day 3.
            DayCut(hour..<3 * day + 2 * hour, hour..<day, day..<3 * day, 3 * day..<3 * day + 2 * hour),
            // Whole days only.
            DayCut(day..<3 * day, day..<day, day..<3 * day, 3 * day..<3 * day),
            // No whole day: every hour leads.
            DayCut(
                22 * hour..<day + 5 * hour,
                22 * hour..<day + 5 * hour,
                (day + 5 * hour)..<(day + 5 * hour),
                (day + 5 * hour)..<(day + 5 * hour)
            ),
            // Before 1970, days round towards the past as hours do (the first holds no whole day).
            DayCut((-day - hour)..<(-hour), (-day - hour)..<(-hour), (-hour)..<(-hour), (-hour)..<(-hour)),
            DayCut((-2 * day - hour)..<0, (-2 * day - hour)..<(-2 * day), (-2 * day)..<0, 0..<0),
            // Open ends stay open.
            DayCut(min..<day + hour, min..<min, min..<day, day..<day + hour),
            DayCut(hour..<max, hour..<day, day..<max, max..<max),
        ]
    }()

    @Test(
        "Whole hours are cut again at midnight UTC: whole days between, at most 23 hours at each end",
        arguments: dayCuts
    )
    func dayCut(_ expected: DayCut) {
        let lower = expected.hours.lowerBound
        let upper = expected.hours.upperBound
        let window = HourlyWindow(lower: lower == .min ? nil : lower, upper: upper == .max ? nil : upper)
        #expect(window.hours == expected.hours)
        let cut = window.dayCut
        #expect(cut.leadingHours == expected.leadingHours)
        #expect(cut.days == expected.days)
        #expect(cut.trailingHours == expected.trailingHours)
    }

    @Test("A window holding most stored hours is summed as everything minus the hours outside it")
    func wideWindowsCountTheHoursOutside() {
        let stored = 0...(99 * Self.hour)  // 100 hours hold votes
        #expect(HourlyWindow(lower: 0, upper: nil).countsOutside(storedHours: stored))
        #expect(HourlyWindow(lower: nil, upper: nil).countsOutside(storedHours: stored))
        #expect(HourlyWindow(lower: 10 * Self.hour + 1, upper: 70 * Self.hour).countsOutside(storedHours: stored))
        #expect(!HourlyWindow(lower: 10 * Self.hour, upper: 60 * Self.hour).countsOutside(storedHours: stored))
        #expect(!HourlyWindow(lower: 200 * Self.hour, upper: nil).countsOutside(storedHours: stored))
        #expect(!HourlyWindow(lower: 0, upper: nil).countsOutside(storedHours: nil))
    }

    @Test("Windowed standings equal a count of the votes, for random votes and random windows")
    func windowsMatchABruteForceCount() throws {
        var random = SeededRandom(seed: 12)
        let store = try SQLiteVoteStore.inMemory()
        let pets = ["Cat", "Goldfish", "Dog"]
        let start: Int64 = 1_795_000_000_000  // 2026-11-18
        var votes: [(pet: String, at: Int64, count: Int)] = []
        // A few hours before 1970 too, where hours round towards the past.
        for index in 0..<600 {
            let base = index < 60 ? -3 * Self.hour : start
            let at = base + Int64.random(in: 0..<(8 * Self.day), using: &random)
            votes.append((pets.randomElement(using: &random) ?? "Cat", at, Int.random(in: 1...3, using: &random)))
        }
        for vote in votes.prefix(300) {
            try store.vote(for: vote.pet, count: vote.count, at: Date(unixMilliseconds: vote.at))
        }
        try store.importVotes(
            votes.dropFirst(300).map { BulkVote(pet: $0.pet, count: $0.count, date: Date(unixMilliseconds: $0.at)) }
        )

        // Open, wide and narrow windows over the dense 2026 votes, and across 1970.
        var windows: [(Int64?, Int64?)] = [
            (nil, start), (start, nil), (-Self.hour / 2, 0), (nil, nil), (0, nil),
            (start + 1, start + 70 * Self.hour + 7),
        ]
        for _ in 0..<200 {
            let lower = start + Int64.random(in: -Self.hour...(8 * Self.day), using: &random)
            // Aligned to the hour or the day now and then, as "today" and "this week" are.
            let aligned =
                [lower, HourlyWindow.hourStart(lower), HourlyWindow.floor(lower, to: Self.day)]
                .randomElement(using: &random) ?? lower
            // Some within a day or so, some across several days.
            let longest = Bool.random(using: &random) ? 30 * Self.hour : 6 * Self.day
            windows.append((aligned, aligned + Int64.random(in: 0...longest, using: &random)))
        }
        for (lower, upper) in windows {
            let board = try store.standings(
                since: lower.map(Date.init(unixMilliseconds:)),
                until: upper.map(Date.init(unixMilliseconds:))
            )
            for pet in pets {
                let expected =
                    votes.filter { vote in
                        vote.pet == pet && lower.map { vote.at >= $0 } != false && upper.map { vote.at < $0 } != false
                    }
                    .reduce(0) { $0 + $1.count }
                let entry = board.entries.first { $0.pet.name == pet }
                #expect(
                    entry?.votes == expected,
                    "\(pet) in \(String(describing: lower))..<\(String(describing: upper))"
                )
            }
        }
    }

    @Test(
        "A window reads vote rows through the hour index and whole hours by the tally's key, never every vote",
        arguments: [SQL.windowStandings, SQL.windowStandingsCountingOutside]
    )
    func windowsUseTheHourIndex(sql: String) throws {
        let store = try SQLiteVoteStore.inMemory()
        let statement = try store.connection.prepare("EXPLAIN QUERY PLAN " + sql)
        var plan: [String] = []
        while try statement.step() { plan.append(statement.string(at: 3)) }
        #expect(plan.filter { $0.contains("vote_hour") }.count == 2, "\(plan)")
        #expect(plan.contains { $0.contains("hourly_tally USING PRIMARY KEY") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN vote") || $0.hasPrefix("SCAN hourly_tally") }, "\(plan)")
    }

    @Test(
        "SQLiteVoteStore reads a window's vote rows through the hour index and its tallies by their keys",
        arguments: [SQL.votesInPartialHours, SQL.hourlyVotesInside, SQL.dailyVotesInside]
    )
    func storeWindowsUseTheirIndexes(sql: String) throws {
        let store = try SQLiteVoteStore.inMemory()
        let statement = try store.connection.prepare("EXPLAIN QUERY PLAN " + sql)
        var plan: [String] = []
        while try statement.step() { plan.append(statement.string(at: 3)) }
        #expect(plan.count == 1 && plan[0].hasPrefix("SEARCH"), "\(plan)")
        #expect(plan.allSatisfy { $0.contains("vote_hour") || $0.contains("USING PRIMARY KEY") }, "\(plan)")
    }

    @Test("Votes, ballots and imports keep the hourly tally equal to the vote rows; rolled-back imports leave it")
    func everyWriteKeepsTheHourlyTally() throws {
        let store = try SQLiteVoteStore.inMemory()
        let noon = Date(unixMilliseconds: 1_795_000_000_000)
        try store.vote(for: "Cat", count: 2, at: noon)
        _ = try store.cast([Ballot(pet: "Dog", id: "b1", date: noon), Ballot(pet: "Dog", id: "b1", date: noon)])
        try store.importVotes([
            BulkVote(pet: "Goldfish", count: 4, date: noon.addingTimeInterval(-7200), externalID: "i1"),
            BulkVote(pet: "Goldfish", count: 4, date: noon.addingTimeInterval(-7200), externalID: "i1"),
            BulkVote(pet: "Cat"),
        ])
        try store.importVotes([BulkVote(pet: "Dog", count: 9)], options: ImportOptions(dryRun: true))
        #expect(throws: VoteStoreError.self) {
            try store.importVotes([BulkVote(pet: "Dog", count: 5), BulkVote(pet: "Nobody")])
        }
        #expect(try Self.windowTallyMismatches(in: store) == 0)
        #expect(try store.connection.scalarInt("SELECT sum(votes) FROM hourly_tally") == 2 + 1 + 4 + 1)
        try store.removePet(named: "Goldfish", force: true)
        #expect(try Self.windowTallyMismatches(in: store) == 0)
    }

    @Test("An import spanning more hours than it buffers writes every hour")
    func longImportsFlushTheirHours() throws {
        let store = try SQLiteVoteStore.inMemory()
        let count = 70_000  // more than twice the buckets an import keeps before writing them
        try store.importVotes(
            (0..<count).lazy.map { BulkVote(pet: "Cat", date: Date(unixMilliseconds: Int64($0) * Self.hour)) }
        )
        #expect(try store.connection.scalarInt("SELECT count(*) FROM hourly_tally") == Int64(count))
        #expect(try Self.windowTallyMismatches(in: store) == 0)
    }

    /// The (pet, hour) and (pet, day) buckets whose hourly or daily tally differs from the sum
    /// of their vote rows.
    static func windowTallyMismatches(in store: SQLiteVoteStore) throws -> Int64 {
        let voteDay = SQL.dayOfHour(SQL.voteHour)
        return try store.connection.scalarInt(
            """
            SELECT count(*) FROM (
                SELECT hour, pet_id, sum(votes) AS votes FROM (
                    SELECT hour, pet_id, votes FROM hourly_tally
                    UNION ALL
                    SELECT \(SQL.voteHour), pet_id, -count FROM vote
                ) GROUP BY hour, pet_id
                UNION ALL
                SELECT day, pet_id, sum(votes) AS votes FROM (
                    SELECT day, pet_id, votes FROM daily_tally
                    UNION ALL
                    SELECT \(voteDay), pet_id, -count FROM vote
                ) GROUP BY day, pet_id
            ) WHERE votes != 0
            """
        )
    }
}

extension Date {
    init(unixMilliseconds milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
