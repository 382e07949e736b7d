import PostgresNIO
public import VoteCore

/// PetVote's store on a PostgreSQL server: the same API and promises as the SQLite
/// `SQLiteVoteStore`, for several `votesrv` and `votectl` processes on several hosts counting into
/// one database.
///
/// Isolation: PostgreSQL's default, read committed. Writers on many hosts must not take turns,
/// so no write holds a row another writer needs (``PostgresSchema/version3``):
/// - A transaction that adds votes first takes a writer slot nobody else holds, without
///   waiting, and adds to that slot's tally rows only; readers sum the slots. A vote row, its
///   hourly bucket and its slot's tally commit together, so totals are exact at every moment,
///   on every host.
/// - An id counted once holds across hosts: the unique index makes a second insert of an id
///   wait for the first transaction and then do nothing.
/// - A receipt's total and rank are those of its pet among every vote committed before its
///   transaction read the tallies (its start; on ``PostgresPooledStore`` under load, the read
///   that proved its previous batch's commit, ``TallyReadAhead``), plus the votes of its own
///   batch up to and including it. Within one host that is a serial execution. Across hosts, transactions
///   committing at the same moment do not see each other, so two hosts' receipts can both say
///   rank 1 for different pets; the board, read after both commits, has both.
/// - Removing a pet with its votes, or restoring a copy, takes every slot (in slot order, so
///   takers of several never deadlock): no vote is in flight while it runs.
/// - Every commit is announced with `NOTIFY` once `COMMIT` has returned, so the change is
///   visible before any other store hears of it (``foreignCommitCount()``): no host reads the
///   standings before the change it was told of. Sent inside the transaction, the `NOTIFY`
///   would be delivered at the same moment, but PostgreSQL serialises the commits of notifying
///   transactions, flush to disk included, to keep its notification queue in commit order
///   (what that costs: BENCHMARKS.md, "Announcing commits"). Sent after, it is a transaction of
///   its own that writes nothing. A process that dies
///   between the two loses the announcement; the readers' periodic reread covers that.
///
/// Each session sets limits that keep one stopped or cut-off process from holding the others
/// back (``PostgresSchema/sessionLimits``).
///
/// A returning call was committed durably: where the server's configuration turns
/// `synchronous_commit` off, the session turns it back on (``PostgresSchema/durableCommitSetting``).
public final class PostgresVoteStore: VoteDatabase {
    let connection: BlockingConnection
    /// The writer slot this store's transaction holds, once it took one.
    private var heldSlot: Int?
    /// Whether the open transaction's last statement already committed it
    /// (``writeCommitting(_:_:)``).
    private var committedWithLastWrite = false
    /// Commits of other sessions announced to this one, once it listens.
    private var commitWatch: CommitWatch?
    /// The schema version found at opening, when this session upgraded it for itself alone
    /// (``SchemaUpgrade/discardedAtClose``; 0: there was no schema); `nil` when its writes commit.
    public private(set) var sessionOnlyUpgrade: Int?

    /// The URL without its password.
    public var displayName: String { connection.url.description }

    /// What opening does with a database whose PetVote schema is missing or older than this code's.
    public enum SchemaUpgrade: Sendable {
        /// Creates or migrates the schema for good, as every command that writes does.
        case committed
        /// For a command promised to change nothing (a dry run, `migrate`'s source): the session
        /// becomes one transaction that is never committed, the schema is created or migrated
        /// inside it, and each of the store's transactions is a savepoint within it. The store
        /// sees the upgraded schema; the database, and every other session, never do. The
        /// migration's locks are held until the store closes (other sessions' reads of the tables
        /// it altered wait meanwhile), and the session's limits still apply: left idle for
        /// `idle_in_transaction_session_timeout`, it is ended. What needs a commit never happens
        /// in such a session: a `LISTEN` never takes effect. A schema already current changes
        /// nothing: the store then works as with ``committed``.
        case discardedAtClose
    }

    /// The schema version this code writes; an older one is migrated when a store opens it.
    public static var latestSchemaVersion: Int { PostgresSchema.latestVersion }

    /// The version of PetVote's schema in the database at `url` (0 when it has none), read on a
    /// connection of its own without changing anything, so a caller can choose how to open it.
    ///
    /// - Throws: What ``init(url:upgrade:)`` throws for a server it cannot use or a schema it
    ///   must not touch.
    public static func schemaVersion(at url: PostgresURL) throws(VoteStoreError) -> Int {
        try PostgresVoteStore(connection: try BlockingConnection(url: url)).storedVersion()
    }

    /// Connects to the database at `url`, creating PetVote's schema (with Cat, Goldfish and Dog)
    /// or migrating it as needed, for good or, with `upgrade` ``SchemaUpgrade/discardedAtClose``,
    /// for this session only.
    ///
    /// - Throws: ``VoteStoreError/serverUnreachable(database:reason:)``,
    ///   ``VoteStoreError/authenticationFailed(database:user:)``,
    ///   ``VoteStoreError/connectionRejected(database:message:)``, ``VoteStoreError/tlsFailed(database:reason:)``,
    ///   ``VoteStoreError/databaseMissing(database:name:)``, ``VoteStoreError/foreignSchema(database:)``
    ///   for a schema `petvote` PetVote did not make, or ``VoteStoreError/newerSchema(path:found:supported:)``.
    public init(url: PostgresURL, upgrade: SchemaUpgrade = .committed) throws(VoteStoreError) {
        connection = try BlockingConnection(url: url)
        try connection.query(PostgresSchema.searchPath)
        try connection.query(PostgresSchema.sessionLimits)
        let found = try storedVersion()
        guard found < PostgresSchema.latestVersion else { return }
        if upgrade == .discardedAtClose {
            // Never committed: closing the connection rolls it back.
            try connection.query("BEGIN")
            sessionOnlyUpgrade = found
        }
        try migrate()
    }

    /// A store on a connection lent by ``PostgresPooledStore``'s pool, whose sessions start with
    /// the schema on the search path and the session limits set, after the schema was migrated.
    init(lent connection: PostgresConnection, url: PostgresURL) {
        self.connection = BlockingConnection(lent: connection, url: url)
    }

    /// A store on `connection` as it is: nothing set, nothing migrated.
    private init(connection: BlockingConnection) {
        self.connection = connection
    }

    // MARK: Schema

    /// Takes the schema to the latest version, found older at opening.
    private func migrate() throws(VoteStoreError) {
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
            throw .foreignSchema(database: displayName)
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
    /// is then announced to the other stores (``PostgresStatements/announceCommit``), without
    /// waiting: the next statement goes after it. In a session whose changes are discarded
    /// (``sessionOnlyUpgrade``), the transaction is a savepoint, and nothing is announced.
    func transaction<T>(_ body: () throws(VoteStoreError) -> (T, commit: Bool)) throws(VoteStoreError) -> T {
        // Checked by the transaction's first statement, which follows it without a wait of its own.
        connection.sendAhead(bounds.begin)
        defer { (heldSlot, committedWithLastWrite) = (nil, false) }
        do {
            let (result, commit) = try body()
            if commit {
                if !committedWithLastWrite { try connection.query(bounds.commit) }
                if bounds == .transaction { connection.send(PostgresStatements.announceCommit) }
            } else {
                try connection.query(bounds.rollback)
            }
            return result
        } catch {
            _ = try? connection.query(bounds.rollback)
            throw error
        }
    }

    /// How this store's transactions begin and end.
    private var bounds: TransactionBounds { sessionOnlyUpgrade == nil ? .transaction : .savepoint }

    /// How a transaction begins and ends: as one, or as a savepoint within the session's.
    private enum TransactionBounds {
        case transaction, savepoint

        var begin: String { self == .transaction ? "BEGIN" : "SAVEPOINT petvote_write" }
        var commit: String { self == .transaction ? "COMMIT" : "RELEASE SAVEPOINT petvote_write" }
        var rollback: String { self == .transaction ? "ROLLBACK" : "ROLLBACK TO SAVEPOINT petvote_write" }
    }

    /// Runs the last statement of a transaction that commits, and the `COMMIT`, with one wait
    /// (``BlockingConnection/queryThenEnd(_:_:with:)``). The transaction's body must not touch the
    /// database after it.
    @discardableResult
    func writeCommitting(_ sql: String, _ binds: [(any PostgresEncodable & Sendable)?]) throws(VoteStoreError)
        -> PostgresQueryResult
    {
        let result = try connection.queryThenEnd(sql, binds, with: bounds.commit)
        committedWithLastWrite = true
        return result
    }

    /// The writer slot this transaction adds its votes to, taken on first use: a free one at
    /// once, or, when every slot is held, this session's own as soon as it is let go.
    /// `taken` is a slot a statement of this transaction has just taken with
    /// ``PostgresStatements/claimFreeSlot`` (`nil` if it found none free).
    func claimSlot(_ taken: Int? = nil) throws(VoteStoreError) -> Int {
        if let heldSlot { return heldSlot }
        var slot = taken
        if slot == nil { slot = try connection.scalar(Int.self, PostgresStatements.claimFreeSlot) }
        if slot == nil { slot = try connection.scalar(Int.self, PostgresStatements.claimOwnSlot) }
        guard let slot else {
            throw .noWriterSlots(database: displayName)
        }
        heldSlot = slot
        return slot
    }

    /// Takes every writer slot, waiting for the votes in flight to commit: nothing adds votes
    /// until this transaction ends.
    func claimEverySlot() throws(VoteStoreError) {
        try connection.query(PostgresStatements.claimEverySlot)
    }

    /// Commits of other sessions, in any process, announced to this store since it first asked;
    /// its own are not counted. The first call starts listening and returns 0; every commit
    /// after it is counted once its changes are visible.
    ///
    /// - Throws: ``VoteStoreError/serverUnreachable(database:reason:)`` once the connection is
    ///   gone: no more announcements can come.
    public func foreignCommitCount() throws(VoteStoreError) -> Int64 {
        guard let commitWatch else {
            let watch = CommitWatch(ownProcess: try connection.scalar(Int32.self, PostgresStatements.backendPID) ?? 0)
            connection.listen(on: PostgresStatements.commitChannel) { process in watch.announce(by: process) }
            // The LISTEN goes out before this statement: once it returns, no later commit is missed.
            try connection.query("SELECT 1")
            commitWatch = watch
            return 0
        }
        // A round trip: every announcement of a commit made before it arrives before its answer.
        try connection.query("SELECT 1")
        return commitWatch.count
    }

    /// Calls `notify` on another thread whenever another session's commit is announced (starting
    /// to listen, as ``foreignCommitCount()`` does, if it has not).
    public func onForeignCommit(_ notify: @escaping @Sendable () -> Void) {
        if commitWatch == nil { _ = try? foreignCommitCount() }
        commitWatch?.setObserver(notify)
    }

    /// PostgreSQL's writers wait on row locks, not on the whole database, and give up after the
    /// session's lock timeout (``PostgresSchema/sessionLimits``): there is no long wait worth
    /// announcing, so `notify` is never called.
    public func onLockWait(after delay: Duration, _ notify: @escaping () -> Void) {}

    /// A write waits on row locks for the session's lock timeout (``PostgresSchema/sessionLimits``),
    /// which is already short: nothing to change.
    public func limitLockWait(to timeout: Duration) {}

    /// A server's database has no path that could be moved from under the connection.
    public func checkLocation() throws(VoteStoreError) {}

    /// Nothing to check on a command's own connection: its write says what fails. (A server's
    /// pooled store tries a vote's write and rolls it back: ``PostgresPooledStore``.)
    public func checkWritable() throws(VoteStoreError) {}
}

@available(*, unavailable)
extension PostgresVoteStore: Sendable {}
