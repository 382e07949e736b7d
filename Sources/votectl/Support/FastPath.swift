import VoteBoard
import VoteCore

/// The invocations people and scripts run most, parsed without ArgumentParser.
///
/// ArgumentParser builds its argument sets by reflection on every run (and checks each command line
/// for `--generate-completion-script` by parsing it twice more): measured with callgrind, about 13
/// million instructions, two thirds of a whole `votectl vote Cat`. Start-up is the budget of a
/// command that does one vote, so the plain forms below skip it:
///
///     votectl vote PET [--count N | -c N] [--db PATH]
///     votectl board [--json] [--ascii] [--width N] [--color auto|always|never] [--since TIME]
///                   [--until TIME] [--db PATH]
///
/// Anything else (help, other options, `--name=value`, repeated options, values out of range, a
/// name ArgumentParser would reject) returns `nil` and goes through ArgumentParser, which owns every
/// error message; both paths run the same code once parsed.
enum FastPath {
    /// A parsed invocation.
    enum Invocation: Hashable, Sendable {
        case vote(pet: String, count: Int, db: String?)
        case board(BoardRequest, db: String?)

        /// Whether running it changes the database (a board only reads).
        var changesData: Bool {
            switch self {
            case .vote: true
            case .board: false
            }
        }

        /// Runs the command, as its ArgumentParser `run()` would.
        func run() throws {
            switch self {
            case .vote(let pet, let count, let db):
                try Votectl.Vote.cast(pet: pet, count: count, db: db)
            case .board(let request, let db):
                try request.show(db: db)
            }
        }
    }

    /// The invocation `arguments` (without the program name) spell, or `nil` to use ArgumentParser.
    static func parse(_ arguments: [String]) -> Invocation? {
        guard let command = arguments.first else { return nil }
        var rest = arguments.dropFirst()
        switch command {
        case "vote": return parseVote(&rest)
        case "board": return parseBoard(&rest)
        default: return nil
        }
    }

    private static func parseVote(_ rest: inout ArraySlice<String>) -> Invocation? {
        var pet: String?
        var count: Int?
        var db: String?
        while let token = rest.popFirst() {
            switch token {
            case "--count", "-c":
                guard count == nil, let value = rest.popFirst().flatMap({ Int($0) }),
                    VoteStoreError.countRange.contains(value)
                else { return nil }
                count = value
            case "--db":
                // ArgumentParser reads a value starting with "-" as an option, not as the path.
                guard db == nil, let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                db = value
            default:
                guard pet == nil, !token.hasPrefix("-"), (try? PetNameArgument.validate(token)) != nil else {
                    return nil
                }
                pet = token
            }
        }
        guard let pet else { return nil }
        return .vote(pet: pet, count: count ?? 1, db: db)
    }

    private static func parseBoard(_ rest: inout ArraySlice<String>) -> Invocation? {
        var request = BoardRequest()
        var db: String?
        var seen: Set<String> = []
        while let token = rest.popFirst() {
            guard seen.insert(token).inserted else { return nil }
            switch token {
            case "--json":
                request.json = true
            case "--ascii":
                request.ascii = true
            case "--width":
                guard let value = rest.popFirst().flatMap({ Int($0) }), TerminalSettings.widthRange.contains(value)
                else { return nil }
                request.width = value
            case "--color":
                guard let value = rest.popFirst().flatMap(TerminalSettings.ColorChoice.init(rawValue:)) else {
                    return nil
                }
                request.color = value
            case "--since":
                guard let value = rest.popFirst().flatMap(ISO8601Timestamp.date(from:)) else { return nil }
                request.since = value
            case "--until":
                guard let value = rest.popFirst().flatMap(ISO8601Timestamp.date(from:)) else { return nil }
                request.until = value
            case "--db":
                guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                db = value
            default:
                return nil
            }
        }
        guard !VoteWindow(since: request.since, until: request.until).isEmpty else { return nil }
        return .board(request, db: db)
    }
}
