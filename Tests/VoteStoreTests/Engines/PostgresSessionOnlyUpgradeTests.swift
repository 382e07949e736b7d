import Foundation
import TestSupport
import Testing
import VoteCore

@testable import VotePostgres

/// A store opened for a command promised to change nothing (a dry run, `migrate`'s source) on a
/// database whose schema is missing or older: it works on the upgraded schema, and the database
/// is left exactly as it was, for every other session and after it closes.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onOwnThreads)
struct PostgresSessionOnlyUpgradeTests {
    private static func server() throws -> PostgresServer { try PostgresServer.shared.get() }

    /// The database's PetVote tables and rows as psql sees them: what must not change.
    private static func contents(_ server: PostgresServer, database: String) throws -> String {
        try server.query(
            """
            SELECT (SELECT version FROM petvote.schema_version),
                   (SELECT string_agg(name, ',' ORDER BY id) FROM petvote.pet),
                   (SELECT count(*) FROM petvote.vote),
                   (SELECT string_agg(table_name, ',' ORDER BY table_name) FROM information_schema.tables
                    WHERE table_schema = 'petvote')
            """,
            database: database
        )
    }

    @Test("a dry-run import on schema version 1 answers for the latest schema and leaves version 1 as it was")
    func olderSchemaStaysAsItWas() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        try server.psql(
            PostgresSchema.version1.joined(separator: ";\n")
                + """
                ;
                UPDATE petvote.schema_version SET version = 1;
                INSERT INTO petvote.vote (pet_id, at, count, source, external_id) VALUES (3, 0, 1, 'test', 'a');
                UPDATE petvote.tally SET votes = 1 WHERE pet_id = 3;
                INSERT INTO petvote.hourly_tally (hour, pet_id, votes) VALUES (0, 3, 1);
                """,
            database: name
        )
        let before = try Self.contents(server, database: name)
        let url = try PostgresURL(server.url(database: name), environment: { _ in nil })
        do {
            let store = try PostgresVoteStore(url: url, upgrade: .discardedAtClose)
            #expect(store.sessionOnlyUpgrade == 1)
            let summary = try store.withImport(options: ImportOptions(createPets: true, dryRun: true)) {
                (importer: inout ImportWriter) throws(VoteStoreError) in
                for id in ["a", "b"] { try importer.add(BulkVote(pet: "Polly", externalID: id)) }
            }
            // "a" is a ballot already stored, for Dog: a conflict.
            #expect(summary.imported == 1 && summary.conflicts == 1 && summary.duplicates == 0)
            // The store's own writes see the upgraded schema; other sessions see none of them
            // (the tables it altered are locked until it closes: only the version is read).
            try store.addPet(named: "Newt")
            #expect(try store.pets().map(\.name).contains("Newt"))
            #expect(try server.query("SELECT version FROM petvote.schema_version", database: name) == "1")
        }
        #expect(try Self.contents(server, database: name) == before, "closing the store committed something")
        let upgraded = try PostgresVoteStore(url: url)
        #expect(upgraded.sessionOnlyUpgrade == nil)
        #expect(
            try upgraded.standings().entries.map { "\($0.pet.name) \($0.votes)" } == ["Dog 1", "Cat 0", "Goldfish 0"]
        )
    }

    @Test("on a database without PetVote's schema, the session has one and the database never does")
    func missingSchemaIsNeverCreated() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        let url = try PostgresURL(server.url(database: name), environment: { _ in nil })
        do {
            let store = try PostgresVoteStore(url: url, upgrade: .discardedAtClose)
            #expect(store.sessionOnlyUpgrade == 0)
            try store.vote(for: "Cat", count: 2, at: Date(), source: "test")
            #expect(try store.standings().totalVotes == 2)
        }
        #expect(try server.query("SELECT to_regnamespace('petvote') IS NULL", database: name) == "t")
    }

    @Test("on a current schema, a store opened this way commits as any other")
    func currentSchemaCommits() throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        let url = try PostgresURL(server.url(database: name), environment: { _ in nil })
        _ = try PostgresVoteStore(url: url)
        do {
            let store = try PostgresVoteStore(url: url, upgrade: .discardedAtClose)
            #expect(store.sessionOnlyUpgrade == nil)
            try store.vote(for: "Cat", count: 2, at: Date(), source: "test")
        }
        #expect(try server.query("SELECT sum(count) FROM petvote.vote", database: name) == "2")
    }
}
