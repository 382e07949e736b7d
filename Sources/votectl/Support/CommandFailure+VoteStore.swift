import VoteCommandLine
import VoteImport
import VoteCore

extension CommandFailure {
    /// The failure votectl reports for `error`, or `nil` for errors ArgumentParser reports itself
    /// (usage errors, help and version requests, `ExitCode`).
    init?(translating error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case VoteStoreError.petHasVotes(let name, let votes):
            // The store's words, with votectl's way to force the removal.
            self.init(.failure, VoteStoreError.petHasVotes(name: name, votes: votes, force: "Use --force"))
        case let storeError as VoteStoreError:
            self.init(storeError)
        case let rowError as ImportRowError:
            self.init(.dataError, rowError.votectlDescription(db: nil))
        default:
            return nil
        }
    }
}
