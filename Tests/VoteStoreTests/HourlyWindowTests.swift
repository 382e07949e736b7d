import Foundation
import TestSupport
import Testing
@testable import VoteStore

/// The hourly tally: windows cut exactly at their edges, and every way of writing votes keeping
/// the tally equal to the vote rows.
struct HourlyWindowTests {
    static let hour = HourlyWindow.hour

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

    @Test("A window is cut into partial hours at its edges and whole hours between", arguments: cuts)
    func cut(_ cut: Cut) {
        let window = HourlyWindow(lower: cut.lower, upper: cut.upper)
        #expect(window.head == cut.head)
        #expect(window.hours == cut.hours)
        #expect(window.tail == cut.tail)
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
        let store = try VoteStore.inMemory()
        let pets = ["Cat", "Goldfish", "Dog"]
        let start: Int64 = 1_795_000_000_000  // 2026-11-18
        var votes: [(pet: String, at: Int64, count: Int)] = []
        // A few hours before 1970 too, where hours round towards the past.
        for index in 0..<600 {
            let base = index < 60 ? -3 * Self.hour : start
            let at = base + Int64.random(in: 0..<(3 * 24 * Self.hour), using: &random)
            votes.append((pets.randomElement(using: &random) ?? "Cat", at, Int.random(in: 1...3, using: &random)))
        }
        for vote in votes.prefix(300) {
            try store.vote(for: vote.pet, count: vote.count, at: Date(unixMilliseconds: vote.at))
        }
        try store.importVotes(
            votes.dropFirst(300).map { BulkVote(pet: $0.pet, count: $0.count, date: Date(unixMilliseconds: $0.at)) }
        )

        // Wide windows over the dense 2026 votes count the hours outside them; narrow ones, inside.
        var windows: [(Int64?, Int64?)] = [
            (nil, start), (start, nil), (-Self.hour / 2, 0), (nil, nil), (0, nil),
            (start + 1, start + 70 * Self.hour + 7),
        ]
        for _ in 0..<200 {
            let lower = start + Int64.random(in: -Self.hour...(3 * 24 * Self.hour), using: &random)
            // Aligned to the hour now and then, as "today" and "this week" are.
            let aligned = Bool.random(using: &random) ? HourlyWindow.hourStart(lower) : lower
            windows.append((aligned, aligned + Int64.random(in: 0...(30 * Self.hour), using: &random)))
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
        let store = try VoteStore.inMemory()
        let statement = try store.connection.prepare("EXPLAIN QUERY PLAN " + sql)
        var plan: [String] = []
        while try statement.step() { plan.append(statement.string(at: 3)) }
        #expect(plan.filter { $0.contains("vote_hour") }.count == 2, "\(plan)")
        #expect(plan.contains { $0.contains("hourly_tally USING PRIMARY KEY") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN vote") || $0.hasPrefix("SCAN hourly_tally") }, "\(plan)")
    }

    @Test("Votes, ballots and imports keep the hourly tally equal to the vote rows; rolled-back imports leave it")
    func everyWriteKeepsTheHourlyTally() throws {
        let store = try VoteStore.inMemory()
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
        #expect(try Self.hourlyTallyMismatches(in: store) == 0)
        #expect(try store.connection.scalarInt("SELECT sum(votes) FROM hourly_tally") == 2 + 1 + 4 + 1)
        try store.removePet(named: "Goldfish", force: true)
        #expect(try Self.hourlyTallyMismatches(in: store) == 0)
    }

    @Test("An import spanning more hours than it buffers writes every hour")
    func longImportsFlushTheirHours() throws {
        let store = try VoteStore.inMemory()
        let count = 70_000  // more than twice the buckets an import keeps before writing them
        try store.importVotes(
            (0..<count).lazy.map { BulkVote(pet: "Cat", date: Date(unixMilliseconds: Int64($0) * Self.hour)) }
        )
        #expect(try store.connection.scalarInt("SELECT count(*) FROM hourly_tally") == Int64(count))
        #expect(try Self.hourlyTallyMismatches(in: store) == 0)
    }

    /// The (pet, hour) buckets whose hourly tally differs from the sum of their vote rows.
    static func hourlyTallyMismatches(in store: VoteStore) throws -> Int64 {
        try store.connection.scalarInt(
            """
            SELECT count(*) FROM (
                SELECT hour, pet_id, sum(votes) AS votes FROM (
                    SELECT hour, pet_id, votes FROM hourly_tally
                    UNION ALL
                    SELECT \(SQL.voteHour), pet_id, -count FROM vote
                ) GROUP BY hour, pet_id
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
