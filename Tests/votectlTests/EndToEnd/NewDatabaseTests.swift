import Foundation
import TestSupport
import Testing

/// Where a database is created at a path the user named, every command says so; where one is only
/// read, a missing one is an error and nothing is created.
@Suite(.onOwnThreads)
struct NewDatabaseTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
    }

    static let commands: [(command: [String], inputFile: String?)] = [
        (["vote", "Cat"], nil),
        (["vote", "--count=2", "Cat"], nil),
        (["import", "votes.txt"], "votes.txt"),
        (["pets", "add", "Newt"], nil),
        (["pets", "rename", "Cat", "Kitty"], nil),
        (["pets", "remove", "Dog"], nil),
        (["pets", "list"], nil),
        (["board", "--json"], nil),
    ]

    @Test(arguments: commands)
    func everyCommandThatCreatesANamedDatabaseSaysSo(command: [String], inputFile: String?) throws {
        let typo = cli.folder.path("typo.db")
        var arguments = command
        if let inputFile {
            arguments[arguments.count - 1] = try cli.folder.write(inputFile, "Cat\n")
        }
        let first = try cli.runBare(["--db", typo] + arguments)
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr == "votectl: created a new database at \(typo)\n")
        let again = try cli.runBare(["--db", typo, "board", "--json"])
        #expect(again.stderr.isEmpty)
    }

    @Test func theNoteAlsoNamesADatabaseFromTheEnvironment() throws {
        let typo = cli.folder.path("env.db")
        let result = try cli.runBare(["vote", "Cat"], environment: ["VOTECTL_DB": typo])
        #expect(result.status == 0)
        #expect(result.stderr == "votectl: created a new database at \(typo)\n")
    }

    @Test func migrateSaysItCreatedItsTarget() throws {
        #expect(try cli.run(["vote", "Cat"]).succeeded)
        let target = cli.folder.path("copy.db")
        let result = try cli.run(["migrate", "--to", target])
        #expect(result.status == 0)
        #expect(result.stderr == "votectl: created a new database at \(target)\n")
    }

    @Test func migrateFromAMissingDatabaseCreatesNothing() throws {
        let missing = cli.folder.path("nonexist.db")
        let target = cli.folder.path("x.db")
        let result = try cli.runBare(["migrate", "--db", missing, "--to", target])
        expectFailure(result, status: 1, mentioning: "no database at \(missing)")
        for path in [missing, target, missing + "-wal", target + "-wal"] {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) was created")
        }
    }
}
