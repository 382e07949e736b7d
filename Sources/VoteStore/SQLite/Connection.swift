internal import CSQLite
import VoteCore

#if canImport(Glibc)
import Glibc
#endif

/// The one owner of a `sqlite3` connection handle, closed in `deinit`.
///
/// Not `Sendable`: a connection is opened with `SQLITE_OPEN_NOMUTEX` and must be used by one
/// thread at a time. Every ``Statement`` keeps its connection alive, so the handle is never
/// closed underneath a prepared statement.
final class Connection {
    let handle: OpaquePointer
    let path: String

    /// Opens (creating if needed) the database file at `path`; the parent directory must exist.
    ///
    /// Opening reads nothing from the file: SQLite looks at the header on the first query.
    init(path: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX
        // A relative path that starts "file:" is a file of that name, not a URI (which the
        // system's SQLite would read as one, opening another file than the one named).
        let opened = path.hasPrefix("file:") ? "./" + path : path
        let resultCode = sqlite3_open_v2(opened, &handle, flags, nil)
        guard resultCode == SQLITE_OK, let handle else {
            let error = SQLiteError(resultCode: resultCode, connection: handle, sql: nil)
            // A failed open may still allocate a handle; it must be closed all the same.
            sqlite3_close_v2(handle)
            throw error
        }
        (self.handle, self.path) = (handle, path)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Whether SQLite fell back to read-only access (the file or its directory is not writable).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Which of the files this connection has open is no longer the one at its path.
    enum Displacement {
        case none
        /// The database file: deleted, or moved aside and perhaps replaced (a backup restored
        /// over it, its directory removed).
        case file
        /// Only the `-wal` file or its index, the `-shm` (deleted, or moved aside), the database
        /// file still in place.
        case writeAheadLog
    }

    /// Whether the database's files this connection has open are still the ones at its path.
    ///
    /// In WAL mode SQLite goes on writing into files no longer at the path, so every commit would
    /// vanish with them (and a process opening the path meanwhile would make a `-wal` or `-shm` of
    /// its own beside them); ``writeTransactionOrRollback(_:)`` asks before each commit. It costs
    /// a `stat` of each of the three files. An in-memory database has no path and has never moved.
    var displacement: Displacement {
        var moved: Int32 = 0
        if sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK, moved != 0 {
            return .file
        }
        for (suffix, identity) in writeAheadLog where FileIdentity(path: path + suffix) != identity {
            return .writeAheadLog
        }
        return .none
    }

    /// The `-wal` and `-shm` files this connection has open, once in WAL mode
    /// (``rememberWriteAheadLog()``); SQLite keeps them open, at the same paths, for as long as the
    /// connection is.
    private var writeAheadLog: [(suffix: String, identity: FileIdentity)] = []

    /// Notes which files the `-wal` and `-shm` at the path are: the ones this connection has open,
    /// once it has read the database in WAL mode. Without them there (not in WAL mode) there is
    /// nothing to watch.
    func rememberWriteAheadLog() {
        writeAheadLog = ["-wal", "-shm"].compactMap { suffix in FileIdentity(path: path + suffix).map { (suffix, $0) } }
    }

    /// Throws ``SQLiteError/databaseMoved`` unless `displacement` is `.none`. A `-wal` taken from
    /// under a database file still in place holds commits the file does not have yet: they are
    /// checkpointed into the file first (as far as other connections let), so none is lost with
    /// it (nor with a `-shm` taken away, which others would no longer share). Called outside a
    /// transaction.
    func refuse(_ displacement: Displacement) throws(SQLiteError) {
        switch displacement {
        case .none:
            return
        case .writeAheadLog:
            if sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil) != SQLITE_OK {
                sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            }
            throw .databaseMoved
        case .file:
            throw .databaseMoved
        }
    }

    /// Whether no transaction is open.
    var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// The number of rows the most recent INSERT, UPDATE or DELETE changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the most recent successful INSERT.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Keeps the `-wal` and `-shm` files when the last connection closes (after its checkpoint has
    /// emptied the WAL), so the next process reuses them instead of creating, sizing and deleting
    /// both again: a dozen file-system calls, two of them journaled creates, on every command.
    func keepWriteAheadLogFilesOnClose() {
        var persist: Int32 = 1
        sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
    }

    /// How long lock waits retry before failing with `SQLITE_BUSY`, in milliseconds.
    private(set) var busyTimeoutMilliseconds: Int32 = 0

    /// Called once when a write transaction has waited `after` milliseconds for the write lock
    /// and goes on waiting, so that a person is not left wondering why nothing happens.
    var lockWaitNotice: (after: Int32, notify: () -> Void)?

    /// Makes lock waits retry for up to `milliseconds` before failing with `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        busyTimeoutMilliseconds = milliseconds
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Switches the database to WAL mode, waiting out other connections as a lock wait would.
    ///
    /// The switch needs the database to itself, and SQLite answers `SQLITE_BUSY` at once, without
    /// calling the busy handler, when another connection is reading or writing: two first opens of
    /// a new file at the same moment would fail. So the switch is retried, a millisecond apart,
    /// for up to the busy timeout.
    func enableWriteAheadLog() throws(SQLiteError) {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(busyTimeoutMilliseconds)))
        while true {
            do {
                _ = try scalarText(SQL.enableWAL)
                return
            } catch  where error.code == SQLiteError.busy && ContinuousClock.now < deadline {
                usleep(1_000)
            }
        }
    }

    /// Runs one or more SQL statements that take no parameters and return no rows worth reading.
    func execute(_ sql: String) throws(SQLiteError) {
        let resultCode = sqlite3_exec(handle, sql, nil, nil, nil)
        guard resultCode == SQLITE_OK else {
            throw SQLiteError(resultCode: resultCode, connection: handle, sql: sql)
        }
    }

    /// Prepares `sql` for repeated use.
    func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(sql: sql, connection: self)
    }

    /// Runs a single-row, single-column query, such as a PRAGMA, and returns its text.
    func scalarText(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.optionalString(at: 0) : nil
    }

    /// Runs a single-row, single-column query and returns its integer.
    func scalarInt(_ sql: String) throws(SQLiteError) -> Int64 {
        let statement = try prepare(sql)
        return try statement.step() ? statement.int64(at: 0) : 0
    }

    /// Runs `body` in one read transaction, so its statements all see the same committed
    /// database; inside a transaction already open, in that one.
    func readTransaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        guard isAutocommit else { return try body() }
        try execute(SQL.beginRead)
        do {
            let value = try body()
            try execute(SQL.commit)
            return value
        } catch {
            rollback()
            throw error
        }
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if it or the commit throws.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock up front (waiting out the busy timeout), so a
    /// transaction never fails half-way because another connection wrote first.
    func writeTransaction<T, E: Error>(
        _ body: () throws(E) -> T
    ) throws(TransactionError<E>) -> T {
        try writeTransactionOrRollback { () throws(E) in (try body(), TransactionCompletion.commit) }
    }

    /// Runs `body` inside `BEGIN IMMEDIATE`, then commits or rolls back as `body` decides (a dry
    /// run rolls back: an outcome, not an error); rolls back if it or the commit throws.
    func writeTransactionOrRollback<T, E: Error>(
        _ body: () throws(E) -> (T, TransactionCompletion)
    ) throws(TransactionError<E>) -> T {
        do {
            try beginImmediate()
        } catch {
            throw .sqlite(error)
        }
        let value: T
        let completion: TransactionCompletion
        do {
            (value, completion) = try body()
        } catch {
            rollback()
            throw .body(error)
        }
        if completion == .rollback {
            rollback()
            return value
        }
        // Checked last, so that the window in which a move goes unseen is one COMMIT long.
        let displacement = self.displacement
        if displacement != .none {
            rollback()
            do {
                try refuse(displacement)
            } catch {
                throw .sqlite(error)
            }
        }
        do {
            try execute(SQL.commit)
        } catch {
            rollback()
            throw .sqlite(error)
        }
        return value
    }

    /// `BEGIN IMMEDIATE`, waiting the busy timeout in two stages when a notice is wanted: the
    /// notice's delay, the notice, then the rest.
    private func beginImmediate() throws(SQLiteError) {
        guard let notice = lockWaitNotice, notice.after < busyTimeoutMilliseconds else {
            return try execute(SQL.beginImmediate)
        }
        let total = busyTimeoutMilliseconds
        sqlite3_busy_timeout(handle, notice.after)
        defer { sqlite3_busy_timeout(handle, total) }
        do {
            try execute(SQL.beginImmediate)
        } catch  where error.code == SQLiteError.busy {
            notice.notify()
            sqlite3_busy_timeout(handle, total - notice.after)
            try execute(SQL.beginImmediate)
        }
    }

    /// Ends the open transaction, discarding its changes.
    ///
    /// Some failures (`SQLITE_FULL`, `SQLITE_IOERR`) roll back on their own; then there is nothing
    /// left to do. A failing ROLLBACK leaves nothing to recover, so its code is not reported.
    func rollback() {
        guard !isAutocommit else { return }
        sqlite3_exec(handle, SQL.rollback, nil, nil, nil)
    }
}

/// How a transaction whose body succeeded ends.
enum TransactionCompletion: Equatable {
    /// Keep its changes.
    case commit
    /// Discard its changes (a dry run).
    case rollback
}

/// Why ``Connection/writeTransaction(_:)`` failed: SQLite itself, or the caller's body.
enum TransactionError<Failure: Error>: Error {
    case sqlite(SQLiteError)
    case body(Failure)
}

@available(*, unavailable)
extension Connection: Sendable {}
