import Foundation
import Testing
@testable import VoteCore
@testable import VoteStore

struct StandingsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        /// Votes per pet, in creation order.
        let votes: [Int]
        let ranks: [Int]
        let tied: [Bool]
        let isAllWayTie: Bool
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // One pet, or none, is no tie.
        Case(label: "no pets", votes: [], ranks: [], tied: [], isAllWayTie: false),
        Case(label: "one pet, no votes", votes: [0], ranks: [1], tied: [false], isAllWayTie: false),
        Case(label: "one pet with votes", votes: [7], ranks: [1], tied: [false], isAllWayTie: false),
        Case(label: "all zero", votes: [0, 0, 0], ranks: [1, 1, 1], tied: [true, true, true], isAllWayTie: true),
        Case(label: "all equal", votes: [2, 2], ranks: [1, 1], tied: [true, true], isAllWayTie: true),
        Case(label: "no ties", votes: [1, 3, 2], ranks: [3, 1, 2], tied: [false, false, false], isAllWayTie: false),
        Case(
            label: "the sample's 5,3,3,1",
            votes: [5, 3, 3, 1],
            ranks: [1, 2, 2, 4],
            tied: [false, true, true, false],
            isAllWayTie: false
        ),
        Case(
            label: "two-way tie for first",
            votes: [4, 1, 4],
            ranks: [1, 3, 1],
            tied: [true, false, true],
            isAllWayTie: false
        ),
        Case(
            label: "three-way tie for first",
            votes: [2, 2, 1, 2],
            ranks: [1, 1, 4, 1],
            tied: [true, true, false, true],
            isAllWayTie: false
        ),
        Case(
            label: "two-way tie for last",
            votes: [5, 1, 3, 1],
            ranks: [1, 3, 2, 3],
            tied: [false, true, false, true],
            isAllWayTie: false
        ),
        Case(
            label: "three-way tie for last",
            votes: [0, 5, 0, 0],
            ranks: [2, 1, 2, 2],
            tied: [true, false, true, true],
            isAllWayTie: false
        ),
    ]

    /// A store holding pets P0, P1, … (created in that order) with the given votes.
    static func store(votes: [Int]) throws -> SQLiteVoteStore {
        let store = try SQLiteVoteStore.inMemory()
        for name in ["Cat", "Goldfish", "Dog"] { try store.removePet(named: name) }
        for (index, count) in votes.enumerated() {
            try store.addPet(named: "P\(index)")
            if count > 0 { try store.vote(for: "P\(index)", count: count) }
        }
        return store
    }

    /// The standings PostgreSQL's batches rank in Swift from their tallies are the board's SQL's.
    @Test(arguments: cases)
    func rankedFromTalliesAsTheSQLRanks(_ testCase: Case) throws {
        let fromSQL = try Self.store(votes: testCase.votes).standings()
        let pets = testCase.votes.indices.map { Pet(id: Int64($0) + 10, name: "P\($0)") }
        let votes = Dictionary(uniqueKeysWithValues: zip(pets.map(\.id), testCase.votes))
        let fromTallies = try Standings(pets: pets, votes: votes)
        #expect(fromTallies.entries.map(\.pet.name) == fromSQL.entries.map(\.pet.name))
        #expect(fromTallies.entries.map(\.votes) == fromSQL.entries.map(\.votes))
        #expect(fromTallies.entries.map(\.rank) == fromSQL.entries.map(\.rank))
        #expect(fromTallies.entries.map(\.isTied) == fromSQL.entries.map(\.isTied))
        #expect(fromTallies.isAllWayTie == fromSQL.isAllWayTie && fromTallies.totalVotes == fromSQL.totalVotes)
    }

    @Test(arguments: cases)
    func ranksAndTies(_ testCase: Case) throws {
        let standings = try Self.store(votes: testCase.votes).standings()
        let byName = Dictionary(uniqueKeysWithValues: standings.entries.map { ($0.pet.name, $0) })
        let names = testCase.votes.indices.map { "P\($0)" }
        #expect(names.map { byName[$0]?.votes } == testCase.votes)
        #expect(names.map { byName[$0]?.rank } == testCase.ranks)
        #expect(names.map { byName[$0]?.isTied } == testCase.tied)
        #expect(standings.isAllWayTie == testCase.isAllWayTie)
        #expect(standings.totalVotes == testCase.votes.reduce(0, +))
    }

    @Test(arguments: cases)
    func entriesAreInRankThenCreationOrder(_ testCase: Case) throws {
        let standings = try Self.store(votes: testCase.votes).standings()
        let expected = testCase.ranks.indices
            .sorted { (testCase.ranks[$0], $0) < (testCase.ranks[$1], $1) }
            .map { "P\($0)" }
        #expect(standings.entries.map(\.pet.name) == expected)
    }

    @Test func sharesAreFractionsOfTheTotal() throws {
        let standings = try Self.store(votes: [3, 1, 0]).standings()
        #expect(standings.entries.map(\.share) == [0.75, 0.25, 0])
        let empty = try Self.store(votes: [0, 0]).standings()
        #expect(empty.entries.map(\.share) == [0, 0])
    }

    @Test func aFreshDatabaseIsAnAllWayTie() throws {
        let standings = try SQLiteVoteStore.inMemory().standings()
        #expect(standings.isAllWayTie)
        #expect(standings.entries.map(\.pet.name) == ["Cat", "Goldfish", "Dog"])
        #expect(standings.entries.allSatisfy { $0.rank == 1 && $0.isTied && $0.votes == 0 })
    }

    @Test func aTimeWindowCountsOnlyItsVoteRows() throws {
        let store = try SQLiteVoteStore.inMemory()
        let noon = Date(timeIntervalSince1970: 1_700_000_000)
        try store.vote(for: "Cat", count: 5, at: noon.addingTimeInterval(-3600))
        try store.vote(for: "Dog", count: 2, at: noon)
        try store.vote(for: "Dog", count: 2, at: noon.addingTimeInterval(59))
        try store.vote(for: "Goldfish", count: 1, at: noon.addingTimeInterval(60))

        let window = try store.standings(since: noon, until: noon.addingTimeInterval(60))
        #expect(window.entries.map(\.pet.name) == ["Dog", "Cat", "Goldfish"])
        #expect(window.entries.map(\.votes) == [4, 0, 0])
        #expect(window.entries.map(\.rank) == [1, 2, 2])
        #expect(window.totalVotes == 4)

        #expect(try store.standings(since: noon).totalVotes == 5)
        #expect(try store.standings(until: noon).totalVotes == 5)
        #expect(try store.standings(since: noon.addingTimeInterval(-7200)) == store.standings())
    }
}
