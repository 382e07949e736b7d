import Foundation
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

struct PersistenceTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("votes.db")
    }

    @Test func votesAndPetsSurviveCloseAndReopen() throws {
        do {
            let store = try SQLiteVoteStore(path: path)
            try store.addPet(named: "猫")
            try store.vote(for: "猫", count: 4)
            try store.vote(for: "Dog")
        }
        let reopened = try SQLiteVoteStore(path: path)
        #expect(try reopened.pets().map(\.name) == ["Cat", "Goldfish", "Dog", "猫"])
        #expect(try reopened.standings().entries.map(\.votes) == [4, 1, 0, 0])
        #expect(try reopened.standings().entries.first?.pet.name == "猫")
    }

    @Test func aFileDatabaseUsesWALForeignKeysAndFullSync() throws {
        let store = try SQLiteVoteStore(path: path)
        #expect(try store.connection.scalarText("PRAGMA journal_mode") == "wal")
        #expect(try store.connection.scalarInt("PRAGMA foreign_keys") == 1)
        #expect(try store.connection.scalarInt("PRAGMA synchronous") == 2)
        #expect(try store.connection.scalarInt("PRAGMA user_version") == Int64(Migrations.latestVersion))
    }

    @Test func tablesAreStrict() throws {
        let store = try SQLiteVoteStore(path: path)
        let strictTables = try store.connection.scalarInt(
            "SELECT count(*) FROM pragma_table_list WHERE schema = 'main' AND name IN ('pet', 'vote', 'tally') AND strict"
        )
        #expect(strictTables == 3)
    }

    @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
        do {
            let store = try SQLiteVoteStore(path: path)
            try store.connection.execute("PRAGMA user_version = 99")
        }
        let before = try directory.contents(of: "votes.db")
        let filesBefore = try directory.fileNames()
        #expect(throws: VoteStoreError.newerSchema(path: path, found: 99, supported: Migrations.latestVersion)) {
            try SQLiteVoteStore(path: path)
        }
        #expect(try directory.contents(of: "votes.db") == before)
        #expect(try directory.fileNames() == filesBefore)
    }

    @Test(arguments: [
        Data("This is a shopping list, not a database.\nmilk\neggs\n".utf8),
        Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }),
        Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xFF, count: 4080),
    ])
    func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched(contents: Data) throws {
        try contents.write(to: URL(fileURLWithPath: path))
        #expect(throws: VoteStoreError.notADatabase(path: path)) { try SQLiteVoteStore(path: path) }
        #expect(try directory.contents(of: "votes.db") == contents)
        #expect(try directory.fileNames() == ["votes.db"])
    }

    @Test func aMissingDirectoryIsReportedNotCreated() throws {
        let missing = directory.path("no/such/dir/votes.db")
        #expect {
            try SQLiteVoteStore(path: missing)
        } throws: { error in
            guard case .cannotOpen(let errorPath, let reason) = error as? VoteStoreError else { return false }
            return errorPath == missing && reason.contains("does not exist")
        }
        #expect(try directory.fileNames().isEmpty)
    }

    @Test func aDirectoryIsNotADatabasePath() throws {
        #expect {
            try SQLiteVoteStore(path: directory.url.path)
        } throws: { error in
            guard case .cannotOpen = error as? VoteStoreError else { return false }
            return true
        }
    }

    @Test func reopeningAnUpToDateDatabaseChangesNoByte() throws {
        do { try SQLiteVoteStore(path: path).vote(for: "Cat") }
        let before = try directory.contents(of: "votes.db")
        do { _ = try SQLiteVoteStore(path: path).standings() }
        #expect(try directory.contents(of: "votes.db") == before)
    }
}
