import Foundation
import TestSupport
import Testing

@testable import VoteStore

/// `votectl migrate --to`: a database copied across engines, checked, and never over another's data.
@Suite(.onOwnThreads)
struct MigrateTests {
    @Test("a copy to a new SQLite file holds the same board; a used target and the source itself are refused")
    func sqliteToSQLite() throws {
        let cli = try CLIHarness()
        #expect(try cli.run(["pets", "add", "Newt"]).succeeded)
        #expect(try cli.run(["vote", "Newt", "--count", "3"]).succeeded)
        #expect(try cli.run(["vote", "Dog"]).succeeded)
        let target = cli.folder.path("copy.db")
        let copied = try cli.run(["migrate", "--to", target])
        #expect(copied.succeeded, "\(copied)")
        #expect(copied.stdout.contains("Copied 4 pets and 2 vote rows (4 votes)"))
        let board = try cli.run(["board", "--json"]).stdout
        #expect(try cli.runBare(["board", "--json", "--db", target]).stdout == board)

        expectFailure(try cli.run(["migrate", "--to", target]), status: 1, mentioning: "already holds votes or pets")
        expectFailure(
            try cli.run(["migrate", "--to", cli.database]),
            status: 1,
            mentioning: "names the database being copied"
        )
        // The same file by another name: through a link, or with its folder spelt again.
        let link = cli.folder.path("link.db")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: cli.database)
        for name in [
            link,
            (cli.database as NSString).deletingLastPathComponent + "/./" + (cli.database as NSString).lastPathComponent,
        ] {
            expectFailure(
                try cli.run(["migrate", "--to", name]),
                status: 1,
                mentioning: "names the database being copied"
            )
        }
        // A target that names no database is --to's usage error, not --db's.
        expectFailure(try cli.run(["migrate", "--to", ""]), status: 64, mentioning: "--to needs a SQLite file's path")
        expectFailure(
            try cli.run(["migrate", "--to", "-"]),
            status: 64,
            mentioning: "--to - would mean standard input"
        )
    }

    /// A copy that fails (here, a vote row another program left naming no pet) leaves no new
    /// database behind at --to, so trying again, or elsewhere, starts clean.
    @Test func aFailedCopyLeavesNoNewTarget() throws {
        let cli = try CLIHarness()
        try SQLiteVoteStore(path: cli.database).connection
            .execute("PRAGMA foreign_keys = OFF; INSERT INTO vote (pet_id, at, count, source) VALUES (999, 0, 1, 'x')")
        let target = cli.folder.path("new.db")
        let result = try cli.run(["migrate", "--to", target])
        // The notes that it made the database and took it away again, then the error.
        #expect(result.status == 1, "\(result)")
        #expect(result.stderrLines.count == 3, "\(result.stderr)")
        #expect(result.stderrLines.last?.hasPrefix("Error: ") == true && result.stderr.contains("FOREIGN KEY"))
        #expect(result.stderr.contains("votectl: removed the new database at \(target), as the copy failed"))
        for path in [target, target + "-wal", target + "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) was left behind")
        }
    }

    /// The source is only read: one an older PetVote made is copied from an upgraded copy of it,
    /// and stays byte for byte as it was.
    @Test func anOlderSourceIsLeftAsItIs() throws {
        let cli = try CLIHarness()
        let source = try cli.databaseMadeBySchema3()
        let before = try Data(contentsOf: URL(fileURLWithPath: source))
        let target = cli.folder.path("copy.db")
        let copied = try cli.runBare(["migrate", "--db", source, "--to", target])
        #expect(copied.succeeded, "\(copied)")
        #expect(copied.stderr.contains("was made by an older PetVote"))
        #expect(copied.stdout.contains("from \(source) to \(target)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: source)) == before, "the source was changed")
        let board = try cli.runBare(["board", "--json", "--db", target]).stdout
        #expect(board.contains(#""totalVotes":17"#), "\(board)")
    }

    @Test(
        "there and back through PostgreSQL, the board is the same; a server that is down exits 75",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    func throughPostgres() throws {
        let cli = try CLIHarness()
        #expect(try cli.run(["vote", "Cat", "--count", "2"]).succeeded)
        let url = try PostgresServer.shared.get().makeDatabase()
        #expect(try cli.run(["migrate", "--to", url]).succeeded)
        let back = cli.folder.path("back.db")
        #expect(try cli.runBare(["migrate", "--db", url, "--to", back]).succeeded)
        let board = try cli.run(["board", "--json"]).stdout
        #expect(try cli.runBare(["board", "--json", "--db", url]).stdout == board)
        #expect(try cli.runBare(["board", "--json", "--db", back]).stdout == board)

        let down = "postgres://votes:secret@/petvote?host=/nonexistent-folder"
        let result = try cli.run(["migrate", "--to", down])
        expectFailure(result, status: 75, mentioning: "Cannot reach the database server")
        #expect(!result.stderr.contains("secret"))
    }
}
