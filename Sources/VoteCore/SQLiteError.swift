/// A failure reported by SQLite, kept with its extended result code and the SQL that caused it.
///
/// `SQLiteVoteStore` (module `VoteStore`) translates the failures a user can act on (a locked,
/// read-only or full database, a file that is not a database) into ``VoteStoreError`` cases;
/// everything else reaches callers as ``VoteStoreError/database(_:)`` wrapping this value.
///
/// Match on ``extendedCode`` or ``code``, never on ``message``: the text is SQLite's English and may
/// change between SQLite versions.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code, such as 2067 (`SQLITE_CONSTRAINT_UNIQUE`).
    public let extendedCode: Int32
    /// The message SQLite gave (`sqlite3_errmsg`).
    public let message: String
    /// The SQL being prepared or run when SQLite failed, if any.
    public let sql: String?

    /// The primary result code (the low byte of ``extendedCode``), such as 19 (`SQLITE_CONSTRAINT`).
    public var code: Int32 { extendedCode & 0xFF }

    /// A one-line account of the failure: code, message and SQL.
    public var description: String {
        var text = "SQLite error \(extendedCode): \(message)"
        if let sql { text += " (while running: \(sql))" }
        return text
    }

    package init(extendedCode: Int32, message: String, sql: String?) {
        (self.extendedCode, self.message, self.sql) = (extendedCode, message, sql)
    }
}
