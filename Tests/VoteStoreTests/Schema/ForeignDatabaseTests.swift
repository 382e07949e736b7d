import Foundation
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

/// PetVote recognises its own files by their mark and refuses, untouched, every other
/// application's SQLite database: it never adds its tables to a file that has others.
struct ForeignDatabaseTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("other.db")
    }

    /// Makes `path` a database by running `sql` on a plain connection, as another program would.
    private func makeDatabase(_ sql: String) throws {
        let connection = try Connection(path: path)
        try connection.execute(sql)
    }

    private func expectRefusedUntouched(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try directory.contents(of: "other.db")
        let namesBefore = try directory.fileNames()
        #expect(throws: VoteStoreError.foreignDatabase(path: path), sourceLocation: sourceLocation) {
            try SQLiteVoteStore(path: path)
        }
        #expect(
            try directory.contents(of: "other.db") == before,
            "the file was changed",
            sourceLocation: sourceLocation
        )
        #expect(try directory.fileNames() == namesBefore, "files were added", sourceLocation: sourceLocation)
    }

    @Test(arguments: [0, 1, 2, 7])
    func anotherApplicationsDatabaseIsRefusedWhateverItsVersion(userVersion: Int) throws {
        try makeDatabase("CREATE TABLE t (x); INSERT INTO t VALUES (1); PRAGMA user_version = \(userVersion);")
        try expectRefusedUntouched()
    }

    @Test func aDatabaseWithTablesNamedLikeOursButNotOurMarkIsRefused() throws {
        try makeDatabase("CREATE TABLE pet (id INTEGER PRIMARY KEY, name TEXT); PRAGMA user_version = 1;")
        try expectRefusedUntouched()
    }

    @Test func anotherApplicationsMarkIsRefusedEvenWithoutTables() throws {
        try makeDatabase("PRAGMA application_id = 1234;")
        try expectRefusedUntouched()
    }

    @Test func aVersion1DatabaseWithAnExtraTableIsNotRecognisedAsOurs() throws {
        try makeDatabase(Migrations.version1 + "CREATE TABLE notes (text TEXT);")
        try expectRefusedUntouched()
    }

    @Test func aNewDatabaseCarriesTheMark() throws {
        let store = try SQLiteVoteStore(path: path)
        #expect(try store.connection.scalarInt("PRAGMA application_id") == Int64(StoredSchema.applicationID))
        #expect(try StoredSchema.read(from: store.connection) == .petVote(version: Migrations.latestVersion))
    }

    @Test func anEmptyFileBecomesAMarkedDatabase() throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try SQLiteVoteStore(path: path)
        #expect(try store.connection.scalarInt("PRAGMA application_id") == Int64(StoredSchema.applicationID))
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
    }

    /// A database made by PetVote 1.0, which wrote no mark: its schema (migration 1, run as that
    /// release ran it) and some votes, then opened by this release.
    @Test func aDatabaseMadeByRelease1IsMarkedWithItsDataIntact() throws {
        try makeDatabase(
            Migrations.version1 + """
                INSERT INTO pet (name, name_key) VALUES ('猫', '猫');
                INSERT INTO tally (pet_id, votes) SELECT id, 0 FROM pet WHERE name_key = '猫';
                INSERT INTO vote (pet_id, at, count, source, external_id) VALUES (4, 1000, 3, 'import', 'ballot-1');
                INSERT INTO vote (pet_id, at, count, source) VALUES (1, 2000, 1, 'cli');
                UPDATE tally SET votes = 3 WHERE pet_id = 4;
                UPDATE tally SET votes = 1 WHERE pet_id = 1;
                """
        )
        #expect(try StoredSchema.read(from: Connection(path: path)) == .unmarkedVersion1)

        let store = try SQLiteVoteStore(path: path)
        #expect(try StoredSchema.read(from: store.connection) == .petVote(version: Migrations.latestVersion))
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog", "猫"])
        #expect(
            try store.standings().entries.map { "\($0.pet.name)=\($0.votes)" } == [
                "猫=3", "Cat=1", "Goldfish=0", "Dog=0",
            ]
        )
        // The external id still counts once.
        let summary = try store.importVotes([BulkVote(pet: "猫", count: 3, externalID: "ballot-1")])
        #expect(summary.duplicates == 1 && summary.imported == 0)
    }
}
