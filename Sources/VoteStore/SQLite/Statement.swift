internal import CSQLite
import VoteCore

/// The one owner of a prepared `sqlite3_stmt`, finalized in `deinit`.
///
/// Binding indexes are 1-based, column indexes 0-based, as in SQLite. Call ``reset()`` before
/// reusing a statement; bindings survive a reset, so a value that is the same for every row
/// (an import's source) is bound once.
final class Statement {
    let sql: String
    private let handle: OpaquePointer
    private let connection: Connection  // outlives every statement it prepared

    init(sql: String, connection: Connection) throws(SQLiteError) {
        var handle: OpaquePointer?
        let resultCode = sqlite3_prepare_v2(connection.handle, sql, -1, &handle, nil)
        guard resultCode == SQLITE_OK else {
            throw SQLiteError(resultCode: resultCode, connection: connection.handle, sql: sql)
        }
        guard let handle else {  // blank SQL compiles to SQLITE_OK and a NULL statement
            throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "empty statement", sql: sql)
        }
        (self.sql, self.handle, self.connection) = (sql, handle, connection)
    }

    deinit { sqlite3_finalize(handle) }

    // MARK: Binding

    func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    func bind(_ value: Int, at index: Int32) throws(SQLiteError) {
        try bind(Int64(value), at: index)
    }

    func bind(_ value: String?, at index: Int32) throws(SQLiteError) {
        guard let value else {
            try check(sqlite3_bind_null(handle, index))
            return
        }
        // SQLite copies the bytes (SQLITE_TRANSIENT, through the shim), so the buffer may go.
        let resultCode =
            value.utf8.withContiguousStorageIfAvailable { bytes in
                guard let base = bytes.baseAddress else { return csqlite_bind_text(handle, index, "", 0) }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                    csqlite_bind_text(handle, index, text, Int32(bytes.count))
                }
            }
            ?? value.withCString { csqlite_bind_text(handle, index, $0, -1) }
        try check(resultCode)
    }

    private func check(_ resultCode: Int32) throws(SQLiteError) {
        guard resultCode == SQLITE_OK else {
            throw SQLiteError(resultCode: resultCode, connection: connection.handle, sql: sql)
        }
    }

    // MARK: Running

    /// Advances to the next row: `true` on a row, `false` when done; throws on any failure.
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let resultCode: throw SQLiteError(resultCode: resultCode, connection: connection.handle, sql: sql)
        }
    }

    /// Rewinds the statement so it can run again, releasing any read snapshot it held.
    ///
    /// `sqlite3_reset` repeats the code of a failed step, which ``step()`` already threw.
    func reset() {
        sqlite3_reset(handle)
    }

    // MARK: Reading the current row

    func int64(at column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    func int(at column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    func optionalInt(at column: Int32) -> Int? {
        isNull(at: column) ? nil : int(at: column)
    }

    func isNull(at column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    func optionalString(at column: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column's text; a NULL reads as the empty string.
    func string(at column: Int32) -> String {
        optionalString(at: column) ?? ""
    }
}

@available(*, unavailable)
extension Statement: Sendable {}
