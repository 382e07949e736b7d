import ArgumentParser
import VoteCommandLine

/// The `votectl` command: cast votes, show the board, import votes and manage the pets.
@main
struct Votectl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "votectl",
        abstract: "Vote for pets and show the standings.",
        discussion: """
            The database is --db PATH (before or after the subcommand), else $VOTECTL_DB, else \
            $XDG_DATA_HOME/votectl/votes.db, else ~/.local/share/votectl/votes.db (created on first \
            use, holding Cat, Goldfish and Dog; creating one at a path you named is said on stderr).

            \(ExitStatus.helpTable)
            """,
        version: "votectl 1.0.0",
        subcommands: [Vote.self, Board.self, Import.self, Pets.self, Migrate.self]
    )

    /// `--db` before the subcommand, so that usage, help and shell completions know it. `main`
    /// moves a leading `--db` after the subcommand (``DatabaseOptionPlacement``), so the value
    /// always reaches the subcommand's own copy of the option.
    @OptionGroup var options: GlobalOptions

    /// Runs the command line, printing any failure as one line on standard error.
    ///
    /// votectl maps its own failures to the documented exit statuses (65, 66, 73, 75) and keeps
    /// every error to one line, as votesrv does (``CommandLineErrors``).
    static func main() {
        StandardStreams.reportClosedPipes()
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            arguments = try DatabaseOptionPlacement.normalized(arguments)
            if let problem = CommandLineErrors.unknownHelpTopic(in: Votectl.self, arguments: arguments) {
                CommandLineErrors.fail(problem, status: ExitCode.validationFailure.rawValue)
            }
            let changedData: Bool
            if let invocation = FastPath.parse(arguments) {
                try invocation.run()
                changedData = invocation.changesData
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
                changedData = (command as? any ReadingCommand)?.changesData ?? true
            }
            try StandardStreams.finishOutput(changedData: changedData)
        } catch {
            CommandLineErrors.exit(for: error, in: Votectl.self, arguments: arguments) {
                CommandFailure(translating: $0)
            }
        }
    }
}
