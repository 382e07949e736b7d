import TestSupport
import Testing

@testable import VoteCore
@testable import VoteStore

extension Reliability {
    /// The durability the README's "Guarantees" section promises is the one a file database really runs with.
    @Suite("Durability setting")
    struct DurabilitySettingTests {
        @Test("A file database runs in WAL mode with synchronous = FULL")
        func fileDatabaseSyncsEveryCommit() throws {
            let scratch = try TemporaryDirectory("durability")
            let store = try SQLiteVoteStore(path: scratch.path("votes.db"))
            #expect(try store.connection.scalarText("PRAGMA journal_mode")?.lowercased() == "wal")
            // 2 = FULL: the WAL is fsynced at every commit, before the call returns.
            #expect(try store.connection.scalarInt("PRAGMA synchronous") == 2)
            #expect(try store.connection.scalarInt("PRAGMA foreign_keys") == 1)
        }
    }
}
