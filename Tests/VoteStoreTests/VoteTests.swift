import Testing
@testable import VoteCore
@testable import VoteStore

struct VoteTests {
    let store: SQLiteVoteStore

    init() throws { store = try SQLiteVoteStore.inMemory() }

    @Test func aVoteReturnsThePetsNewStanding() throws {
        let standing = try store.vote(for: "dog")
        #expect(standing.pet.name == "Dog")
        #expect(standing.votes == 1)
        #expect(standing.rank == 1)
        #expect(!standing.isTied)
        #expect(standing.share == 1)
        let second = try store.vote(for: "Cat")
        #expect(second.rank == 1 && second.isTied && second.share == 0.5)
    }

    @Test func aCountCastsThatManyVotesAsOneRow() throws {
        try store.vote(for: "Cat", count: 1_000_000)
        try store.vote(for: "Cat", count: 2)
        #expect(try store.standings().entries.first?.votes == 1_000_002)
        #expect(try store.connection.scalarInt("SELECT count(*) FROM vote") == 2)
    }

    @Test(arguments: [0, -1, 1_000_001, Int.min, Int.max])
    func countsOutsideTheRangeAreRefused(count: Int) throws {
        #expect(throws: VoteStoreError.invalidCount(count)) { try store.vote(for: "Cat", count: count) }
        #expect(try store.standings().totalVotes == 0)
    }

    @Test func everyVoteIsAnAuditableRow() throws {
        try store.vote(for: "Cat", source: "kiosk")
        try store.vote(for: "Dog", count: 3)
        let rows = try store.connection.scalarText(
            "SELECT group_concat(pet_id || ':' || count || ':' || source, ',') FROM vote ORDER BY id"
        )
        #expect(rows == "1:1:kiosk,3:3:api")
    }

    @Test func theTallyAlwaysMatchesTheVoteRows() throws {
        for name in ["Cat", "Dog", "cat", "GOLDFISH", "Cat"] { try store.vote(for: name, count: 2) }
        let mismatches = try store.connection.scalarInt(
            """
            SELECT count(*) FROM tally
            WHERE votes != (SELECT coalesce(sum(count), 0) FROM vote WHERE vote.pet_id = tally.pet_id)
            """
        )
        #expect(mismatches == 0)
        #expect(try store.standings().entries.map(\.votes) == [6, 2, 2])
    }
}
