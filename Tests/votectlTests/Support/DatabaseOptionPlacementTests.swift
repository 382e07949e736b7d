import TestSupport
import ArgumentParser
import Testing
import VoteCommandLine
@testable import votectl

struct DatabaseOptionPlacementTests {
    @Test(
        arguments: [
            (["--db", "v.db", "vote", "Cat"], ["vote", "Cat", "--db", "v.db"]),
            (["--db=v.db", "board", "--json"], ["board", "--json", "--db=v.db"]),
            (["--db", "v.db", "pets", "add", "Rex"], ["pets", "add", "Rex", "--db", "v.db"]),
            (["--db", "v.db", "vote", "--", "-odd"], ["vote", "--db", "v.db", "--", "-odd"]),
            // Nothing to move: already after the subcommand, no subcommand, or no value.
            (["vote", "Cat", "--db", "v.db"], ["vote", "Cat", "--db", "v.db"]),
            // A --db after the -- that ends the options is a pet's name, and a value is a value.
            (["--db", "v.db", "vote", "--", "--db"], ["vote", "--db", "v.db", "--", "--db"]),
            (["vote", "Cat", "--db", "--db=odd"], ["vote", "Cat", "--db", "--db=odd"]),
            (["--db", "v.db", "--help"], ["--help"]),
            (["--db", "v.db", "help", "vote"], ["help", "vote"]),
            (["--version"], ["--version"]),
            // An alias with --db set up still makes the shell's completion script.
            (["--db", "v.db", "--generate-completion-script", "zsh"], ["--generate-completion-script", "zsh"]),
            ([], []),
        ] as [([String], [String])]
    )
    func aLeadingDatabaseOptionMovesAfterTheSubcommand(arguments: [String], expected: [String]) throws {
        #expect(try DatabaseOptionPlacement.normalized(arguments) == expected)
    }

    /// Each mistake after a leading --db gets its own message, not "Unknown option '--db'".
    @Test(
        arguments: [
            (["--db", "v.db"], "missing subcommand after --db v.db"),
            (["--db"], "--db needs a SQLite file's path (or :memory:) or a postgres:// URL"),
            (["--db", "v.db", "bogus"], "unknown subcommand 'bogus'"),
            (["--db", "a.db", "--db", "b.db", "pets", "list"], "--db is given twice"),
            (["--db=a.db", "--db=b.db", "board"], "--db is given twice"),
            // Anywhere: an alias's leading --db and the subcommand's own, or two of its own.
            (["--db", "a.db", "vote", "Cat", "--db", "b.db"], "--db is given twice"),
            (["vote", "Cat", "--db", "a.db", "--db=b.db"], "--db is given twice"),
            (["--db=a.db", "board", "--json", "--db", "b.db"], "--db is given twice"),
            (["--db", "v.db", "--count", "2", "vote", "Cat"], "'--count' is an option of a subcommand"),
        ] as [([String], String)]
    )
    func mistakesAfterALeadingDatabaseOptionAreNamed(arguments: [String], message: String) {
        #expect {
            try DatabaseOptionPlacement.normalized(arguments)
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.status == .usage && failure.message.contains(message)
        }
    }

    @Test func theSubcommandListIsVotectls() {
        #expect(DatabaseOptionPlacement.subcommands == Votectl.configuration.subcommands.map { $0._commandName })
    }
}
