import Foundation
import TestSupport
import Testing
import VoteCore

/// Commands promised to change nothing (`import --dry-run`, `migrate`'s source) on a PostgreSQL
/// database without PetVote's schema create none, and one an older PetVote made they refuse
/// rather than hold its tables locked while upgrading it for themselves.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onOwnThreads)
struct PostgresAsFoundTests {
    @Test("a dry run on a database without PetVote's schema answers as a first import would and creates nothing")
    func dryRunCreatesNoSchema() throws {
        let cli = try CLIHarness()
        let server = try PostgresServer.shared.get()
        let name = try server.makeDatabaseNamed()
        let dry = try cli.runBare(
            ["import", "-", "--format", "lines", "--dry-run", "--db", server.url(database: name)],
            input: Data("Cat\nDog\nCat\n".utf8)
        )
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.hasPrefix("Dry run: would import 3 votes"), "\(dry.stdout)")
        #expect(dry.stderr.contains("has no PetVote schema yet; this dry run runs against a new one"), "\(dry.stderr)")
        #expect(try server.query("SELECT to_regnamespace('petvote') IS NULL", database: name) == "t")
    }

    @Test("migrate from a database without PetVote's schema has nothing to read: it says so and creates nothing")
    func migrateFromNoSchema() throws {
        let cli = try CLIHarness()
        let server = try PostgresServer.shared.get()
        let name = try server.makeDatabaseNamed()
        let target = cli.folder.path("copy.db")
        let copied = try cli.runBare(["migrate", "--db", server.url(database: name), "--to", target])
        #expect(copied.status == 1, "\(copied)")
        #expect(copied.stderr.contains("no PetVote schema in"), "\(copied.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try server.query("SELECT to_regnamespace('petvote') IS NULL", database: name) == "t")
    }

    @Test(
        "a dry run or a migrate from a schema an older PetVote made is refused, saying how to upgrade it, and changes nothing",
        arguments: [["import", "-", "--format", "lines", "--dry-run"], ["migrate", "--to", "copy.db"]]
    )
    func olderSchemaIsRefused(command: [String]) throws {
        let cli = try CLIHarness()
        let server = try PostgresServer.shared.get()
        let name = try server.makeDatabaseNamed()
        let older = """
            CREATE SCHEMA petvote; CREATE TABLE petvote.schema_version (version integer NOT NULL);
            INSERT INTO petvote.schema_version VALUES (1)
            """
        try server.psql(older, database: name)
        let url = server.url(database: name)
        let arguments = command.map { $0 == "copy.db" ? cli.folder.path("copy.db") : $0 } + ["--db", url]
        let result = try cli.runBare(arguments, input: Data("Cat\n".utf8))
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("was made by an older PetVote (schema 1;"), "\(result.stderr)")
        #expect(result.stderr.contains("votectl --db \(ShellWord.quoted(url)) board"), "\(result.stderr)")
        let state = """
            SELECT (SELECT version FROM petvote.schema_version),
                   (SELECT count(*) FROM pg_tables WHERE schemaname = 'petvote')
            """
        #expect(try server.query(state, database: name) == "1|1")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.path("copy.db")))
    }
}
