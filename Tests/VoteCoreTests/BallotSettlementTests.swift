import Testing
import VoteCore

/// A batch whose ballot ids another host stores while it runs: each copy of such an id is
/// answered as the stored ballot's replay or refused as reused, and the batch's standings are
/// the ones stored.
struct BallotSettlementTests {
    private static let pets = [Pet(id: 1, name: "Cat"), Pet(id: 2, name: "Dog"), Pet(id: 3, name: "Goldfish")]

    private static func earlier(_ petID: Int64, count: Int) -> EarlierBallot {
        let pet = pets[Int(petID) - 1]
        return EarlierBallot(
            petID: pet.id,
            petName: pet.name,
            count: count,
            receipt: .init(votes: count, rank: 1, isTied: false)
        )
    }

    private static func votes(_ standings: Standings) -> [String] {
        standings.entries.map { "\($0.pet.name) \($0.votes)" }
    }

    @Test("an id stored meanwhile for another pet or count: every copy refused as reused, the standings as stored")
    func reusedElsewhere() throws {
        let ledger = ConcurrentHostLedger(pets: Self.pets, storedMeanwhile: ["x": Self.earlier(1, count: 1)])
        let batch = try ledger.castBallots(
            [Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Goldfish"), Ballot(pet: "Dog", count: 2, id: "x")],
            source: "test"
        )
        for index in [0, 2] {
            guard case .failure(.ballotReused(id: "x", pet: "Cat", count: 1)) = batch.outcomes[index] else {
                Issue.record("ballot \(index): \(batch.outcomes[index])")
                continue
            }
        }
        #expect(Self.votes(batch.standings) == Self.votes(try ledger.storedStandings()))
        #expect(batch.standings.totalVotes == 2)
    }

    @Test("an id stored meanwhile for the same pet and count: every copy is its replay, counted once")
    func storedElsewhere() throws {
        let ledger = ConcurrentHostLedger(pets: Self.pets, storedMeanwhile: ["x": Self.earlier(2, count: 2)])
        let batch = try ledger.castBallots(
            [Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Dog", count: 2, id: "x")],
            source: "test"
        )
        #expect(try batch.outcomes.map { try $0.get().isReplay } == [true, true])
        #expect(try batch.outcomes.map { try $0.get().votes } == [2, 2])
        #expect(Self.votes(batch.standings) == Self.votes(try ledger.storedStandings()))
        #expect(batch.standings.totalVotes == 2)
    }
}
