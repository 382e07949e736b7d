import VoteCore
import VoteCommandLine

/// Lets `--db PATH` come before the subcommand, as in `votectl --db votes.db board`.
///
/// ArgumentParser reads an option only where its command declares it, and `--db` belongs to every
/// subcommand rather than to `votectl` itself; users of git, sqlite-utils and redis-cli expect
/// connection options first, so a leading `--db PATH` (or `--db=PATH`) is moved to the end of the
/// subcommand's arguments, before any `--` that ends its options. What follows a leading `--db`
/// must then be a subcommand: anything else gets its own message here, since ArgumentParser,
/// which has no `--db` at the top, would only ever say "Unknown option '--db'".
enum DatabaseOptionPlacement {
    /// The subcommands `votectl` has (checked against its configuration by a test).
    static let subcommands = ["vote", "board", "import", "pets", "migrate"]

    /// `arguments` (without the program name) with a leading `--db` option moved after the subcommand.
    ///
    /// - Throws: a usage error (exit 64) when a leading `--db` has no value, is repeated, or is not
    ///   followed by a subcommand.
    static func normalized(_ arguments: [String]) throws(CommandFailure) -> [String] {
        // Given twice anywhere, ArgumentParser would keep the last, and a leading one (an alias's)
        // would lose to, or win over, the subcommand's own by where it was moved: refused instead.
        if databaseValues(in: arguments).count > 1 {
            throw CommandFailure(.usage, "--db is given twice; give one database")
        }
        guard let first = arguments.first else { return arguments }
        let optionLength: Int
        if first == "--db" {
            guard arguments.count >= 2 else {
                throw CommandFailure(.usage, DatabaseLocation.Problem.emptyPath(option: "--db").description)
            }
            optionLength = 2
        } else if first.hasPrefix("--db=") {
            optionLength = 1
        } else {
            return arguments
        }
        let option = arguments[..<optionLength]
        var rest = Array(arguments[optionLength...])
        guard let next = rest.first else {
            throw CommandFailure(
                .usage,
                "missing subcommand after \(option.joined(separator: " ")): "
                    + "use one of \(subcommands.joined(separator: ", ")) (see votectl --help)"
            )
        }
        switch next {
        case "help", "--help", "-h", "--version", "--generate-completion-script":
            return rest  // they open no database
        case _ where next.hasPrefix("-"):
            throw CommandFailure(
                .usage,
                "'\(next)' is an option of a subcommand: put it after the subcommand it belongs to, "
                    + "as in votectl --db PATH SUBCOMMAND … \(next) … (see votectl help SUBCOMMAND)"
            )
        case _ where !subcommands.contains(next):
            throw CommandFailure(
                .usage,
                "unknown subcommand '\(next)': use one of \(subcommands.joined(separator: ", "))"
            )
        default:
            let end = rest.firstIndex(of: "--") ?? rest.endIndex
            rest.insert(contentsOf: option, at: end)
            return rest
        }
    }

    /// The value of each `--db` option before a `--` that ends the options, bare (`--db PATH`,
    /// whatever the next word reads) or joined (`--db=PATH`); a bare one with nothing after it has
    /// none. Read here for the command line and for shell completion alike.
    static func databaseValues(in arguments: [String]) -> [String?] {
        var (values, index) = ([String?](), arguments.startIndex)
        while index < arguments.endIndex, arguments[index] != "--" {
            if arguments[index] == "--db" {
                values.append(index + 1 < arguments.endIndex ? arguments[index + 1] : nil)
                index += 1
            } else if arguments[index].hasPrefix("--db=") {
                values.append(String(arguments[index].dropFirst("--db=".count)))
            }
            index += 1
        }
        return values
    }
}
