import Foundation
import TestSupport
import Testing
@testable import VoteStore

struct MigrationsTests {
    @Test func aNewDatabaseIsAtTheLatestVersion() throws {
        let store = try VoteStore.inMemory()
        #expect(try store.connection.scalarInt("PRAGMA user_version") == Int64(Migrations.latestVersion))
        #expect(Migrations.latestVersion == Migrations.steps.count)
    }

    @Test func anEmptyFileIsMigratedInPlace() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("empty.db")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try VoteStore(path: path)
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
    }

    @Test func theSchemaHasTheDocumentedTablesAndIndexes() throws {
        let store = try VoteStore.inMemory()
        let names = try store.connection.scalarText(
            "SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name)"
        )
        #expect(names == "pet,receipt,tally,vote,vote_at,vote_external_id")
    }

    @Test func aVersion2DatabaseGainsReceiptsWithItsVotesIntact() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v2.db")
        do {
            let store = try VoteStore(path: path)
            try store.vote(for: "Dog", count: 2)
            // What PetVote with schema 2 wrote: no receipt table.
            try store.connection.execute("DROP TABLE receipt; PRAGMA user_version = 2")
        }
        let store = try VoteStore(path: path)
        #expect(try store.connection.scalarInt("PRAGMA user_version") == Int64(Migrations.latestVersion))
        #expect(try store.standings().entries.map(\.votes) == [2, 0, 0])
        #expect(try store.cast([Ballot(pet: "Dog", id: "x")]).outcomes[0].get().votes == 3)
    }

    @Test func foreignKeysRefuseVotesForNoPet() throws {
        let store = try VoteStore.inMemory()
        let error = try #require(throws: SQLiteError.self) {
            try store.connection.execute("INSERT INTO vote (pet_id, at, source) VALUES (999, 0, 'x')")
        }
        #expect(error.extendedCode == SQLiteError.constraintForeignKey)
    }
}
