import VoteCommandLine
import VoteCore

extension DatabaseLocation {
    /// Resolves the location with the documented exit statuses (``resolveForCommand(explicit:option:environment:)``).
    static func resolve(
        explicit: String?,
        option: String = "--db",
        environment: Environment
    ) throws(CommandFailure) -> DatabaseLocation {
        try resolveForCommand(explicit: explicit, option: option) { environment[$0] }
    }
}
