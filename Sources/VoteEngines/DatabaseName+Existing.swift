import Foundation
package import VoteCore

extension DatabaseName {
    /// Opens the database, which must exist: a SQLite file missing from its path (deleted, or its
    /// directory removed, under a running server) is ``VoteStoreError/databaseMoved(path:)``,
    /// never an empty database made anew in its place.
    package func openExisting() throws(VoteStoreError) -> any VoteDatabase {
        if case .sqlite(let path) = self, path != ":memory:", !FileManager.default.fileExists(atPath: path) {
            throw .databaseMoved(path: path)
        }
        return try open()
    }
}
