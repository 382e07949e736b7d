import VoteStore

extension DatabaseLocation {
    /// Resolves the location as ``resolve(explicit:environment:)`` does, with votectl's exit codes:
    /// a bad `--db` value is a usage error (64), a missing home a failure (1).
    static func resolve(explicit: String?, environment: Environment) throws(CommandFailure) -> DatabaseLocation {
        do {
            return try resolve(explicit: explicit) { environment[$0] }
        } catch {
            switch error {
            case .emptyPath, .standardInput: throw CommandFailure(.usage, error.description)
            case .noHome, .cannotCreateFolder: throw CommandFailure(.failure, error.description)
            }
        }
    }

    /// Creates the missing folders of a default location (exit 73 when one cannot be made).
    func createFolders() throws(CommandFailure) {
        do {
            try createFoldersIfNeeded()
        } catch {
            throw CommandFailure(.cannotCreate, error.description)
        }
    }
}
