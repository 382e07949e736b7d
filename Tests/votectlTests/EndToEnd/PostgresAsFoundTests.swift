import Foundation
import TestSupport
import Testing

/// Commands promised to change nothing (`import --dry-run`, `migrate`'s source) on a PostgreSQL
/// database without PetVote's schema: they create none.
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
        #expect(dry.stderr.contains("has no PetVote schema yet"), "\(dry.stderr)")
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
}
