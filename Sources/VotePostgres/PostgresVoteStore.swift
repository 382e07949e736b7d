import PostgresNIO
public import VoteStore

/// PetVote's store on a PostgreSQL server: the same API and promises as the SQLite
/// ``VoteStore``, for several `votesrv` and `votectl` processes on several hosts counting into
/// one database.
///
/// Isolation: PostgreSQL's default, read committed, with explicit row locks. Every write takes
/// the `tally` rows it will change before it writes anything else, in pet id order (one row for
/// a vote; all of them, `FOR UPDATE`, for a batch of ballots or an import's end), so:
/// - totals are exact: a tally row changes under its lock, and a vote row, its hourly bucket and
///   its tally commit together;
/// - receipts are those of a serial execution: a batch reads the totals it ranks against under
///   the locks it keeps until commit;
/// - there are no deadlocks: every transaction locks in the same order;
/// - an id counted once holds across processes: the unique index makes a second insert of an id
///   wait for the first transaction and then do nothing.
/// Serializable isolation would give the same results with retries; the locks make the waits
/// explicit instead. A write waits at most 30 s for locks (``VoteStoreError/busy(path:)``).
///
/// Durability is the server's: a returning call was committed with `synchronous_commit` as the
/// server sets it (on by default).
public final class PostgresVoteStore: VoteDatabase {
    let connection: BlockingConnection
    /// Commits counted by `nextval('change')` that were this store's own.
    private var ownChanges: Int64 = 0

    /// The URL without its password.
    public var displayName: String { connection.url.description }

    /// Connects to the database at `url`, creating PetVote's schema (with Cat, Goldfish and Dog)
    /// or migrating it as needed.
    ///
    /// - Throws: ``VoteStoreError/serverUnreachable(database:reason:)``,
    ///   ``VoteStoreError/authenticationFailed(database:user:)``,
    ///   ``VoteStoreError/connectionRejected(database:message:)``, ``VoteStoreError/tlsFailed(database:reason:)``,
    ///   ``VoteStoreError/databaseMissing(database:name:)``, ``VoteStoreError/foreignDatabase(path:)``
    ///   for a schema `petvote` PetVote did not make, or ``VoteStoreError/newerSchema(path:found:supported:)``.
    public init(url: PostgresURL) throws(VoteStoreError) {
        connection = try BlockingConnection(url: url)
        try connection.query(PostgresSchema.searchPath)
        try connection.query(PostgresSchema.lockTimeout)
        try migrate()
    }

    // MARK: Schema

    private func migrate() throws(VoteStoreError) {
        guard try storedVersion() < PostgresSchema.latestVersion else { return }
        try write { () throws(VoteStoreError) in
            try connection.query(PostgresSchema.migrationLock)
            // Another process may have migrated between the first read and the lock.
            let current = try storedVersion()
            for (index, step) in PostgresSchema.steps.enumerated().dropFirst(current) {
                for statement in step { try connection.query(statement) }
                try connection.query(PostgresSchema.setVersion, [index + 1])
            }
        }
    }

    /// The schema version to migrate from, or the reason the database must be left alone.
    private func storedVersion() throws(VoteStoreError) -> Int {
        let probe = try connection.query(PostgresSchema.probe)
        guard let row = probe.rows.first else { return 0 }
        let (hasSchema, hasVersion) = try connection.decode(row, as: (Bool, Bool).self)
        guard hasSchema else { return 0 }
        guard hasVersion, let version = try connection.scalar(Int.self, PostgresSchema.version) else {
            throw .foreignDatabase(path: displayName)
        }
        guard version <= PostgresSchema.latestVersion else {
            throw .newerSchema(path: displayName, found: version, supported: PostgresSchema.latestVersion)
        }
        return version
    }

    // MARK: Transactions

    /// Runs `body` in a transaction that commits when it returns and rolls back when it throws.
    func write<T>(_ body: () throws(VoteStoreError) -> T) throws(VoteStoreError) -> T {
        try transaction { () throws(VoteStoreError) in (try body(), true) }
    }

    /// Runs `body` in a transaction that commits when `body` says so, else rolls back; a commit
    /// moves the `change` sequence that other stores watch.
    func transaction<T>(_ body: () throws(VoteStoreError) -> (T, commit: Bool)) throws(VoteStoreError) -> T {
        try connection.query("BEGIN")
        do {
            let (result, commit) = try body()
            if commit {
                try connection.query(PostgresStatements.markChange)
                ownChanges += 1
                try connection.query("COMMIT")
            } else {
                try connection.query("ROLLBACK")
            }
            return result
        } catch {
            _ = try? connection.query("ROLLBACK")
            throw error
        }
    }

    /// Commits other stores made since this one connected (and before), counted by the `change` sequence every commit moves; rolled-back writes may move it too, which only costs a needless refresh.
    public func foreignCommitCount() throws(VoteStoreError) -> Int64 {
        (try connection.scalar(Int64.self, PostgresStatements.changes) ?? 0) - ownChanges
    }

    /// PostgreSQL's writers wait on row locks, not on the whole database, and give up after
    /// 30 s: there is no long wait worth announcing, so `notify` is never called.
    public func onLockWait(after delay: Duration, _ notify: @escaping () -> Void) {}
}

@available(*, unavailable)
extension PostgresVoteStore: Sendable {}
