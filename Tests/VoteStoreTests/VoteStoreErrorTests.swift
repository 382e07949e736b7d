import Foundation
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

/// SQLite failures a user can act on reach callers as their own cases, and leave no trace.
struct VoteStoreErrorTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("votes.db")
    }

    @Test func aWriterThatStaysLockedOutGetsBusy() throws {
        let holder = try SQLiteVoteStore(path: path)
        let waiter = try SQLiteVoteStore(path: path, busyTimeout: .milliseconds(50))
        try holder.connection.execute("BEGIN IMMEDIATE")
        defer { holder.connection.rollback() }
        #expect(throws: VoteStoreError.busy(path: path)) { try waiter.vote(for: "Cat") }
        // Readers are never blocked by the writer in WAL mode.
        #expect(try waiter.standings().totalVotes == 0)
    }

    @Test func aFullDatabaseGetsDiskFullAndKeepsEveryCommittedVote() throws {
        let store = try SQLiteVoteStore(path: path)
        try store.vote(for: "Cat", count: 7)
        let pages = try store.connection.scalarInt("PRAGMA page_count")
        _ = try store.connection.scalarInt("PRAGMA max_page_count = \(pages + 2)")
        let votes = (0..<50_000).lazy.map { BulkVote(pet: "Dog", externalID: "id-\($0)") }
        #expect(throws: VoteStoreError.diskFull(path: path)) { try store.importVotes(votes) }
        #expect(throws: VoteStoreError.diskFull(path: path)) {
            try store.withImport { (importer: inout ImportWriter) throws(VoteStoreError) in
                // Keep adding after the failure: the import stays poisoned and rolls back.
                for vote in votes { _ = try? importer.add(vote) }
            }
        }
        #expect(try store.standings().entries.map(\.votes) == [7, 0, 0])
        #expect(try store.connection.scalarInt("SELECT count(*) FROM vote") == 1)
        #expect(try store.connection.scalarText("PRAGMA integrity_check") == "ok")
    }

    @Test func aRefusedWriteGetsReadOnly() throws {
        let store = try SQLiteVoteStore(path: path)
        try store.connection.execute("PRAGMA query_only = ON")
        #expect(throws: VoteStoreError.readOnly(path: path)) { try store.vote(for: "Cat") }
        #expect(throws: VoteStoreError.readOnly(path: path)) { try store.addPet(named: "Rex") }
    }

    @Test func otherFailuresKeepTheExtendedCodeAndSQL() throws {
        let store = try SQLiteVoteStore.inMemory()
        let error = try #require(throws: SQLiteError.self) {
            try store.connection.execute("INSERT INTO pet (name, name_key) VALUES ('x', 'cat')")
        }
        #expect(error.extendedCode == 2067)
        #expect(error.code == 19)
        #expect(error.sql == "INSERT INTO pet (name, name_key) VALUES ('x', 'cat')")
        #expect(VoteStoreError(error, path: ":memory:") == .database(error))
    }

    @Test(arguments: [
        (Int32(5), VoteStoreError.busy(path: "p")), (517, .busy(path: "p")), (6, .busy(path: "p")),
        (8, .readOnly(path: "p")), (1032, .databaseMoved(path: "p")), (13, .diskFull(path: "p")),
        (26, .notADatabase(path: "p")), (14, .cannotOpen(path: "p", reason: "m")),
        (778, .writeFailed(path: "p", reason: "m")), (1034, .writeFailed(path: "p", reason: "m")),
        (266, .database(SQLiteError(extendedCode: 266, message: "m", sql: nil))),
    ])
    func sqliteCodesMapToActionableCases(code: Int32, expected: VoteStoreError) {
        #expect(VoteStoreError(SQLiteError(extendedCode: code, message: "m", sql: nil), path: "p") == expected)
    }

    @Test(arguments: [
        VoteStoreError.unknownPet(name: "Dgo", suggestions: ["Dog"]), .unknownPet(name: "Q", suggestions: []),
        .unknownPet(name: "Ca", suggestions: ["Cat", "Cathy", "Carl"]), .duplicatePet(name: "Cat"),
        .invalidPetName(name: "", reason: "it is empty"), .invalidCount(0), .petHasVotes(name: "Dog", votes: 2),
        .notADatabase(path: "/x"), .newerSchema(path: "/x", found: 9, supported: 1),
        .cannotOpen(path: "/x", reason: "r"), .readOnly(path: "/x"), .busy(path: "/x"), .diskFull(path: "/x"),
        .writeFailed(path: "/x", reason: "disk I/O error"), .foreignDatabase(path: "/x"),
        .foreignSchema(database: "postgres://h/d"), .readOnlyDirectory(path: "/d/x", directory: "/d"),
        .permissionDenied(path: "/x"),
        .database(SQLiteError(extendedCode: 1, message: "m", sql: "SELECT 1")),
    ])
    func descriptionsAreOneSentenceOrTwoNamingTheSubject(error: VoteStoreError) {
        let text = error.description
        #expect(!text.isEmpty && !text.contains("\n"))
        #expect(text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix(")"))
    }

    @Test func unknownPetDescriptionListsSuggestions() {
        #expect(
            VoteStoreError.unknownPet(name: "Ca", suggestions: ["Cat", "Cathy", "Carl"]).description
                == "No pet named 'Ca'. Did you mean 'Cat', 'Cathy' or 'Carl'?"
        )
    }

    /// A name another program stored may hold a terminal's escape sequence: a suggestion is shown
    /// escaped, as one of several always was, and as `pets list` shows it.
    @Test func aSingleSuggestionIsEscaped() {
        #expect(
            VoteStoreError.unknownPet(name: "evi", suggestions: ["Evil\u{1B}[2J"]).description
                == #"No pet named 'evi'. Did you mean 'Evil\u{1B}[2J'?"#
        )
    }
}
