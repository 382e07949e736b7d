import Foundation
import TestSupport
import Testing

@Suite("votectl import, end to end", .onOwnThreads)
struct ImportTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
    }

    static let samples: [(format: String, file: String, text: String)] = [
        ("csv", "votes.csv", "pet,count,id\nCat,2,a\n\"Dog\",1,b\n"),
        ("tsv", "votes.tsv", "pet\tcount\tid\nCat\t2\ta\nDog\t1\tb\n"),
        ("ndjson", "votes.ndjson", "{\"pet\":\"Cat\",\"count\":2,\"id\":\"a\"}\n{\"pet\":\"Dog\",\"id\":\"b\"}\n"),
        ("lines", "votes.txt", "Cat\n\ncat\nDog\n"),
    ]

    @Test(arguments: samples)
    func importsEveryFormatFromAFile(format: String, file: String, text: String) throws {
        let path = try cli.folder.write(file, text)
        let result = try cli.run(["import", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported 3 votes"))
        #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
        #expect(try cli.votes() == ["Cat": 2, "Dog": 1, "Goldfish": 0])
    }

    @Test(arguments: samples)
    func importsEveryFormatFromStandardInput(format: String, file: String, text: String) throws {
        let result = try cli.run(["import", "-", "--format", format], input: text)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try cli.votes() == ["Cat": 2, "Dog": 1, "Goldfish": 0])
    }

    @Test func reimportingRowsWithIdsCountsThemOnce() throws {
        let path = try cli.folder.write("votes.csv", "pet,count,id\nCat,2,a\nDog,1,b\n")
        #expect(try cli.run(["import", path]).status == 0)
        let again = try cli.run(["import", path])
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("Imported 0 votes from 2 rows, skipped 0, duplicates 2, in "))
        #expect(again.stderr.isEmpty, "\(again.stderr)")
        #expect(try cli.votes() == ["Cat": 2, "Dog": 1, "Goldfish": 0])
    }

    @Test func aBallotIdReusedForAnotherPetOrCountIsReportedAsAConflict() throws {
        #expect(
            try cli.run(["import", try cli.folder.write("first.csv", "pet,count,id\nCat,2,a\nDog,1,b\n")]).status == 0
        )
        let path = try cli.folder.write("second.csv", "pet,count,id\nGoldfish,2,a\nDog,3,b\nDog,1,b\n")
        let result = try cli.run(["import", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported 0 votes from 3 rows, skipped 0, duplicates 1, conflicts 2, in "))
        #expect(
            result.stderr
                == "votectl: 2 rows carry ballot ids already counted for another pet or count ('a', 'b'); not counted again "
                + "(an id counts once, as its first row says)\n"
        )
        #expect(try cli.votes() == ["Cat": 2, "Dog": 1, "Goldfish": 0])
    }

    @Test func aBadRowStopsTheImportAndWritesNothing() throws {
        #expect(try cli.run(["vote", "Cat"]).status == 0)
        let before = try cli.databaseBytes()
        let path = try cli.folder.write("votes.csv", "pet,count\nCat,2\nDog,-1\nFish,1\n")
        let result = try cli.run(["import", path])
        expectFailure(result, status: 65, mentioning: "line 3")
        #expect(result.stdout.isEmpty)
        #expect(try cli.databaseBytes() == before)
    }

    @Test func anUnknownPetStopsTheImportWithItsLine() throws {
        let path = try cli.folder.write("votes.txt", "Cat\nDog\nZebra\n")
        let result = try cli.run(["import", path])
        expectFailure(result, status: 65, mentioning: "line 3: No pet named 'Zebra'")
        // Nothing follows the suggested command, so that it can be pasted as it is.
        #expect(
            result.stderr.hasSuffix(
                "the right name. Nothing was imported. Import with --create-pets to add it, "
                    + "or add it first with: votectl --db \(cli.database) pets add Zebra\n"
            ),
            "\(result.stderr)"
        )
        #expect(try cli.votes() == ["Cat": 0, "Dog": 0, "Goldfish": 0])
    }

    @Test func aTimeInTheFutureIsABadRowPastFiveMinutesOfSkew() throws {
        let soon = ISO8601DateFormatter().string(from: Date().addingTimeInterval(60))
        let path = try cli.folder.write("votes.csv", "pet,at\nCat,\(soon)\nDog,2099-01-01T00:00:00Z\n")
        let refused = try cli.run(["import", path])
        expectFailure(
            refused,
            status: 65,
            mentioning:
                "votes.csv, line 3: time 2099-01-01T00:00:00Z is in the future (more than 5 minutes ahead of this machine's clock). Nothing was imported.\n"
        )
        #expect(try cli.votes() == ["Cat": 0, "Dog": 0, "Goldfish": 0])
        let skipping = try cli.run(["import", path, "--skip-invalid"])
        #expect(skipping.status == 0)
        #expect(
            skipping.stderrLines.count == 1
                && skipping.stderr.contains("line 3: time 2099-01-01T00:00:00Z is in the future")
        )
        #expect(try cli.votes() == ["Cat": 1, "Dog": 0, "Goldfish": 0])
    }

    @Test func skipInvalidImportsTheRestAndReportsTheSkippedRows() throws {
        let path = try cli.folder.write("votes.csv", "pet,count\nCat,2\nDog,x\nZebra,1\nDog,1\n")
        let result = try cli.run(["import", path, "--skip-invalid"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Imported 3 votes from 2 rows, skipped 2"))
        #expect(
            result.stderrLines == [
                "skipped line 3: bad count 'x': expected a whole number from 1 to 1000000",
                "skipped line 4: No pet named 'Zebra'. Check the list of pets for the right name. Import with --create-pets to add it, or add it first with: votectl --db \(cli.database) pets add Zebra",
            ]
        )
        #expect(try cli.votes() == ["Cat": 2, "Dog": 1, "Goldfish": 0])
    }

    @Test func manySkippedRowsAreSummarised() throws {
        let text = "pet,count\n" + String(repeating: "Cat,x\n", count: 25) + "Dog,1\n"
        let result = try cli.run(["import", "-", "--format", "csv", "--skip-invalid"], input: text)
        #expect(result.status == 0)
        #expect(result.stderrLines.count == 21)
        #expect(result.stderrLines.first == "skipped line 2: bad count 'x': expected a whole number from 1 to 1000000")
        #expect(result.stderrLines.last == "skipped 5 more rows")
        #expect(result.stdout.hasPrefix("Imported 1 vote from 1 row, skipped 25"))
    }

    @Test func mergedUntimedRowsKeepEveryVoteAndTheRowCount() throws {
        let text = "pet,count\nCat,1000000\nCat,1000000\ncat,5\nDog,2\nCat,1\n"
        let result = try cli.run(["import", "-", "--format", "csv"], input: text)
        #expect(result.stdout.hasPrefix("Imported 2000008 votes from 5 rows"))
        #expect(try cli.votes() == ["Cat": 2_000_006, "Dog": 2, "Goldfish": 0])
    }

    @Test func anUnknownPetAfterManyMergedRowsStillNamesItsLine() throws {
        let text = String(repeating: "Cat\n", count: 5000) + "Zebra\n"
        expectFailure(
            try cli.run(["import", "-", "--format", "lines"], input: text),
            status: 65,
            mentioning: "line 5001: No pet named 'Zebra'"
        )
        #expect(try cli.votes()["Cat"] == 0)
    }

    /// A pet named `-` could never be voted for, renamed or removed from the command line.
    @Test func createPetsRefusesANameNoPetCanHaveNamingItsLine() throws {
        #expect(try cli.run(["vote", "Cat"]).status == 0)
        let path = try cli.folder.write("dash.csv", "pet\nCat\n-\n")
        let before = try cli.databaseBytes()
        expectFailure(try cli.run(["import", path, "--create-pets"]), status: 65, mentioning: "line 3")
        #expect(try cli.databaseBytes() == before)
    }

    /// An empty lines or NDJSON input has no header to miss: it imports nothing, like a
    /// header-only CSV.
    @Test(arguments: [("lines", ""), ("lines", "\n\n"), ("ndjson", ""), ("csv", "pet,count\n")])
    func anEmptyInputImportsNothing(format: String, text: String) throws {
        let result = try cli.run(["import", "-", "--format", format], input: text)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported 0 votes from 0 rows"))
    }

    @Test func createPetsAddsUnknownPets() throws {
        let result = try cli.run(["import", "-", "--format", "lines", "--create-pets"], input: "Zebra\nzebra\n")
        #expect(result.status == 0)
        #expect(try cli.votes()["Zebra"] == 2)
    }

    @Test func dryRunWritesNothing() throws {
        let before = try cli.run(["pets", "list"])
        #expect(before.status == 0)
        let bytes = try cli.databaseBytes()
        let result = try cli.run(["import", "-", "--format", "lines", "--dry-run"], input: "Cat\nDog\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Dry run: would import 2 votes"))
        #expect(try cli.databaseBytes() == bytes)
    }

    /// A dry run where there is no database yet answers for a new one (seeded with the same pets)
    /// and leaves no file behind, at a named path as at the default one.
    @Test func dryRunCreatesNoDatabase() throws {
        let named = cli.folder.path("new.db")
        let result = try cli.runBare(
            ["import", "-", "--format", "lines", "--dry-run", "--db", named],
            input: Data("Cat\nDog\nZebra\n".utf8)
        )
        #expect(result.status == 65, "Zebra is no pet of a new database: \(result.stderr)")
        #expect(result.stderr.contains("no database at \(named) yet"))
        #expect(!FileManager.default.fileExists(atPath: named))

        let byDefault = try cli.runBare(
            ["import", "-", "--format", "lines", "--dry-run"],
            input: Data("Cat\nDog\n".utf8),
            environment: ["XDG_DATA_HOME": cli.folder.path("data")]
        )
        #expect(byDefault.status == 0, "\(byDefault.stderr)")
        #expect(byDefault.stdout.hasPrefix("Dry run: would import 2 votes"))
        #expect(!FileManager.default.fileExists(atPath: cli.folder.path("data")))
    }

    /// Where the import would fail to create its database, its dry run fails the same way.
    @Test func dryRunFailsWhereTheImportWould() throws {
        let named = cli.folder.path("missing/votes.db")
        let dry = try cli.runBare(
            ["import", "-", "--format", "lines", "--dry-run", "--db", named],
            input: Data("Cat\n".utf8)
        )
        let real = try cli.runBare(["import", "-", "--format", "lines", "--db", named], input: Data("Cat\n".utf8))
        #expect(dry.status == 1 && real.status == 1)
        #expect(dry.stderr == real.stderr && dry.stderr.contains("does not exist"), "\(dry.stderr)")
    }

    /// A dry run on a database an older PetVote made answers for the upgraded schema and leaves
    /// the file, which opening it would upgrade, byte for byte as it was, and no copy behind.
    @Test func dryRunLeavesAnOlderSchemaAsItIs() throws {
        let path = try cli.databaseMadeBySchema3()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let temporary = cli.folder.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        let result = try cli.runBare(
            ["import", "-", "--format", "lines", "--dry-run", "--db", path],
            input: Data("Polly\nhamster\n".utf8),
            environment: ["TMPDIR": temporary]
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Dry run: would import 2 votes"), "\(result.stdout)")
        #expect(result.stderr.contains("was made by an older PetVote"), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the dry run changed the file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "the copy was left behind")
    }

    @Test func standardInputNeedsAFormatAndUnknownExtensionsToo() throws {
        expectFailure(try cli.run(["import", "-"], input: "Cat\n"), status: 64, mentioning: "--format")
        let path = try cli.folder.write("votes.dat", "Cat\n")
        expectFailure(try cli.run(["import", path]), status: 64, mentioning: "--format")
    }
}
