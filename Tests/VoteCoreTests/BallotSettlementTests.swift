import Testing
import VoteCore

/// A batch whose ballot ids another host stores while it runs: each copy of such an id is
/// answered as the stored ballot's replay or refused as reused, the batch's standings are the
/// ones stored, and every receipt is a serial execution's, the other host's ballot first.
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
        let batch =
            try ledger.cast(
                [Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Goldfish"), Ballot(pet: "Dog", count: 2, id: "x")]
            )
            .batch
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
        let settled = try ledger.cast(
            [Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Dog", id: "y")]
        )
        let batch = settled.batch
        #expect(try batch.outcomes.map { try $0.get().isReplay } == [true, true, false])
        #expect(try batch.outcomes.map { try $0.get().votes } == [2, 2, 3])
        // Drafted as the batch's own, the first ballot counted the same votes: nothing to rewrite.
        #expect(settled.rewrittenReceipts.isEmpty)
        #expect(Self.votes(batch.standings) == Self.votes(try ledger.storedStandings()))
        #expect(batch.standings.totalVotes == 3)
    }

    @Test("an id stored meanwhile for another pet: the batch's other receipts count it first, stored as answered")
    func receiptsCountedAgain() throws {
        let ledger = ConcurrentHostLedger(pets: Self.pets, storedMeanwhile: ["x": Self.earlier(1, count: 2)])
        let settled = try ledger.cast([
            Ballot(pet: "Dog", id: "y"), Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Dog"),
            Ballot(pet: "Dog", id: "y"),
        ])
        #expect(Self.votes(settled.batch.standings) == Self.votes(try ledger.storedStandings()))
        let outcomes = settled.batch.outcomes
        guard case .failure(.ballotReused(id: "x", pet: "Cat", count: 2)) = outcomes[1] else {
            Issue.record("the id stored for Cat was not refused as reused: \(outcomes[1])")
            return
        }
        // Cat's 2 votes first: "y" makes Dog 1, second; the next ballot ties Dog with Cat; the
        // replay of "y" answers its receipt. Drafted, they said Dog 1 first, then Dog 4.
        let receipts = try [0, 2, 3].map { try outcomes[$0].get() }
        #expect(receipts.map { "\($0.votes) #\($0.rank)\($0.isTied ? " tied" : "")" } == ["1 #2", "2 #1 tied", "1 #2"])
        #expect(receipts.map(\.isReplay) == [false, false, true])
        let serial = ExportedVote.Receipt(votes: 1, rank: 2, isTied: false)
        #expect(settled.rewrittenReceipts == [SettledBallots.Rewrite(id: "y", receipt: serial)])
        // A retry of "y" in a later batch answers the receipt stored for it.
        let retry = try ledger.cast([Ballot(pet: "Dog", id: "y")]).batch.outcomes[0].get()
        #expect(
            retry.isReplay && retry.standing == serial
        )
        #expect(Self.votes(settled.batch.standings) == ["Cat 2", "Dog 2", "Goldfish 0"])
    }

    @Test("an id stored meanwhile for another pet: every copy judged against it, also one drafted as reused or renamed")
    func everyCopyJudgedAgain() throws {
        let ledger = ConcurrentHostLedger(pets: Self.pets, storedMeanwhile: ["x": Self.earlier(1, count: 1)])
        // Drafted against the batch's own first copy (Dog, 2): the second and fourth refused as
        // reusing it, the third (a name no pet has) answered as its renamed replay.
        let outcomes =
            try ledger.cast([
                Ballot(pet: "Dog", count: 2, id: "x"), Ballot(pet: "Cat", id: "x"),
                Ballot(pet: "Kitty", count: 2, id: "x"),
                Ballot(pet: "Kitty", id: "x"),
            ])
            .batch.outcomes
        // Judged against Cat's ballot, stored first: the copies for 2 votes reuse it, the others
        // are its replays (the unknown name taken as Cat's name before a rename).
        for index in [0, 2] {
            guard case .failure(.ballotReused(id: "x", pet: "Cat", count: 1)) = outcomes[index] else {
                Issue.record("copy \(index) was not refused as reusing Cat's ballot: \(outcomes[index])")
                continue
            }
        }
        for index in [1, 3] {
            let replay = try outcomes[index].get()
            #expect(replay.isReplay && replay.pet.name == "Cat" && replay.votes == 1, "copy \(index): \(replay)")
        }
    }

    @Test(
        "an id stored meanwhile: the replay of an imported id, which has no receipt, answers the standing counted again"
    )
    func importedReplayCountedAgain() throws {
        let imported = EarlierBallot(petID: 2, petName: "Dog", count: 3, receipt: nil)
        let ledger = ConcurrentHostLedger(
            pets: Self.pets,
            storedBefore: ["imported": imported],
            storedMeanwhile: ["x": Self.earlier(1, count: 5)]
        )
        let outcomes = try ledger.cast([Ballot(pet: "Dog", id: "x"), Ballot(pet: "Dog", count: 3, id: "imported")])
            .batch.outcomes
        // Cat's 5 votes first: Dog's 3 are second (drafted, Dog 4 led alone).
        let replay = try outcomes[1].get()
        #expect(replay.isReplay)
        #expect("\(replay.votes) #\(replay.rank) tied: \(replay.isTied)" == "3 #2 tied: false")
    }
}
