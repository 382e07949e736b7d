import Foundation
import VoteCommandLine
import VoteCore
import VoteStore

/// A copy of a SQLite database made by an older PetVote, for a command promised to leave it
/// as it is (an import's dry run, the source of `migrate`).
///
/// Opening such a file upgrades its schema, which such a command must not do: the file is copied
/// as one snapshot, and the copy opened (and upgraded) in its place. The copy and its `-wal` and
/// `-shm` are removed with this value.
final class UpgradedCopy {
    /// The copy's path, in the system's folder for temporary files.
    let path: String

    private init(path: String) {
        self.path = path
    }

    deinit {
        DatabaseLocation.removeSQLiteFiles(at: path)
    }

    /// A copy of the database at `original` when its schema is older than this PetVote's, else
    /// `nil`: then nothing opening it does changes it.
    static func ifOlderSchema(_ original: String) throws(VoteStoreError) -> UpgradedCopy? {
        guard try SQLiteVoteStore.hasOlderSchema(path: original) else { return nil }
        let copy = UpgradedCopy(
            path: FileManager.default.temporaryDirectory
                .appendingPathComponent("votectl-upgraded-\(UUID().uuidString).db").path
        )
        try SQLiteVoteStore.copy(databaseAt: original, to: copy.path)
        return copy
    }
}
