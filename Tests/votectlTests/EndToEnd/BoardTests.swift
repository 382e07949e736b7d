import Foundation
import Glibc
import TestSupport
import Testing
import VoteLayout

@Suite("votectl board, end to end", .onOwnThreads)
struct BoardTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
    }

    /// The parts of `board --json` the tests read.
    struct Document: Decodable, Equatable {
        struct Standing: Decodable, Equatable {
            var pet: String
            var votes: Int
            var rank: Int
            var tied: Bool
            var share: Double
        }
        struct Avatar: Decodable, Equatable {
            var pet: String
            var rank: Int
            var x: Double
            var y: Double
            var width: Double
            var height: Double
        }
        struct Podium: Decodable, Equatable {
            var layout: String
            var width: Double
            var height: Double
            var avatars: [Avatar]
        }
        var schema: Int
        var totalVotes: Int
        var isAllWayTie: Bool
        var standings: [Standing]
        var podium: Podium
    }

    func board(_ arguments: [String] = []) throws -> Document {
        let result = try cli.run(["board", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
    }

    @Test func voteThenBoardAsJSON() throws {
        #expect(try cli.run(["vote", "Dog", "--count", "3"]).status == 0)
        #expect(try cli.run(["vote", "cat"]).status == 0)
        let document = try board()
        #expect(document.schema == 1)
        #expect(document.totalVotes == 4)
        #expect(!document.isAllWayTie)
        #expect(document.standings.map(\.pet) == ["Dog", "Cat", "Goldfish"])
        #expect(document.standings.map(\.votes) == [3, 1, 0])
        #expect(document.standings.map(\.rank) == [1, 2, 3])
        #expect(document.standings.map(\.share) == [0.75, 0.25, 0])
        #expect(document.podium.avatars.map(\.pet) == ["Cat", "Goldfish", "Dog"])
    }

    @Test func jsonKeysAreSortedAndStable() throws {
        let text = try cli.run(["board", "--json"]).stdout
        #expect(
            text.hasPrefix(
                "{\"isAllWayTie\":true,\"podium\":{\"avatars\":[{\"height\":60,\"label\":{\"height\":20,\"width\":84,"
            )
        )
        #expect(text.contains("},\"pet\":\"Cat\",\"rank\":1,\"width\":60,"))
        #expect(
            text.contains(
                "],\"height\":300,\"layout\":\"line\",\"width\":300},\"schema\":1,\"standings\":[{\"pet\":\"Cat\",\"rank\":1,\"share\":0,\"tied\":true,\"votes\":0}"
            )
        )
        #expect(text.hasSuffix(",\"totalVotes\":0}\n"))
        #expect(try cli.run(["board", "--json"]).stdout == text)
    }

    @Test func aThreeWayTieUsesTheLineLayout() throws {
        for pet in ["Cat", "Goldfish", "Dog"] {
            #expect(try cli.run(["vote", pet, "--count", "2"]).status == 0)
        }
        let document = try board()
        #expect(document.isAllWayTie)
        #expect(document.standings.allSatisfy { $0.rank == 1 && $0.tied })
        #expect(document.podium.layout == "line")
        // An HStack of three 84-point cells (a 60-point avatar over its name), 8 apart, centred at the
        // top of the 300-point podium.
        #expect(document.podium.avatars.map(\.x) == [58, 150, 242])
        #expect(document.podium.avatars.map(\.y) == [30, 30, 30])
    }

    /// The sample's offset for three ranks, as a fraction of a third of a turn.
    static func sampleOffset(_ ranks: [Int]) -> Double {
        func residual(_ rank1: Int, _ rank2: Int) -> Double {
            if rank1 == 1 { return -0.5 }
            if rank2 == 1 { return 0.5 }
            if rank1 < rank2 { return -0.25 }
            if rank1 > rank2 { return 0.25 }
            return 0
        }
        let fraction: Double
        if ranks[0] == 1 {
            fraction = residual(ranks[1], ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(ranks[2], ranks[0])
        } else {
            fraction = 1 + residual(ranks[0], ranks[1])
        }
        return fraction * 2 * Double.pi / 3
    }

    @Test(arguments: [[5, 0, 3], [1, 4, 2], [0, 2, 7], [3, 3, 0], [0, 1, 1], [2, 0, 2]])
    func radialPlacementsFollowTheSampleFormula(votes: [Int]) throws {
        for (pet, count) in zip(["Cat", "Goldfish", "Dog"], votes) where count > 0 {
            #expect(try cli.run(["vote", pet, "--count", String(count)]).status == 0)
        }
        let document = try board(["--podium", "400x300"])
        #expect(document.podium.layout == "radial")
        #expect(document.podium.width == 400 && document.podium.height == 300)
        let ranks = document.podium.avatars.map(\.rank)
        let offset = Self.sampleOffset(ranks)
        let radius = 300.0 / 3
        for (index, avatar) in document.podium.avatars.enumerated() {
            let angle = 2 * Double.pi / 3 * Double(index) + offset
            // (0, -r) rotated clockwise on screen by `angle`, moved to the centre.
            let x = 200 + radius * sin(angle)
            let y = 150 - radius * cos(angle)
            #expect(abs(avatar.x - x) < 0.01, "\(avatar.pet) x")
            #expect(abs(avatar.y - y) < 0.01, "\(avatar.pet) y")
            #expect(avatar.width == 60 && avatar.height == 60)
        }
    }

    /// A board of 400 pets is over 2,048 rows of text: it is drawn whole, down to the last pet.
    @Test func aBoardOfManyPetsIsDrawnWhole() throws {
        let names = (1...397).map { "Pet \($0)" }
        let imported = try cli.run(
            ["import", "-", "--format", "lines", "--create-pets"],
            input: names.joined(separator: "\n")
        )
        #expect(imported.status == 0, "\(imported.stderr)")
        let board = try cli.run(["board", "--width", "80"])
        #expect(board.status == 0, "\(board.stderr)")
        #expect(board.stdout.split(separator: "\n").count > 2_048)
        #expect(board.stdout.contains("Pet 397"))
    }

    @Test func textBoardShowsLeaderboardPodiumAndButtons() throws {
        #expect(try cli.run(["vote", "Cat", "--count", "2"]).status == 0)
        #expect(try cli.run(["vote", "Dog", "--count", "2"]).status == 0)
        let result = try cli.run(["board", "--width", "70"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 70 })
        #expect(lines.contains { $0.hasPrefix("Cat ") && $0.hasSuffix("2  50.0%    1=") })
        #expect(lines.contains { $0.hasPrefix("Goldfish ") && $0.hasSuffix("0   0.0%     3") })
        #expect(result.stdout.contains("Podium: radial (MyRadialLayout), 300x300 points"))
        #expect(result.stdout.contains("█"))
        #expect(!result.stdout.contains("\u{1B}["))
        // The buttons fit in one row at 70 columns.
        #expect(lines.contains { $0.contains("│  Cat   │") && $0.contains("│Goldfish│") && $0.contains("│  Dog   │") })
        // Terminal spacing: side-by-side buttons are one cell apart.
        #expect(result.stdout.contains("│  Cat   │ │Goldfish│ │  Dog   │"))
    }

    @Test("The podium drawing puts each name where the podium layout put its avatar")
    func podiumDrawingFollowsThePlacement() throws {
        #expect(try cli.run(["vote", "Cat", "--count", "5"]).status == 0)
        #expect(try cli.run(["vote", "Dog", "--count", "3"]).status == 0)
        let output = try cli.run(["board", "--width", "80"]).stdout
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The drawing is the bordered box after the podium report.
        let top = try #require(lines.firstIndex { $0.hasPrefix("┌─") && $0.hasSuffix("─┐") && $0.count > 20 })
        let drawing = Array(lines[top...].prefix { !$0.hasPrefix("└") })
        func cell(of pet: String) throws -> (row: Int, column: Int) {
            let row = try #require(drawing.firstIndex { $0.contains(" \(pet) ") })
            let column = try #require(drawing[row].range(of: pet)).lowerBound
            return (row, drawing[row].distance(from: drawing[row].startIndex, to: column))
        }
        // Radial, 300x300: Cat (rank 1) at (200, 63.4), Dog (rank 2) at (50, 150), Goldfish at (200, 236.6).
        let cat = try cell(of: "Cat")
        let dog = try cell(of: "Dog")
        let goldfish = try cell(of: "Goldfish")
        #expect(cat.row < dog.row && dog.row < goldfish.row)
        #expect(dog.column < cat.column && dog.column < goldfish.column)
    }

    @Test func narrowBoardStacksTheButtons() throws {
        let wide = try cli.run(["board", "--width", "60"]).stdout
        let narrow = try cli.run(["board", "--width", "30"]).stdout
        let buttonRows = { (text: String) in
            text.split(separator: "\n").filter { $0.contains("│Goldfish│") || $0.contains("│  Cat   │") }
        }
        #expect(buttonRows(wide).count == 1)
        #expect(buttonRows(narrow).count == 2)
        // Terminal spacing: stacked buttons touch, with no blank rows between them.
        #expect(narrow.contains("└────────┘\n┌────────┐\n│Goldfish│"))
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 30 })
    }

    @Test func asciiAndColourDecisions() throws {
        let ascii = try cli.run(["board", "--ascii", "--width", "50"], environment: [:]).stdout
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
        let cLocale = try cli.run(["board", "--width", "50"], environment: ["LANG": "C"]).stdout
        #expect(cLocale.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(try cli.run(["vote", "Cat"]).status == 0)
        let forced = try cli.run(["board", "--color", "always"]).stdout
        #expect(forced.contains("\u{1B}["))
        let noColor = try cli.run(["board"], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]).stdout
        #expect(!noColor.contains("\u{1B}["))
        let forcedByEnvironment = try cli.run(["board"], environment: ["FORCE_COLOR": "1"]).stdout
        #expect(forcedByEnvironment.contains("\u{1B}["))
    }

    @Test func widthComesFromColumnsWhenNotGiven() throws {
        let result = try cli.run(["board"], environment: ["COLUMNS": "44"])
        #expect(result.stdout.split(separator: "\n").map(\.count).max() == 44)
    }

    @Test func svgGoesToAFileOrStandardOutput() throws {
        let path = cli.folder.path("board.svg")
        let toFile = try cli.run(["board", "--svg", path])
        #expect(toFile.status == 0)
        #expect(toFile.stdout.contains("Podium"))
        let file = try String(contentsOfFile: path, encoding: .utf8)
        #expect(file.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(file.contains("<title>PetVote board</title>"))
        let toOutput = try cli.run(["board", "--svg", "-"])
        #expect(toOutput.stdout == file)
    }

    /// Through a symbolic link the file it names is replaced and the link kept, a link to no file
    /// yet makes that file, and a FIFO is written into, never replaced by a file.
    @Test func anSVGGoesThroughLinksAndIntoFIFOs() throws {
        let manager = FileManager.default
        let target = cli.folder.path("target.svg")
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: cli.folder.path("link.svg"), withDestinationPath: "target.svg")
        #expect(try cli.run(["board", "--svg", cli.folder.path("link.svg")]).status == 0)
        #expect(try manager.destinationOfSymbolicLink(atPath: cli.folder.path("link.svg")) == "target.svg")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<svg"))

        try manager.createSymbolicLink(atPath: cli.folder.path("ahead.svg"), withDestinationPath: "later.svg")
        #expect(try cli.run(["board", "--svg", cli.folder.path("ahead.svg")]).status == 0)
        #expect(try String(contentsOfFile: cli.folder.path("later.svg"), encoding: .utf8).hasPrefix("<svg"))

        let fifo = cli.folder.path("board.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading first, without waiting, so votectl's open for writing finds a
        // reader; the board (a few KiB) fits the pipe's buffer until it is read.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        #expect(try cli.run(["board", "--svg", fifo]).status == 0)
        var read = [UInt8](repeating: 0, count: 1 << 16)
        let count = read.withUnsafeMutableBytes { Glibc.read(reader, $0.baseAddress, $0.count) }
        #expect(String(decoding: read.prefix(max(0, count)), as: UTF8.self).hasPrefix("<svg"))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    @Test func unwritableSVGExits73() throws {
        #expect(try cli.run(["pets", "list"]).status == 0)  // the database exists
        expectFailure(
            try cli.run(["board", "--svg", cli.folder.path("missing/board.svg")]),
            status: 73,
            mentioning: "board.svg"
        )
        expectFailure(try cli.run(["board", "--svg", "/proc/board.svg"]), status: 73)
        // A text board refused for its width writes no SVG either.
        let path = cli.folder.path("narrow.svg")
        expectFailure(try cli.run(["board", "--svg", path, "--width", "12"]), status: 64)
        #expect(!FileManager.default.fileExists(atPath: path))
        // An empty path is no file to write: a usage error, not a failed write.
        expectFailure(try cli.run(["board", "--svg", ""]), status: 64, mentioning: "--svg needs a file's path")
    }

    @Test func anSVGNeverReplacesADatabase() throws {
        let database = cli.folder.path("votes.db")
        #expect(try cli.runBare(["vote", "Cat", "--db", database]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        expectFailure(
            try cli.runBare(["board", "--db", database, "--svg", database]),
            status: 73,
            mentioning: "is a SQLite database"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
        #expect(try cli.runBare(["board", "--json", "--db", database]).stdout.contains(#""totalVotes":1"#))
        // Nothing is left beside the target.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.folder.url.path)
                .allSatisfy { !$0.hasSuffix(".tmp") }
        )
    }

    /// A read that creates a database at a path the user named says so: a mistyped path does
    /// not give an empty board without a word.
    @Test func aReadThatCreatesANamedDatabaseSaysSo() throws {
        let typo = cli.folder.path("typo.db")
        let first = try cli.runBare(["board", "--json", "--db", typo])
        #expect(first.status == 0)
        #expect(first.stderr == "votectl: created a new database at \(typo)\n")
        let second = try cli.runBare(["board", "--json", "--db", typo])
        #expect(second.stderr.isEmpty)
    }

    @Test func timeWindowCountsOnlyVotesInside() throws {
        let path = try cli.folder.write(
            "votes.csv",
            "pet,at\nCat,2026-01-01T10:00:00Z\nDog,2026-02-01T10:00:00Z\nDog,2026-03-01\n"
        )
        #expect(try cli.run(["import", path]).status == 0)
        let february = try board(["--since", "2026-01-15", "--until", "2026-02-15"])
        #expect(february.totalVotes == 1)
        #expect(february.standings.first?.pet == "Dog")
        expectFailure(try cli.run(["board", "--since", "last week"]), status: 64)
    }

    @Test func freshDefaultDatabaseShowsTheSamplePets() throws {
        let result = try cli.runBare(["board", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
        #expect(document.standings.map(\.pet) == ["Cat", "Goldfish", "Dog"])
        #expect(FileManager.default.fileExists(atPath: cli.folder.path(".local/share/votectl/votes.db")))
    }

    /// A HOME that is not there (a service account's `/nonexistent`) is not made: the default
    /// database has no place, and the message says why.
    @Test func aMissingHomeIsNotCreated() throws {
        let home = cli.folder.path("no/such/home")
        let result = try cli.runBare(["board"], environment: ["HOME": home])
        expectFailure(result, status: 1, mentioning: "HOME (\(home)) is not there")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.path("no")))
    }
}

/// One pet is no tie, and a board of no pets says how to add one.
@Suite(.onOwnThreads)
struct FewPetsBoardTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        #expect(try cli.run(["vote", "Cat", "--count", "2"]).status == 0)
        for pet in ["Goldfish", "Dog"] { #expect(try cli.run(["pets", "remove", pet]).status == 0) }
    }

    @Test func onePetWithVotesIsNotAnAllWayTie() throws {
        let result = try cli.run(["board", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"isAllWayTie\":false"))
        #expect(result.stdout.contains("\"layout\":\"radial\""))
    }

    @Test func anEmptyBoardSaysHowToAddAPet() throws {
        #expect(try cli.run(["pets", "remove", "Cat", "--force"]).status == 0)
        let result = try cli.run(["board"])
        #expect(result.status == 0)
        #expect(result.stderr == "votectl: no pets yet; add one with: votectl --db \(cli.database) pets add NAME\n")
        // No pets are no tie, in the text as in the JSON.
        #expect(
            result.stdout.contains("Podium: empty (no pets)") && !result.stdout.contains("tied"),
            "\(result.stdout)"
        )
        let json = try cli.run(["board", "--json"])
        #expect(json.stdout.contains("\"isAllWayTie\":false"))
    }
}

/// A time window: inverted windows refused, bad times name the format, the header names the window.
@Suite(.onOwnThreads)
struct BoardWindowTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
        #expect(try cli.run(["vote", "Cat"]).status == 0)
    }

    @Test func anInvertedWindowIsAUsageError() throws {
        let result = try cli.run(["board", "--since", "2026-11-20", "--until", "2026-11-01"])
        expectFailure(result, status: 64, mentioning: "--since must be before --until")
    }

    @Test(arguments: ["yesterday", "2026-11-32"])
    func aBadTimeNamesTheFormat(value: String) throws {
        let result = try cli.run(["board", "--since", value])
        expectFailure(result, status: 64, mentioning: "write it like 2026-11-21T18:30:00Z")
    }

    @Test func theHeaderNamesTheWindowAndTheBasicFormatIsRead() throws {
        let result = try cli.run(["board", "--since", "20000101T000000Z", "--until", "2100-01-01"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(
                "PetVote: 1 vote cast since 2000-01-01T00:00:00Z until 2100-01-01T00:00:00Z"
            )
        )
        let whole = try cli.run(["board"])
        #expect(whole.stdout.hasPrefix("PetVote: 1 vote\n"))
        // The SVG names its window too, so that a saved file does not pass for the all-time board.
        let caption = ">1 vote cast since 2000-01-01T00:00:00Z until 2100-01-01T00:00:00Z<"
        let svg = try cli.run(["board", "--svg", "-", "--since", "2000-01-01", "--until", "2100-01-01"])
        #expect(svg.stdout.contains(caption), "\(svg.stdout.prefix(2_000))")
        #expect(try cli.run(["board", "--svg", "-"]).stdout.contains(">1 vote<"))
    }
}

/// At every width the board accepts, every line fits, every number is whole, long names end in
/// "…" instead of wrapping, and podium labels never overlap, the leader's staying whole.
@Suite(.onOwnThreads)
struct NarrowBoardTests {
    let cli: CLIHarness
    static let longName = "A very long pet name that goes on and on"

    init() throws {
        cli = try CLIHarness()
        for pet in ["Hamster", "金魚ちゃん", "🐶", Self.longName, "Ｃａｔ", "❤️", "Parrot"] {
            #expect(try cli.run(["pets", "add", pet]).status == 0)
        }
        for (pet, count) in [("Cat", "5"), ("Ｃａｔ", "3"), (Self.longName, "4"), ("🐶", "3")] {
            #expect(try cli.run(["vote", pet, "--count", count]).status == 0)
        }
    }

    @Test(arguments: [26, 27, 31, 40, 57, 80, 132])
    func everyLineFitsAndEveryNumberIsWhole(width: Int) throws {
        let result = try cli.run(["board", "--width", String(width), "--ascii"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            #expect(line.terminalDisplayWidth <= width, "too wide at \(width): \(line)")
        }
        // The leaderboard: a header and ten rows, one line each, each ending in its three numbers.
        let header = try #require(lines.firstIndex { $0.hasPrefix("Pet ") })
        #expect(lines[header].hasSuffix("Votes  Share  Rank"))
        let rows = lines[(header + 2)...].prefix(19).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(rows.count == 10)
        for row in rows {
            let fields = row.split(separator: " ")
            #expect(fields.count >= 4, "\(row)")
            #expect(fields.suffix(3).first.map { Int($0) != nil } == true, "votes split: \(row)")
            #expect(fields.suffix(2).first?.hasSuffix("%") == true, "share split: \(row)")
        }
        // Names are cut, never wrapped.
        #expect(!rows.contains { $0.contains(Self.longName) } || width >= 57)
        // The podium drawing: the leader's label is whole.
        let drawing = lines.drop { !$0.hasPrefix("+-") }.prefix { !$0.isEmpty }
        #expect(drawing.contains { $0.contains(" Cat ") }, "the leader's label is missing at \(width)")
        // The podium report: ten items, each starting two spaces in; an item that wraps goes on
        // four spaces in, and its centre stays whole on one line.
        let report = lines.drop { !$0.hasPrefix("Podium: ") }.prefix { !$0.isEmpty }
        let reportLines = report.drop { !$0.hasPrefix("  ") }
        let shown = report.joined(separator: "\n")
        #expect(reportLines.allSatisfy { $0.hasPrefix("  ") }, "\(shown)")
        #expect(reportLines.filter { !$0.hasPrefix("   ") }.count == 10, "\(shown)")
        let centres = reportLines.filter { $0.contains("centre") }
        #expect(centres.count == 10, "\(shown)")
        #expect(centres.allSatisfy { $0.contains(/centre \(-?[0-9.]+, -?[0-9.]+\)/) }, "\(shown)")
        // Text cut short ends with "...": what --ascii draws is ASCII (no pet's name here has "…").
        #expect(!result.stdout.contains("…"), "\(result.stdout)")
        #expect(rows.contains { $0.contains("...") } || width >= 57, "no name was cut at \(width)")
    }

    @Test(arguments: [10, 20, 25])
    func aWidthTooNarrowForTheNumbersIsRefused(width: Int) throws {
        expectFailure(
            try cli.run(["board", "--width", String(width)]),
            status: 64,
            mentioning: "needs at least 26 columns"
        )
        let viaEnvironment = try cli.run(["board"], environment: ["COLUMNS": String(width)])
        expectFailure(viaEnvironment, status: 64, mentioning: "needs at least 26 columns")
    }

    @Test func columnsBelowTheMinimumAreClampedLikeWidth() throws {
        expectFailure(
            try cli.run(["board"], environment: ["COLUMNS": "5"]),
            status: 64,
            mentioning: "but has 10 ($COLUMNS=5, raised to 10)"
        )
        expectFailure(try cli.run(["board", "--width", "20"]), status: 64, mentioning: "but has 20 (--width 20)")
    }
}
