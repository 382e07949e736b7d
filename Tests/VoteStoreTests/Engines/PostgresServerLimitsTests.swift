import Foundation
import TestSupport
import Testing
import VoteCore
import VoteEngines

/// Limits an operator sets on the server, its roles and its databases, met as they should be: a
/// bulk write is not cut off by a `statement_timeout` (it could only fail again), and running out
/// of connections is said with its remedy.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onOwnThreads)
struct PostgresServerLimitsTests {
    private static func server() throws -> PostgresServer { try PostgresServer.shared.get() }

    @Test(
        "imports, both ways, and a copy into the database take as long as their rows need under a short statement_timeout",
        arguments: [ImportWay.direct, .staged]
    )
    func bulkWritesOutlastAStatementTimeout(way: ImportWay) throws {
        let server = try Self.server()
        let name = try server.makeDatabaseNamed()
        _ = try StoreEngine.postgres.open(server.url(database: name))
        try Self.slowDownInserts(in: name, server: server)
        let limited = try StoreEngine.postgres.open(server.url(database: name))
        let rows = 300
        let summary = try limited.withImport(options: way.options()) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            for index in 0..<rows { try importer.add(BulkVote(pet: "Dog", externalID: "ballot-\(index)")) }
        }
        #expect(summary.imported == rows)
        #expect(try limited.standings().entries.first { $0.pet.name == "Dog" }?.votes == rows)

        let copyName = try server.makeDatabaseNamed()
        _ = try StoreEngine.postgres.open(server.url(database: copyName))
        try Self.slowDownInserts(in: copyName, server: server)
        let copy = try StoreEngine.postgres.open(server.url(database: copyName))
        try limited.readingOneSnapshot {
            try copy.restore(pets: try limited.pets()) { (writer: inout RestoreWriter) throws(VoteStoreError) in
                try limited.exportVotes { (vote: ExportedVote) throws(VoteStoreError) in try writer.add(vote) }
            }
        }
        #expect(try copy.standings() == limited.standings())
    }

    /// Every statement that writes vote rows in database `name` takes 300 ms (a trigger of
    /// another application's, say), and its sessions from now on may take 100 ms a statement.
    private static func slowDownInserts(in name: String, server: PostgresServer) throws {
        try server.psql(
            """
            CREATE FUNCTION public.slow_insert() RETURNS trigger LANGUAGE plpgsql
                AS $$ BEGIN PERFORM pg_sleep(0.3); RETURN NULL; END $$;
            CREATE TRIGGER slow_insert AFTER INSERT ON petvote.vote
                FOR EACH STATEMENT EXECUTE FUNCTION public.slow_insert();
            ALTER DATABASE \(name) SET statement_timeout = '100ms';
            """,
            database: name
        )
    }

    @Test("a role out of connections is said so, with the limits to raise or the connections to lower")
    func outOfConnections() throws {
        let server = try Self.server()
        let name = try server.makeDatabase()
        let role = "capped_" + UUID().uuidString.lowercased().prefix(8)
        try server.psql("CREATE ROLE \(role) LOGIN CONNECTION LIMIT 0", database: "postgres")
        let capped = name.replacingOccurrences(of: "postgres://postgres@", with: "postgres://\(role)@")
        #expect {
            _ = try DatabaseName(capped, environment: { _ in nil }).open()
        } throws: { error in
            guard case VoteStoreError.serverUnreachable(_, let reason) = error else { return false }
            return reason.contains("too many connections") && reason.contains("CONNECTION LIMIT")
                && reason.contains("max_connections")
        }
    }
}
