import VoteCommandLine
import VoteCore

extension DatabaseLocation {
    /// Resolves the location with the documented exit statuses (``resolveForCommand(explicit:environment:)``).
    static func resolve(explicit: String?, environment: Environment) throws(CommandFailure) -> DatabaseLocation {
        try resolveForCommand(explicit: explicit) { environment[$0] }
    }
}
