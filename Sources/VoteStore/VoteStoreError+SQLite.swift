import VoteCore

extension VoteStoreError {
    /// Translates a SQLite failure into the case a user can act on, for the database at `path`.
    init(_ error: SQLiteError, path: String) {
        switch error.code {
        case SQLiteError.busy, SQLiteError.locked: self = .busy(path: path)
        case SQLiteError.readOnly where error.extendedCode == SQLiteError.readOnlyMoved:
            self = .databaseMoved(path: path)
        case SQLiteError.readOnly: self = .readOnly(path: path)
        case SQLiteError.diskFull: self = .diskFull(path: path)
        case SQLiteError.notADatabase: self = .notADatabase(path: path)
        // The only arithmetic PetVote's SQL writes is adding counts of votes into the tallies'
        // INTEGER columns; SQLite turns a sum past Int64 into a REAL, which the STRICT tables refuse.
        case SQLiteError.constraint where error.extendedCode == SQLiteError.constraintDatatype:
            self = .countsOutOfRange
        case SQLiteError.cannotOpen: self = .cannotOpen(path: path, reason: error.message)
        case SQLiteError.ioError where SQLiteError.failedWrites.contains(error.extendedCode):
            self = .writeFailed(path: path, reason: error.message)
        default: self = .database(error)
        }
    }
}
