import Foundation
import Glibc
import TestSupport
import Testing

/// Every bad input: one clear line on stderr, a documented exit status, the database unchanged.
@Suite("bad input, end to end", .onOwnThreads)
struct BadInputTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        #expect(try cli.run(["vote", "Cat"]).status == 0)
    }

    /// A file or database name that holds a terminal's escape sequence (uploads named by their
    /// senders, `for f in incoming/*`) is printed escaped, and a line break in it does not cut the
    /// message short.
    @Test func namesThatWouldDriveTheTerminalPrintEscaped() throws {
        let missing = try cli.run(["import", "in\u{1B}]0;owned\u{7}.csv"])
        expectFailure(missing, status: 66, mentioning: #"cannot open in\u{1B}]0;owned\u{07}.csv"#)
        #expect(!missing.stderr.contains("\u{1B}"))
        let split = try cli.run(["import", "a\nb.csv"])
        expectFailure(split, status: 66, mentioning: #"cannot open a\nb.csv: No such file"#)
        let database = try cli.runBare(["vote", "Cat", "--db", cli.folder.path("miss\ning/x.db")])
        expectFailure(database, status: 1, mentioning: #"miss\ning/x.db"#)
        let svg = try cli.run(["board", "--svg", "no\nsuch/o.svg"])
        expectFailure(svg, status: 73, mentioning: #"cannot write the SVG to no\nsuch/o.svg"#)
        let created = try cli.runBare(["vote", "Cat", "--db", cli.folder.path("v\u{1B}[2J.db")])
        #expect(created.status == 0, "\(created)")
        #expect(created.stderr.hasSuffix(#"v\u{1B}[2J.db"# + "\n") && !created.stderr.contains("\u{1B}"), "\(created)")
    }

    @Test func databaseInAMissingFolder() throws {
        let result = try cli.runBare(["vote", "Cat", "--db", cli.folder.path("missing/votes.db")])
        expectFailure(result, status: 1, mentioning: "missing/votes.db")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.path("missing")))
    }

    @Test func databaseInAReadOnlyPlace() throws {
        // /proc refuses new files even to root, unlike a chmod-ed folder.
        let result = try cli.runBare(["vote", "Cat", "--db", "/proc/votectl-test.db"])
        #expect([1, 73].contains(result.status))
        #expect(result.stderrLines.count == 1)
    }

    /// A FIFO or a device is no database file: said so, where SQLite said "disk I/O error" (a
    /// FIFO) or advised freeing disk space (/dev/null). The FIFO is left as it is.
    @Test func aPathThatIsNotARegularFile() throws {
        let fifo = cli.folder.path("votes.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [fifo, "/dev/null"] {
            expectFailure(try cli.runBare(["board", "--db", path]), status: 1, mentioning: "is not a regular file")
        }
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// `file:` starts no URI here: the file of that name is the database, as the messages say;
    /// a `~` that no shell expanded is a folder's name, and said to be.
    @Test func pathsAreFileNamesNotURIsNorShellWords() throws {
        // Relative names, so votectl runs in the test's folder (through a shell that goes there).
        func inFolder(_ arguments: String) throws -> ProcessResult {
            try ChildProcess(
                executable: "/bin/sh",
                arguments: [
                    "-c", "cd \"$1\" && exec \"$2\" \(arguments)", "sh", cli.folder.url.path,
                    VotectlProcess.executable.path,
                ],
                environment: ["HOME": cli.folder.url.path, "LANG": "C.UTF-8"],
                inheritingEnvironment: false,
                outputDirectory: cli.folder.url
            )
            .wait()
        }
        let named = try inFolder("vote Cat --db file:other.db")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.folder.path("file:other.db")))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.path("other.db")))
        expectFailure(try inFolder("board --db '~/votes.db'"), status: 1, mentioning: "a ~ is expanded only by a shell")
    }

    @Test func aFileThatIsNotADatabase() throws {
        let path = try cli.folder.write("notes.db", String(repeating: "just some notes\n", count: 100))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        expectFailure(try cli.runBare(["vote", "Cat", "--db", path]), status: 1, mentioning: "not a PetVote database")
        expectFailure(try cli.runBare(["board", "--db", path]), status: 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDatabaseFromANewerVersion() throws {
        var bytes = try cli.databaseBytes()
        bytes.replaceSubrange(60..<64, with: [0, 0, 0, 99])  // PRAGMA user_version lives at offset 60
        try bytes.write(to: URL(fileURLWithPath: cli.database))
        expectFailure(try cli.run(["vote", "Cat"]), status: 1, mentioning: "newer")
        #expect(try cli.databaseBytes() == bytes)
    }

    /// A usage error is one line ending with the help of the command it was made in.
    @Test(arguments: [
        (
            ["vote", "Cat", "--count", "0"],
            "Error: --count must be from 1 to 1000000, not 0 (see votectl help vote)\n"
        ),
        (
            ["pets", "add", ""],
            "Error: '' is not a valid pet name: it is empty (see votectl help pets add)\n"
        ),
        (
            ["board", "--podium", "0x0"],
            "Error: --podium 0x0 is not a podium size; write it as WIDTHxHEIGHT in points, each from 1 to 100,000, like 300x300 (see votectl help board)\n"
        ),
        (
            ["board", "--since", "yesterday"],
            "Error: --since 'yesterday' is not an ISO 8601 time; write it like 2026-11-21T18:30:00Z, 2026-11-21 (midnight UTC) or 20261121T183000Z (see votectl help board)\n"
        ),
        (
            ["board", "--db", ""],
            "Error: --db needs a SQLite file's path (or :memory:) or a postgres:// URL\n"
        ),
        (["bogus"], "Error: Unexpected argument 'bogus' (see votectl --help)\n"),
        (["boar"], "Error: Unexpected argument 'boar'; did you mean 'board'? (see votectl --help)\n"),
        (["pets", "lst"], "Error: Unexpected argument 'lst'; did you mean 'list'? (see votectl help pets)\n"),
        (
            ["pets", "add", "-x"],
            "Error: Missing expected argument '<name>'; -x was read as an option, and a value starting with - goes after --: votectl pets add -- -x\n"
        ),
        (
            ["vote", "-Dog", "--db", "w.db"],
            "Error: Missing expected argument '<pet>'; -Dog was read as an option, and a value starting with - goes after --: votectl vote --db w.db -- -Dog\n"
        ),
        (["vote", "--count", "2"], "Error: Missing expected argument '<pet>' (see votectl help vote)\n"),
        (["pets", "remove", "--force"], "Error: Missing expected argument '<name>' (see votectl help pets remove)\n"),
        (["help", "nothing"], "Error: nothing is not a subcommand of votectl (see votectl --help)\n"),
        (["help", "pets", "nothing"], "Error: nothing is not a subcommand of votectl pets (see votectl help pets)\n"),
    ])
    func usageErrorsPointAtTheirCommandsHelp(arguments: [String], expected: String) throws {
        let result = try cli.runBare(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == expected)
    }

    /// Help names its topic with subcommands only; what follows them is not a topic.
    @Test(arguments: [["help", "help"], ["help", "vote", "--db", "x"], ["help", "pets", "add"]])
    func helpTopics(arguments: [String]) throws {
        let result = try cli.runBare(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test(arguments: [
        ("empty.csv", Data(), "empty"),
        ("binary.txt", Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0x0A, 0xFF]), "NUL"),
        (
            "latin1.txt", Data([0x43, 0x61, 0x74, 0x0A, 0x4B, 0xE4, 0x74, 0x7A, 0x63, 0x68, 0x65, 0x6E, 0x0A]),
            "line 2: not valid UTF-8"
        ),
        ("huge-name.txt", Data(String(repeating: "N", count: 1_048_576).utf8), "line 1: line longer than"),
        ("negative.csv", Data("pet,count\nCat,-3\n".utf8), "line 2: bad count '-3'"),
        ("huge.csv", Data("pet,count\nCat,99999999999\n".utf8), "line 2: bad count"),
        ("quote.csv", Data("pet,count\nCat,1\n\"Dog,1\nCat,1\n".utf8), "line 3: unterminated quote"),
    ])
    func badImportFiles(name: String, contents: Data, fragment: String) throws {
        let before = try cli.databaseBytes()
        let path = try cli.folder.write(name, contents)
        expectFailure(try cli.run(["import", path]), status: 65, mentioning: fragment)
        #expect(try cli.databaseBytes() == before)
    }

    @Test func aMissingImportFile() throws {
        expectFailure(try cli.run(["import", cli.folder.path("nope.csv")]), status: 66, mentioning: "nope.csv")
        expectFailure(try cli.run(["import", cli.folder.url.path + "/"]), status: 64)
    }

    @Test(
        arguments: [
            (["vote", "Cat", "--count", "-5"], Int32(64)),
            (["vote", "Cat", "--count", "0"], 64),
            (["vote", "Cat", "--count", "1000001"], 64),
            (["vote", "Cat", "--count", "99999999999999999999999"], 64),
            (["vote", "-"], 64),
            (["pets", "add", "-"], 64),
            (["vote", String(repeating: "N", count: 100_000)], 64),
            (["pets", "add", String(repeating: "N", count: 100_000)], 64),
            (["pets", "add", "Tab\tName"], 64),
            // Every name no pet can have is a bad argument.
            (["vote", ""], 64),
            (["vote", "   "], 64),
            (["pets", "add", "\u{FFFD}\u{FFFD}"], 64),
            (["pets", "add", "\u{301}"], 64),
            (["pets", "add", "\u{202E}teC"], 64),
            (["pets", "rename", "Cat", "-"], 64),
            // A negative number is a value out of range, not a missing value.
            (["vote", "Cat", "--count", "-1"], 64),
            (["board", "--width", "-5"], 64),
            (["board", "--podium", "-5x100"], 64),
            (["vote"], 64),
            (["board", "--bogus"], 64),
        ] as [([String], Int32)]
    )
    func badArguments(arguments: [String], status: Int32) throws {
        let before = try cli.databaseBytes()
        let result = try cli.run(arguments)
        expectFailure(result, status: status)
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
        #expect(result.stderr.utf8.count < 400)
        #expect(try cli.databaseBytes() == before)
    }
}
