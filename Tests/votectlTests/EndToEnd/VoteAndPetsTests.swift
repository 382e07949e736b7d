import Foundation
import TestSupport
import Testing
import VoteCore

@testable import VoteStore
@testable import votectl

@Suite("votectl vote and pets, end to end", .onOwnThreads)
struct VoteAndPetsTests {
    let cli: CLIHarness

    init() throws {
        cli = try CLIHarness()
    }

    @Test func voteIsCaseInsensitiveAndPrintsTotalAndRank() throws {
        let first = try cli.run(["vote", "cat"])
        #expect(first.status == 0)
        #expect(first.stdout == "Cat: 1 vote, rank 1\n")
        let second = try cli.run(["vote", "Dog", "--count", "3"])
        #expect(second.stdout == "Dog: 3 votes, rank 1\n")
        #expect(try cli.votes() == ["Cat": 1, "Dog": 3, "Goldfish": 0])
    }

    /// A name another program wrote, with a terminal's escape in it, prints escaped: listing the
    /// pets cannot clear the screen or recolour what follows.
    @Test func aForeignNameCannotDriveTheTerminal() throws {
        try SQLiteVoteStore(path: cli.database).connection
            .execute(
                "INSERT INTO pet (name, name_key) VALUES ('Evil' || char(27) || '[2J', 'evil-foreign')"
            )
        try SQLiteVoteStore(path: cli.database).connection
            .execute(
                "INSERT INTO pet (name, name_key) VALUES ('Two' || char(10) || 'Lines', 'two-foreign');"
                    + "INSERT INTO tally (pet_id) SELECT id FROM pet WHERE name_key LIKE '%-foreign'"
            )
        let list = try cli.run(["pets", "list"])
        #expect(list.status == 0)
        #expect(list.stdout == "Cat\nGoldfish\nDog\nEvil\\u{1B}[2J\nTwo\\nLines\n")
        // Every board shows the names as the list does: escaped, each on its own line.
        let board = try cli.run(["board", "--width", "80", "--color", "never"])
        #expect(board.status == 0)
        #expect(board.stdout.contains("Evil\\u{1B}[2J") && !board.stdout.contains("\u{1B}"))
        #expect(board.stdout.contains("Two\\nLines") && !board.stdout.contains("Two\nLines"))
        let svg = try cli.run(["board", "--svg", "-"])
        #expect(svg.stdout.contains("Two\\nLines") && !svg.stdout.contains("\u{1B}"))
    }

    /// A name another program wrote, which no pet may now be given, is found by the spelling the
    /// list prints and as stored: it can be renamed or removed, and a migrate copies it, where
    /// each refused it as an invalid name.
    @Test func aForeignNameCanBeRenamedRemovedAndCopied() throws {
        try SQLiteVoteStore(path: cli.database).connection
            .execute("UPDATE pet SET name = 'Evil' || char(27) || '[2J', name_key = 'evil-foreign' WHERE name = 'Dog'")
        let copy = cli.folder.path("copy.db")
        let migrated = try cli.runBare(["migrate", "--db", cli.database, "--to", copy])
        #expect(migrated.status == 0, "\(migrated)")
        #expect(try SQLiteVoteStore(path: copy).pets().map(\.name) == ["Cat", "Goldfish", "Evil\u{1B}[2J"])
        let renamed = try cli.run(["pets", "rename", #"Evil\u{1B}[2J"#, "Angel"])
        #expect(renamed.stdout == "Renamed Evil\\u{1B}[2J to Angel\n", "\(renamed)")
        let removed = try cli.runBare(["pets", "remove", "Evil\u{1B}[2J", "--db", copy])
        #expect(removed.stdout == "Removed Evil\\u{1B}[2J\n", "\(removed)")
        // A name that breaks the rules and that no pet has is still a usage error.
        let nobody = try cli.run(["pets", "remove", "Nobody\u{1B}"])
        expectFailure(nobody, status: 64, mentioning: "contains a control character")
    }

    @Test func theDatabaseOptionMayComeBeforeTheSubcommand() throws {
        let vote = try cli.runBare(["--db", cli.database, "vote", "Cat"])
        #expect(vote.status == 0)
        #expect(vote.stdout == "Cat: 1 vote, rank 1\n")
        let added = try cli.runBare(["--db=\(cli.database)", "pets", "add", "Rex"])
        #expect(added.status == 0)
        #expect(try cli.votes() == ["Cat": 1, "Dog": 0, "Goldfish": 0, "Rex": 0])
    }

    @Test func theFastPathAndArgumentParserGiveTheSameResults() throws {
        let fast = try cli.run(["vote", "Dog", "--count", "2"])
        let parsed = try cli.run(["vote", "--count=2", "Dog"])
        #expect(fast.status == 0 && parsed.status == 0)
        #expect(fast.stdout == "Dog: 2 votes, rank 1\n")
        #expect(parsed.stdout == "Dog: 4 votes, rank 1\n")
        expectFailure(try cli.run(["vote", "Zebra", "-c", "2"]), status: 1, mentioning: "Zebra")
        expectFailure(try cli.run(["vote", "--count=2", "Zebra"]), status: 1, mentioning: "Zebra")
        let boardFast = try cli.run(["board", "--width", "50", "--color", "never"])
        let boardParsed = try cli.run(["board", "--width=50", "--color=never"])
        #expect(boardFast.status == 0)
        #expect(boardFast.stdout == boardParsed.stdout)
        #expect(
            try cli.run(["board", "--json"]).stdout
                == (try cli.run(["board", "--json", "--podium", "300x300"])).stdout
        )
    }

    @Test func tiedRankIsMarked() throws {
        _ = try cli.run(["vote", "Cat"])
        #expect(try cli.run(["vote", "Dog"]).stdout == "Dog: 1 vote, rank 1=\n")
    }

    @Test func unknownPetWithNothingCloseListsThePets() throws {
        let result = try cli.run(["vote", "Zebra"])
        expectFailure(result, status: 1, mentioning: "Cat, Goldfish, Dog")
    }

    /// Removing or renaming a pet that is not there names it, without suggesting to add it.
    @Test(arguments: [["pets", "remove", "Rex"], ["pets", "rename", "Rex", "Max"]])
    func aMissingPetToRemoveOrRenameIsNamedWithoutAnAddHint(arguments: [String]) throws {
        let result = try cli.run(arguments)
        expectFailure(result, status: 1, mentioning: "No pet named 'Rex'")
        #expect(!result.stderr.contains("Add it"), "\(result.stderr)")
    }

    /// A name close to a pet's is that pet mistyped, most likely: the suggestion, and no command
    /// that, pasted, would add the typo as a pet (it did).
    @Test func aMistypedPetIsSuggestedNotAdded() throws {
        let result = try cli.run(["vote", "Dgo"])
        expectFailure(result, status: 1)
        #expect(result.stderr.hasSuffix("No pet named 'Dgo'. Did you mean 'Dog'?\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("pets add"))
    }

    @Test func theAddHintNamesThePetAsTypedAndEndsWithTheCommand() throws {
        let result = try cli.run(["vote", "Mr Whiskers"])
        expectFailure(result, status: 1)
        #expect(result.stderr.hasSuffix("Add it with: votectl --db \(cli.database) pets add 'Mr Whiskers'\n"))
        // A name that starts with a dash follows `--`, or the command would read it as an option.
        let dashed = try cli.runBare(["vote", "--db", cli.database, "--", "-Rex"])
        let hint = "votectl --db \(cli.database) pets add -- '-Rex'"
        #expect(dashed.stderr.hasSuffix("Add it with: \(hint)\n"), "\(dashed.stderr)")
        #expect(try cli.runBare(["pets", "add", "--db", cli.database, "--", "-Rex"]).succeeded)
    }

    /// The suggested command acts on the database the failed one named: the same `--db`, quoted
    /// for the shell, and a URL without its password; none when the environment named it.
    @Test func theAddHintRepeatsTheDatabaseOption() throws {
        let spaced = cli.folder.path("my votes.db")
        #expect(try cli.runBare(["pets", "list", "--db", spaced]).succeeded)
        let result = try cli.runBare(["--db", spaced, "vote", "Zebra"])
        expectFailure(result, status: 1)
        #expect(result.stderr.hasSuffix("Add it with: votectl --db '\(spaced)' pets add Zebra\n"), "\(result.stderr)")

        let fromEnvironment = try cli.runBare(["vote", "Zebra"], environment: ["VOTECTL_DB": cli.database])
        #expect(fromEnvironment.stderr.hasSuffix("Add it with: votectl pets add Zebra\n"), "\(fromEnvironment.stderr)")

        let url = "postgres://votes:s3cret@db.example.com:5432/petvote?sslmode=disable&password=s3cret"
        #expect(
            CommandSuggestion.databaseOption(url)
                == "--db 'postgres://votes@db.example.com:5432/petvote?sslmode=disable' "
        )
        #expect(CommandSuggestion.databaseOption("postgres:///petvote") == "--db postgres:///petvote ")
    }

    @Test func aNameWithAnInvisibleCharacterIsRefusedButEmojiSequencesAreNot() throws {
        #expect(try cli.run(["pets", "add", "ZeroWidth"]).succeeded)
        expectFailure(
            try cli.run(["pets", "add", "Zero\u{200B}Width"]),
            status: 64,
            mentioning: "invisible character (U+200B)"
        )
        let dog = try cli.run(["pets", "add", "🐕‍🦺"])
        #expect(dog.status == 0 && dog.stdout == "Added 🐕‍🦺\n", "\(dog)")
    }

    @Test func petsCanBeAddedRenamedListedAndRemoved() throws {
        #expect(try cli.run(["pets", "add", "Hamster"]).status == 0)
        #expect(try cli.run(["pets", "rename", "goldfish", "Nemo"]).status == 0)
        #expect(try cli.run(["vote", "Nemo"]).status == 0)
        expectFailure(try cli.run(["pets", "remove", "Nemo"]), status: 1, mentioning: "--force")
        #expect(try cli.run(["pets", "remove", "Nemo", "--force"]).status == 0)
        #expect(try cli.run(["pets", "list"]).stdout == "Cat\nDog\nHamster\n")
        expectFailure(try cli.run(["pets", "add", "cat"]), status: 1, mentioning: "already exists")
    }

    /// Messages name a pet as it is stored, whatever case it was typed in, and say each thing once.
    @Test func messagesNameThePetAsStoredAndSayItOnce() throws {
        #expect(try cli.run(["pets", "add", "Rabbit"]).succeeded)
        #expect(try cli.run(["pets", "rename", "rabbit", "Hare"]).stdout == "Renamed Rabbit to Hare\n")
        #expect(try cli.run(["pets", "remove", "hare"]).stdout == "Removed Hare\n")
        #expect(try cli.run(["pets", "add", "Hamster"]).succeeded)
        expectFailure(
            try cli.run(["pets", "add", "hamster"]),
            status: 1,
            mentioning: "A pet named 'Hamster' already exists"
        )
        expectFailure(try cli.run(["pets", "rename", "Cat", "HAMSTER"]), status: 1, mentioning: "named 'Hamster'")
        #expect(try cli.run(["vote", "Dog", "-c", "2"]).succeeded)
        let refused = try cli.run(["pets", "remove", "dog"])
        expectFailure(refused, status: 1)
        #expect(
            refused.stderr
                == "Error: 'Dog' has 2 votes, which removing it would delete. Use --force to delete them too.\n"
        )
    }

    @Test func defaultDatabaseIsCreatedUnderXDGDataHomeWithPrivateFolders() throws {
        let dataHome = cli.folder.path("data")
        let result = try cli.runBare(["vote", "Cat"], environment: ["XDG_DATA_HOME": dataHome])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: dataHome + "/votectl/votes.db"))
        let attributes = try FileManager.default.attributesOfItem(atPath: dataHome + "/votectl")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func votectlDBOverridesTheDefault() throws {
        let result = try cli.runBare(["vote", "Cat"], environment: ["VOTECTL_DB": cli.database])
        #expect(result.status == 0)
        #expect(try cli.votes()["Cat"] == 1)
    }

    @Test func shellCompletionOffersPetNamesAndNeverCreatesADatabase() throws {
        #expect(try cli.run(["pets", "add", "Gecko"]).status == 0)
        let words = ["votectl", "vote", "--db", cli.database, "G"]
        let result = try cli.runBare(["---completion", "vote", "--", "positional@0", "4", "1"] + words)
        #expect(result.status == 0)
        #expect(result.stdout == "Goldfish\nGecko\n")
        let missing = cli.folder.path("missing.db")
        let none = try cli.runBare([
            "---completion", "vote", "--", "positional@0", "4", "0", "votectl", "vote", "--db", missing, "",
        ])
        #expect(none.status == 0 && none.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: missing))
        let script = try cli.runBare(["--generate-completion-script", "zsh"])
        #expect(script.stdout.contains("_files -g '\\''*.db *.sqlite'\\''"))
    }
}
