/// Lets `--db PATH` come before the subcommand, as in `votectl --db votes.db board`.
///
/// ArgumentParser reads an option only where its command declares it, and `--db` belongs to every
/// subcommand rather than to `votectl` itself; users of git, sqlite-utils and redis-cli expect
/// connection options first, so a leading `--db PATH` (or `--db=PATH`) is moved to the end of the
/// subcommand's arguments, before any `--` that ends its options.
enum DatabaseOptionPlacement {
    /// `arguments` (without the program name) with a leading `--db` option moved after the subcommand.
    static func normalized(_ arguments: [String]) -> [String] {
        let option: ArraySlice<String>
        guard let first = arguments.first else { return arguments }
        if first == "--db", arguments.count >= 3 {
            option = arguments[0...1]
        } else if first.hasPrefix("--db=") {
            option = arguments[0...0]
        } else {
            return arguments
        }
        var rest = Array(arguments[option.endIndex...])
        guard let subcommand = rest.first, !subcommand.hasPrefix("-") else { return arguments }
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: option, at: end)
        return rest
    }
}
