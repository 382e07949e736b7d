import Foundation
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

/// All-or-nothing, checked on the bytes of the database file itself.
struct ImportAtomicityTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("votes.db")
        let store = try SQLiteVoteStore(path: path)
        try store.addPet(named: "Rex")
        try store.vote(for: "Cat", count: 3)
        try store.importVotes((0..<100).map { BulkVote(pet: "Dog", externalID: "old-\($0)") })
    }  // closing the last connection checkpoints the WAL into the file and empties it

    @Test(arguments: [
        BulkVote(pet: "Zzyzx"),
        BulkVote(pet: "Cat", count: -5),
        BulkVote(pet: "bad\nname"),
    ])
    func aBadVoteInTheMiddleLeavesTheFileByteIdentical(bad: BulkVote) throws {
        let before = try directory.contents(of: "votes.db")
        let filesBefore = try directory.fileNames()
        // The -wal and -shm files stay for the next connection; everything is in votes.db.
        #expect(filesBefore == ["votes.db", "votes.db-shm", "votes.db-wal"])
        #expect(try directory.contents(of: "votes.db-wal").isEmpty)

        do {
            let store = try SQLiteVoteStore(path: path)
            let good = (0..<20_000).lazy.map { BulkVote(pet: ["Cat", "Dog", "Rex"][$0 % 3], externalID: "new-\($0)") }
            let votes = good.prefix(10_000).map { $0 } + [bad] + good.dropFirst(10_000)
            #expect(throws: VoteStoreError.self) { try store.importVotes(votes) }
        }

        #expect(try directory.fileNames() == filesBefore)
        #expect(try directory.contents(of: "votes.db") == before)
        #expect(try directory.contents(of: "votes.db-wal").isEmpty)
        let reopened = try SQLiteVoteStore(path: path)
        #expect(try reopened.standings().totalVotes == 103)
    }
}
