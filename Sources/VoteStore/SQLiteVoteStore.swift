import Foundation
public import VoteCore

/// A durable store of pets and votes, kept in one SQLite database file.
///
/// Every change runs in one `BEGIN IMMEDIATE` transaction that is rolled back on any error, so a
/// failed call leaves the database exactly as it was. Each vote is kept as a row (pet, time,
/// source, count) for auditing, and a per-pet tally updated in the same transaction keeps
/// ``standings(since:until:)`` O(pets).
///
/// A call that casts `count` votes, like an import line with a count, writes one row carrying
/// that count rather than `count` identical rows: the audit trail keeps every cast, a million
/// votes cost one row, and both the tally and time-window standings sum the counts.
///
/// ```swift
/// let store = try SQLiteVoteStore(path: "votes.db")   // a new database holds Cat, Goldfish and Dog
/// try store.vote(for: "cat")                     // names ignore case
/// for entry in try store.standings().entries {
///     print(entry.rank, entry.pet.name, entry.votes)
/// }
/// ```
///
/// A store owns one SQLite connection and is not `Sendable`: give each thread or process its
/// own. Connections on one file coordinate through SQLite's locks: the database runs in WAL mode
/// (readers never block the writer) and a writer waits up to ``busyTimeout`` for another
/// writer before failing with ``VoteStoreError/busy(path:)``.
///
/// Durability: `synchronous = FULL`, so a vote acknowledged by a returning call survives a crash
/// or power loss.
public final class SQLiteVoteStore {
    /// How long a write waits for another connection's write lock before giving up.
    public static let busyTimeout: Duration = .seconds(30)

    let connection: Connection
    /// The path the store was opened with, used in error messages.
    let path: String
    /// Prepared statements reused across calls, with their SQL.
    ///
    /// A list rather than a dictionary: there are about a dozen, and the first use of a
    /// `Dictionary<String, Statement>` makes the runtime build its metadata and look up
    /// `String: Hashable` among every conformance in the binary, a tenth of a millisecond
    /// that a one-vote process cannot spare. Statements hold the connection, never the other way
    /// round, so there is no retain cycle.
    private var statements: [(sql: String, statement: Statement)] = []

    /// Opens the database at `path`, creating and migrating it as needed.
    ///
    /// A new database starts with the pets Cat, Goldfish and Dog, in that order, with no votes.
    /// The parent directory must already exist: creating it is the caller's decision.
    ///
    /// Before anything is written, the file is checked read-only: a file that is not a SQLite
    /// database, or one whose schema is newer than this code, is refused and left byte-for-byte
    /// untouched.
    ///
    /// - Parameter path: A file path, or `":memory:"` for a private in-memory database.
    /// - Throws: ``VoteStoreError/notADatabase(path:)``,
    ///   ``VoteStoreError/newerSchema(path:found:supported:)``,
    ///   ``VoteStoreError/cannotOpen(path:reason:)`` (missing directory, a directory given as the
    ///   path, …), ``VoteStoreError/readOnly(path:)`` when a read-only database needs migrating,
    ///   ``VoteStoreError/busy(path:)``, or ``VoteStoreError/database(_:)``.
    public convenience init(path: String) throws(VoteStoreError) {
        try self.init(path: path, busyTimeout: Self.busyTimeout)
    }

    /// Opens the database at `path`, waiting at most `busyTimeout` for other writers (tests
    /// use a short one to see ``VoteStoreError/busy(path:)`` quickly).
    init(path: String, busyTimeout: Duration) throws(VoteStoreError) {
        self.path = path
        let isFile = path != ":memory:" && !path.isEmpty
        if isFile, let reason = Self.reasonItCannotBeOpened(path) {
            throw .cannotOpen(path: path, reason: reason)
        }
        if isFile { try Self.checkPermissions(path) }
        do {
            connection = try Connection(path: path)
        } catch {
            throw error.code == SQLiteError.cannotOpen
                ? .cannotOpen(path: path, reason: "SQLite could not open or create the file (\(error.message))")
                : VoteStoreError(error, path: path)
        }
        if isFile { connection.keepWriteAheadLogFilesOnClose() }
        connection.setBusyTimeout(milliseconds: busyTimeout.sqliteMilliseconds)
        try translating { () throws(SQLiteError) in
            // Read-only checks first: nothing below the version check may write.
            _ = try connection.scalarInt(SQL.probe)
        }
        try migrate(enableWAL: isFile)
        if isFile { connection.rememberWriteAheadLog() }
    }

    /// Calls `notify` once whenever a write has waited `delay` for another process's write lock
    /// and goes on waiting (up to ``busyTimeout`` in all), so a command line can say why it pauses.
    public func onLockWait(after delay: Duration, _ notify: @escaping () -> Void) {
        connection.lockWaitNotice = (delay.sqliteMilliseconds, notify)
    }

    /// Makes each later write wait at most `timeout` for another process's write lock (instead of
    /// ``busyTimeout``).
    public func limitLockWait(to timeout: Duration) {
        connection.setBusyTimeout(milliseconds: max(1, timeout.sqliteMilliseconds))
    }

    /// Throws ``VoteStoreError/databaseMoved(path:)`` when the file open, or its `-wal`, is no
    /// longer the one at ``path`` (a `-wal` taken from under the file is checkpointed into it
    /// first); a `stat` of each.
    public func checkLocation() throws(VoteStoreError) {
        do {
            try connection.refuse(connection.displacement)
        } catch {
            throw .databaseMoved(path: path)
        }
    }

    /// Takes the write lock, as a vote's transaction does first, and lets it go at once, writing
    /// nothing; ``VoteStoreError/busy(path:)`` when another process holds it past the lock wait,
    /// ``VoteStoreError/readOnly(path:)`` when SQLite opened the file read-only (this user may
    /// not write it, or its folder).
    public func checkWritable() throws(VoteStoreError) {
        if connection.isReadOnly { throw .readOnly(path: path) }
        try translating { () throws(SQLiteError) in
            try connection.execute(SQL.beginImmediate)
            connection.rollback()
        }
    }

    /// Opens a private, empty in-memory database (seeded with Cat, Goldfish and Dog), for tests
    /// and previews.
    public static func inMemory() throws(VoteStoreError) -> SQLiteVoteStore {
        try SQLiteVoteStore(path: ":memory:")
    }

    /// Throws what opening (and so creating) a database at `path` would throw for its place
    /// alone: a missing or read-only folder, a directory given as the path. Creates nothing: for a
    /// dry run that answers for a database not made yet.
    public static func checkPlace(forNewDatabaseAt path: String) throws(VoteStoreError) {
        if let reason = reasonItCannotBeOpened(path) { throw .cannotOpen(path: path, reason: reason) }
        try checkPermissions(path)
    }

    /// Refuses, before SQLite tries, a file this user may not read and a new file in a folder it
    /// may not write, so the message names the cause rather than SQLite's "unable to open".
    private static func checkPermissions(_ path: String) throws(VoteStoreError) {
        if access(path, F_OK) == 0 {
            if access(path, R_OK) != 0, errno == EACCES { throw .permissionDenied(path: path) }
            return
        }
        let directory = parentDirectory(of: path)
        if access(directory, W_OK) != 0, errno == EACCES || errno == EROFS {
            throw .readOnlyDirectory(path: path, directory: directory)
        }
    }

    /// Explains why `path` cannot hold a database, or returns `nil` if SQLite may try.
    private static func reasonItCannotBeOpened(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: return nil
            case S_IFDIR: return "it is a directory; give the path of a database file"
            // A FIFO, a device (/dev/null), a socket: SQLite would fail with an I/O error.
            default: return "it is not a regular file; give the path of a database file"
            }
        }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let directory = parentDirectory(of: path)
        guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            // Only a shell expands `~`; in a variable or a quoted argument it is a folder's name.
            let tilde = path.hasPrefix("~") ? " (a ~ is expanded only by a shell: write the home folder's path)" : ""
            return "the directory \(directory) does not exist; create it first\(tilde)"
        }
        return isDirectory.boolValue ? nil : "\(directory) is not a directory"
    }

    /// The folder holding `path`, as an absolute path: the path's own text up to its last `/`,
    /// after the working directory when relative (no `~` expanded, as the file system does not).
    private static func parentDirectory(of path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        guard let slash = absolute.lastIndex(of: "/") else { return "/" }
        let directory = String(absolute[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    // MARK: Schema

    private func migrate(enableWAL: Bool) throws(VoteStoreError) {
        let supported = Migrations.latestVersion
        // Recognise the file before anything is written: not even WAL mode may touch a file
        // that is not ours.
        let found = try schemaVersion(
            of: translating { () throws(SQLiteError) in
                try StoredSchema.read(from: connection)
            }
        )
        if connection.isReadOnly {
            // Readable as it is, but nothing can be changed, WAL mode included.
            guard found == supported else { throw .readOnly(path: path) }
            return
        }
        try translating { () throws(SQLiteError) in
            if enableWAL, try connection.scalarText(SQL.journalMode)?.lowercased() != "wal" {
                try connection.enableWriteAheadLog()
            }
            try connection.execute(SQL.foreignKeysOn)
            try connection.execute(SQL.synchronousFull)
            if enableWAL { try connection.execute(SQL.limitWALSize) }
        }
        guard found < supported else { return }
        try write { () throws(VoteStoreError) in
            // Another connection may have created or migrated the schema between the first
            // read and the lock: recognise the file again under the lock.
            let current = try schemaVersion(
                of: translating { () throws(SQLiteError) in
                    try StoredSchema.read(from: connection)
                }
            )
            try translating { () throws(SQLiteError) in
                for step in Migrations.steps.dropFirst(current) {
                    try connection.execute(step)
                }
            }
        }
    }

    /// The schema version to migrate from, or the reason the file must be left alone.
    private func schemaVersion(of stored: StoredSchema) throws(VoteStoreError) -> Int {
        switch stored {
        case .empty: return 0
        case .unmarkedVersion1: return 1
        case .foreign: throw .foreignDatabase(path: path)
        case .petVote(let version):
            let supported = Migrations.latestVersion
            guard version <= supported else { throw .newerSchema(path: path, found: version, supported: supported) }
            return version
        }
    }

    // MARK: Plumbing shared by the extensions

    /// Runs `body` with the cached statement for `sql`, reset before and after use.
    func withStatement<T>(
        _ sql: String,
        _ body: (Statement) throws(SQLiteError) -> T
    ) throws(SQLiteError) -> T {
        let statement: Statement
        if let cached = statements.first(where: { $0.sql == sql }) {
            statement = cached.statement
        } else {
            statement = try connection.prepare(sql)
            statements.append((sql, statement))
        }
        statement.reset()
        defer { statement.reset() }  // a half-read SELECT would keep its read snapshot open
        return try body(statement)
    }

    /// Runs SQLite work, translating its failures into ``VoteStoreError``.
    func translating<T>(_ body: () throws(SQLiteError) -> T) throws(VoteStoreError) -> T {
        do {
            return try body()
        } catch {
            throw VoteStoreError(error, path: path)
        }
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction, rolled back if anything throws.
    func write<T>(_ body: () throws(VoteStoreError) -> T) throws(VoteStoreError) -> T {
        do {
            return try connection.writeTransaction(body)
        } catch {
            switch error {
            case .sqlite(let error): throw VoteStoreError(error, path: path)
            case .body(let error): throw error
            }
        }
    }
}

extension Duration {
    /// Whole milliseconds, clamped to the `Int32` that SQLite's busy timeout takes.
    fileprivate var sqliteMilliseconds: Int32 {
        Int32(clamping: components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
    }
}

@available(*, unavailable)
extension SQLiteVoteStore: Sendable {}
