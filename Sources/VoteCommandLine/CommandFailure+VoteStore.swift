public import VoteCore

extension CommandFailure {
    /// The store's own words for `error` (VoteStoreError's description is the one catalogue of
    /// messages) with its documented exit status.
    public init(_ error: VoteStoreError) {
        self.init(Self.status(of: error), error.description)
    }

    /// The documented exit status of a store failure.
    public static func status(of error: VoteStoreError) -> ExitStatus {
        switch error {
        case .unknownPet, .duplicatePet, .invalidPetName, .invalidCount, .ballotReused, .invalidBallotID, .petHasVotes,
            .notADatabase,
            .foreignDatabase, .foreignSchema, .newerSchema, .cannotOpen, .database, .authenticationFailed,
            .databaseMissing, .server,
            .targetNotEmpty, .copyMismatch, .connectionRejected, .tlsFailed, .countsOutOfRange:
            // Retrying cannot help these: a person must change the URL, the server or its rules.
            .failure
        case .readOnly, .readOnlyServer, .readOnlyDirectory, .permissionDenied, .diskFull, .writeFailed:
            .cannotCreate
        case .busy, .serverUnreachable, .databaseMoved:
            .temporaryFailure
        }
    }
}

extension DatabaseLocation {
    /// Resolves the location as ``resolve(explicit:option:environment:)`` does, with the documented
    /// exit statuses: a bad `--db` (or `option`) value is a usage error (64), a missing home a failure (1).
    public static func resolveForCommand(
        explicit: String?,
        option: String = "--db",
        environment: (String) -> String?
    ) throws(CommandFailure) -> DatabaseLocation {
        do {
            return try resolve(explicit: explicit, option: option, environment: environment)
        } catch {
            switch error {
            case .emptyPath, .standardInput: throw CommandFailure(.usage, error.description)
            case .noHome, .missingHome, .cannotCreateFolder, .noDatabase, .noSchema:
                throw CommandFailure(.failure, error.description)
            }
        }
    }

    /// Creates the missing folders of a default location (exit 73 when one cannot be made; 1 when
    /// the home folder they go in is not there).
    public func createFolders() throws(CommandFailure) {
        do {
            try createFoldersIfNeeded()
        } catch {
            guard case .missingHome = error else { throw CommandFailure(.cannotCreate, error.description) }
            throw CommandFailure(.failure, error.description)
        }
    }
}
