import VoteImport
import VoteStore

extension CommandFailure {
    /// The failure votectl reports for `error`, or `nil` for errors ArgumentParser reports itself
    /// (usage errors, help and version requests, `ExitCode`).
    init?(translating error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let storeError as VoteStoreError:
            self.init(storeError)
        case let rowError as ImportRowError:
            self.init(.dataError, rowError.votectlDescription)
        default:
            return nil
        }
    }

    /// The store's own words for `error` (VoteStoreError's description is the one catalogue of
    /// messages), with the option to use where the command line has one, and the exit status.
    init(_ error: VoteStoreError) {
        switch error {
        case .petHasVotes:
            self.init(Self.status(of: error), error.description + " Use --force to remove it with its votes.")
        default:
            self.init(Self.status(of: error), error.description)
        }
    }

    /// The documented exit status of a store failure.
    static func status(of error: VoteStoreError) -> ExitStatus {
        switch error {
        case .unknownPet, .duplicatePet, .invalidPetName, .invalidCount, .ballotReused, .invalidBallotID, .petHasVotes,
            .notADatabase,
            .foreignDatabase, .newerSchema, .cannotOpen, .database, .authenticationFailed, .databaseMissing, .server,
            .targetNotEmpty, .connectionRejected, .tlsFailed:
            // Retrying cannot help these: a person must change the URL, the server or its rules.
            .failure
        case .readOnly, .readOnlyDirectory, .permissionDenied, .diskFull, .writeFailed:
            .cannotCreate
        case .busy, .serverUnreachable:
            .temporaryFailure
        }
    }
}
