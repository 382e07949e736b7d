import Foundation
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

/// Group commit: many ballots in one transaction, each with its own outcome.
struct BallotTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("votes.db")
    }

    @Test func eachBallotSeesTheOnesBeforeItAndTheBatchCommitsOnce() throws {
        let store = try SQLiteVoteStore(path: path)
        let batch = try store.cast([Ballot(pet: "cat"), Ballot(pet: "Dog", count: 2), Ballot(pet: "CAT")])
        let receipts = try batch.outcomes.map { try $0.get() }
        #expect(receipts.map(\.pet.name) == ["Cat", "Dog", "Cat"])
        #expect(receipts.map(\.votes) == [1, 2, 2])
        #expect(receipts.map(\.rank) == [1, 1, 1])
        #expect(receipts.map(\.isTied) == [false, false, true])
        #expect(receipts.allSatisfy { !$0.isReplay })
        #expect(batch.standings.entries.map(\.votes) == [2, 2, 0])
        #expect(try SQLiteVoteStore(path: path).standings().totalVotes == 4)
    }

    @Test func aBadBallotFailsAloneAndTheRestAreCounted() throws {
        let store = try SQLiteVoteStore(path: path)
        let batch = try store.cast([
            Ballot(pet: "Cat"), Ballot(pet: "Cta"), Ballot(pet: "Dog", count: 0), Ballot(pet: "\n"),
            Ballot(pet: "Dog", id: ""), Ballot(pet: "Goldfish"),
        ])
        #expect(throws: Never.self) { try batch.outcomes[0].get() }
        #expect(throws: VoteStoreError.unknownPet(name: "Cta", suggestions: ["Cat"])) { try batch.outcomes[1].get() }
        #expect(throws: VoteStoreError.invalidCount(0)) { try batch.outcomes[2].get() }
        #expect(throws: VoteStoreError.self) { try batch.outcomes[3].get() }
        #expect(throws: VoteStoreError.invalidBallotID("")) { try batch.outcomes[4].get() }
        #expect(throws: Never.self) { try batch.outcomes[5].get() }
        #expect(try store.standings().entries.map(\.votes) == [1, 1, 0])
    }

    /// An import reads its ids trimmed: a ballot id with white space at an end could never be the
    /// import's, and would count twice.
    @Test(arguments: [
        " b-7", "b-7 ", "\u{A0}b-7", "b-7\u{3000}", "b-7\u{FEFF}", "\t", String(repeating: "x", count: 256),
    ])
    func idsNoImportCouldHoldAreRefused(id: String) throws {
        let store = try SQLiteVoteStore(path: path)
        let batch = try store.cast([Ballot(pet: "Cat", id: id), Ballot(pet: "Cat", id: "b 7")])
        #expect(throws: VoteStoreError.invalidBallotID(id)) { try batch.outcomes[0].get() }
        #expect(try batch.outcomes[1].get().votes == 1)
    }

    @Test func aBallotIDCountsOnceAndReplaysItsFirstReceiptAfterReopening() throws {
        let first: BallotReceipt
        do {
            let store = try SQLiteVoteStore(path: path)
            let batch = try store.cast([
                Ballot(pet: "Dog", count: 3, id: "b-1"), Ballot(pet: "Dog", count: 3, id: "b-1"),
            ])
            first = try batch.outcomes[0].get()
            let replay = try batch.outcomes[1].get()
            #expect(!first.isReplay && replay.isReplay)
            #expect(replay.votes == first.votes && replay.rank == first.rank && replay.isTied == first.isTied)
            try store.cast([Ballot(pet: "Cat", count: 5)])
        }
        let reopened = try SQLiteVoteStore(path: path)
        let replay = try reopened.cast([Ballot(pet: "dog", count: 3, id: "b-1")]).outcomes[0].get()
        // The first answer (Dog 3 votes, rank 1), not today's (Dog is second now).
        #expect(replay == BallotReceipt(pet: first.pet, votes: 3, rank: 1, isTied: false, isReplay: true))
        #expect(try reopened.standings().entries.map(\.votes) == [5, 3, 0])
    }

    @Test func aReusedIDWithAnotherPetOrCountIsRefused() throws {
        let store = try SQLiteVoteStore(path: path)
        try store.cast([Ballot(pet: "Dog", id: "b-2")])
        let batch = try store.cast([Ballot(pet: "Cat", id: "b-2"), Ballot(pet: "Dog", count: 2, id: "b-2")])
        for outcome in batch.outcomes {
            #expect(throws: VoteStoreError.ballotReused(id: "b-2", pet: "Dog", count: 1)) { try outcome.get() }
        }
        #expect(try store.standings().totalVotes == 1)
    }

    @Test func anIDImportedFromAFileReplaysTheCurrentStanding() throws {
        let store = try SQLiteVoteStore(path: path)
        try store.importVotes([BulkVote(pet: "Goldfish", externalID: "row-1")])
        let replay = try store.cast([Ballot(pet: "Goldfish", id: "row-1")]).outcomes[0].get()
        #expect(replay.isReplay && replay.votes == 1 && replay.rank == 1)
        #expect(try store.standings().totalVotes == 1)
    }

    @Test func anotherConnectionsCommitMovesTheForeignCommitCount() throws {
        let server = try SQLiteVoteStore(path: path)
        let before = try server.foreignCommitCount()
        try server.cast([Ballot(pet: "Cat")])
        #expect(try server.foreignCommitCount() == before)
        try SQLiteVoteStore(path: path).vote(for: "Dog")
        #expect(try server.foreignCommitCount() != before)
    }

    @Test func aBallotIDMustBeShortAndVisible() {
        #expect(Ballot.isValidID("8e03978e-40d5-43e8-bc93-6894a57f9324"))
        // Counted in code points, as the published schema's maxLength counts them.
        #expect(Ballot.isValidID(String(repeating: "é", count: 255)))
        #expect(!Ballot.isValidID(String(repeating: "é", count: 256)))
        #expect(!Ballot.isValidID(String(repeating: "x", count: 256)))
        #expect(!Ballot.isValidID("a\tb"))
        #expect(!Ballot.isValidID(""))
    }
}
