import Glibc
public import VoteCore

extension SQLiteVoteStore {
    /// Whether the PetVote database at `path` was made by an older PetVote, so that opening it
    /// (``init(path:)``) would upgrade its schema. Reads only; no file, one that is not a PetVote
    /// database, or a newer one answers `false`, and opening it does what it always does.
    public static func hasOlderSchema(path: String) throws(VoteStoreError) -> Bool {
        guard path != ":memory:", access(path, F_OK) == 0 else { return false }
        do {
            let connection = try Connection(path: path)
            connection.keepWriteAheadLogFilesOnClose()
            switch try StoredSchema.read(from: connection) {
            case .unmarkedVersion1: return true
            case .petVote(let version): return version < Migrations.latestVersion
            case .empty, .foreign: return false
            }
        } catch {
            throw VoteStoreError(error, path: path)
        }
    }

    /// Writes a copy of the database at `path` to the new file `copyPath`, as one snapshot of it
    /// (`VACUUM INTO`): the original is only read, and writers may go on meanwhile.
    public static func copy(databaseAt path: String, to copyPath: String) throws(VoteStoreError) {
        do {
            let connection = try Connection(path: path)
            connection.keepWriteAheadLogFilesOnClose()
            let statement = try connection.prepare(SQL.vacuumInto)
            try statement.bind(copyPath, at: 1)
            _ = try statement.step()
        } catch {
            throw VoteStoreError(error, path: path)
        }
    }
}
