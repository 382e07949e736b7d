import ArgumentParser

/// The `votectl` command: cast votes, show the board, import votes and manage the pets.
@main
struct Votectl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "votectl",
        abstract: "Vote for pets and show the standings.",
        discussion: """
            The database is --db PATH (before or after the subcommand), else $VOTECTL_DB, else \
            $XDG_DATA_HOME/votectl/votes.db, else ~/.local/share/votectl/votes.db (created on first \
            use, holding Cat, Goldfish and Dog).

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
    /// ArgumentParser would exit 1 for every thrown error and follow usage errors with the usage
    /// text; votectl maps its own failures to the documented exit statuses (65, 66, 73, 75) and keeps
    /// every error to one line, so that scripts can log it.
    static func main() {
        do {
            let arguments = try DatabaseOptionPlacement.normalized(Array(CommandLine.arguments.dropFirst()))
            if let invocation = FastPath.parse(arguments) {
                try invocation.run()
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
            try StandardStreams.finishOutput()
        } catch {
            if let failure = CommandFailure(translating: error) {
                fail(failure.message, status: failure.status.rawValue)
            }
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }  // --help, --version, completions
            let hint = code == .validationFailure ? " (see votectl --help)" : ""
            fail(message(for: error) + hint, status: code.rawValue)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        let firstLine =
            message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        StandardStreams.writeError("Error: \(firstLine)\n")
        exit(withError: ExitCode(status))
    }
}
