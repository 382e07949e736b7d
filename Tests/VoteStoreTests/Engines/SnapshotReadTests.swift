import Foundation
import TestSupport
import Testing
import VoteCore

/// Reads in one snapshot (`votectl migrate`'s of its source) agree with each other while another
/// connection goes on committing, on both engines.
@Suite(.onOwnThreads)
struct SnapshotReadTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory("snapshot-read-tests")
    }

    @Test(
        "pets, vote rows and standings read in one snapshot see no commit made meanwhile",
        arguments: StoreEngine.available
    )
    func readsAgree(engine: StoreEngine) throws {
        let name = try engine.makeDatabaseName(in: scratch)
        let reader = try engine.open(name)
        let writer = try engine.open(name)
        try writer.vote(for: "Cat", count: 1, at: Date(), source: "test")
        let (pets, rows, standings) = try reader.readingOneSnapshot { () throws in
            let pets = try reader.pets()
            try writer.vote(for: "Dog", count: 2, at: Date(), source: "test")
            try writer.addPet(named: "Hamster")
            var rows = 0
            try reader.exportVotes { _ throws(VoteStoreError) in rows += 1 }
            try writer.vote(for: "Cat", count: 3, at: Date(), source: "test")
            return (pets, rows, try reader.standings())
        }
        #expect(pets.map(\.name) == ["Cat", "Goldfish", "Dog"])
        #expect(rows == 1)
        #expect(standings.totalVotes == 1 && standings.entries.count == 3)
        // After it, the reader sees every commit.
        #expect(try reader.standings().totalVotes == 6)
        #expect(try reader.pets().count == 4)
    }
}
