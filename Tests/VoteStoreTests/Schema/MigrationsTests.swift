import Foundation
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

struct MigrationsTests {
    @Test func aNewDatabaseIsAtTheLatestVersion() throws {
        let store = try SQLiteVoteStore.inMemory()
        #expect(try store.connection.scalarInt("PRAGMA user_version") == Int64(Migrations.latestVersion))
        #expect(Migrations.latestVersion == Migrations.steps.count)
    }

    @Test func anEmptyFileIsMigratedInPlace() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("empty.db")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try SQLiteVoteStore(path: path)
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
    }

    @Test func theSchemaHasTheDocumentedTablesAndIndexes() throws {
        let store = try SQLiteVoteStore.inMemory()
        let names = try store.connection.scalarText(
            "SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name)"
        )
        #expect(names == "daily_tally,hourly_tally,pet,receipt,tally,vote,vote_external_id,vote_hour")
    }

    @Test func aVersion2DatabaseGainsReceiptsWithItsVotesIntact() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v2.db")
        do {
            let store = try SQLiteVoteStore(path: path)
            try store.vote(for: "Dog", count: 2)
            // What PetVote with schema 2 wrote: no receipt table, no hourly tally.
            try store.connection.execute(
                "DROP TABLE receipt; DROP TABLE hourly_tally; DROP TABLE daily_tally; DROP INDEX vote_hour;"
                    + "CREATE INDEX vote_at ON vote (at, pet_id, count); PRAGMA user_version = 2"
            )
        }
        let store = try SQLiteVoteStore(path: path)
        #expect(try store.connection.scalarInt("PRAGMA user_version") == Int64(Migrations.latestVersion))
        #expect(try store.standings().entries.map(\.votes) == [2, 0, 0])
        #expect(try store.cast([Ballot(pet: "Dog", id: "x")]).outcomes[0].get().votes == 3)
    }

    /// `Fixtures/made-by-schema-3.db` was written by votectl and votesrv of the release before the
    /// hourly tally: five pets (one added by an import, one renamed), imported ballots with ids
    /// and times on both sides of hour boundaries and before 1970, cast votes, and a ballot with
    /// its receipt.
    @Test func aDatabaseMadeBySchema3PassesLaterMigrationsIntact() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("made-by-schema-3.db")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/made-by-schema-3.db")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        let everyRow = """
            SELECT group_concat(row, ';') FROM (
                SELECT 'pet:' || id || ',' || name || ',' || name_key AS row FROM pet
                UNION ALL SELECT 'vote:' || id || ',' || pet_id || ',' || at || ',' || count || ',' || source || ','
                    || coalesce(external_id, '-') FROM vote
                UNION ALL SELECT 'tally:' || pet_id || ',' || votes FROM tally
                UNION ALL SELECT 'receipt:' || vote_id || ',' || votes || ',' || rank || ',' || tied FROM receipt
            )
            """
        let before = try Connection(path: path).scalarText(everyRow)
        #expect(try Connection(path: path).scalarInt("PRAGMA user_version") == 3)

        let store = try SQLiteVoteStore(path: path)
        #expect(try store.connection.scalarInt("PRAGMA user_version") == Int64(Migrations.latestVersion))
        #expect(try store.connection.scalarText(everyRow) == before)
        #expect(try HourlyWindowTests.windowTallyMismatches(in: store) == 0)
        #expect(
            try store.standings().entries.map { "\($0.pet.name) \($0.votes)" } == [
                "Cat 7", "Dog 4", "Goldfish 3", "Hamster 3", "Polly 0",
            ]
        )
        // The window's edges fall inside hours: 09:59:59.999 is in, 10:00:00.000 is out.
        let window = try store.standings(
            since: try Date("2026-11-20T09:30:00Z", strategy: .iso8601),
            until: try Date("2026-11-20T10:00:00Z", strategy: .iso8601)
        )
        #expect(window.entries.filter { $0.votes > 0 }.map { "\($0.pet.name) \($0.votes)" } == ["Dog 2"])
        let beforeEpoch = try store.standings(until: Date(timeIntervalSince1970: 0))
        #expect(beforeEpoch.entries.filter { $0.votes > 0 }.map(\.pet.name) == ["Hamster"])
        // The ballot cast before the migration replays with its first answer.
        let replay = try store.cast([Ballot(pet: "Dog", id: "app-ballot-1")]).outcomes[0].get()
        #expect(replay.isReplay && replay.votes == 4 && replay.rank == 2)
    }

    @Test func foreignKeysRefuseVotesForNoPet() throws {
        let store = try SQLiteVoteStore.inMemory()
        let error = try #require(throws: SQLiteError.self) {
            try store.connection.execute("INSERT INTO vote (pet_id, at, source) VALUES (999, 0, 'x')")
        }
        #expect(error.extendedCode == SQLiteError.constraintForeignKey)
    }
}
