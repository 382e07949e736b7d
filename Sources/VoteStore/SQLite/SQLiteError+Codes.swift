internal import CSQLite
import VoteCore

extension SQLiteError {
    /// Reads the message of the connection's most recent failure.
    ///
    /// The connection is opened with `SQLITE_OPEN_EXRESCODE`, so `resultCode` is already extended.
    init(resultCode: Int32, connection: OpaquePointer?, sql: String?) {
        let message =
            connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            ?? String(cString: sqlite3_errstr(resultCode))
        self.init(extendedCode: resultCode, message: message, sql: sql)
    }
}

// The primary codes import from sqlite3.h; the extended ones are function-like macros Swift
// cannot import, so they are spelled out here.
extension SQLiteError {
    /// An operation ended because its transaction was rolled back underneath it.
    static let abort = SQLITE_ABORT
    static let busy = SQLITE_BUSY
    static let locked = SQLITE_LOCKED
    static let readOnly = SQLITE_READONLY
    static let diskFull = SQLITE_FULL
    static let cannotOpen = SQLITE_CANTOPEN
    static let ioError = SQLITE_IOERR
    /// `SQLITE_IOERR_WRITE` (778, also a write past `ulimit -f`), `_FSYNC` (1034), `_DIR_FSYNC`
    /// (1290) and `_TRUNCATE` (1546): the writes the operating system refused.
    static let failedWrites: Set<Int32> = [
        SQLITE_IOERR | (3 << 8), SQLITE_IOERR | (4 << 8), SQLITE_IOERR | (5 << 8), SQLITE_IOERR | (6 << 8),
    ]
    /// `SQLITE_READONLY_DBMOVED` (1032): the file was moved or deleted since it was opened.
    static let readOnlyMoved = SQLITE_READONLY | (4 << 8)
    /// What a write into a moved file fails with: SQLite's own code for it, which it reports
    /// itself only in rollback-journal mode.
    static let databaseMoved = SQLiteError(
        extendedCode: readOnlyMoved,
        message: "the database file was moved or deleted since it was opened",
        sql: nil
    )
    static let notADatabase = SQLITE_NOTADB
    static let constraint = SQLITE_CONSTRAINT
    /// `SQLITE_CONSTRAINT_UNIQUE` (2067).
    static let constraintUnique = SQLITE_CONSTRAINT | (8 << 8)
    /// `SQLITE_CONSTRAINT_FOREIGNKEY` (787).
    static let constraintForeignKey = SQLITE_CONSTRAINT | (3 << 8)
    /// `SQLITE_CONSTRAINT_DATATYPE` (3091): a value of the wrong type for a `STRICT` table's column.
    static let constraintDatatype = SQLITE_CONSTRAINT | (12 << 8)
}
