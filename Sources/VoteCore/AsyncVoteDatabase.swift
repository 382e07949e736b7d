/// The store as a server's group-commit writer uses it: asynchronous, so a writer never holds a
/// thread while the database works.
///
/// `PostgresPooledStore` (module `VotePostgres`) answers from PostgresNIO's connection pool;
/// ``ThreadedVoteDatabase`` runs any ``VoteDatabase`` (SQLite's, whose calls block) on a thread
/// of its own. The promises are ``VoteDatabase``'s: the calls below mean what they mean there.
public protocol AsyncVoteDatabase: AnyObject, Sendable {
    /// The database as the user named it (a path, or a URL without its password), for messages.
    var displayName: String { get }

    /// Casts a batch of ballots in one transaction, each with its own outcome (group commit),
    /// waiting at most `lockWait` for another connection's lock.
    func cast(_ ballots: [Ballot], source: String, lockWait: Duration) async throws(VoteStoreError) -> BallotBatch
    /// The all-time standings.
    func standings() async throws(VoteStoreError) -> Standings
    /// A number that changes when other connections commit writes (``VoteDatabase/foreignCommitCount()``).
    func foreignCommitCount() async throws(VoteStoreError) -> Int64
    /// Calls `notify` as soon as another connection's commit is known, where the engine is told
    /// of commits (``VoteDatabase/onForeignCommit(_:)``).
    func onForeignCommit(_ notify: @escaping @Sendable () -> Void) async
    /// Throws ``VoteStoreError/databaseMoved(path:)`` when the database open is no longer the
    /// one its name leads to (``VoteDatabase/checkLocation()``).
    func checkLocation() async throws(VoteStoreError)
    /// Throws what a vote's write would throw now, waiting at most `lockWait` for a lock, leaving
    /// nothing written (``VoteDatabase/checkWritable()``; a server's PostgreSQL store writes a vote
    /// and rolls it back).
    func checkWritable(lockWait: Duration) async throws(VoteStoreError)
    /// Runs `body` with a blocking ``VoteDatabase`` on this database, off Swift's cooperative
    /// threads, each write waiting at most `lockWait` for another connection's lock: the
    /// administrators' changes and imports, which share the engines' synchronous code.
    func withDatabase<T: Sendable>(
        lockWait: Duration,
        _ body: @escaping @Sendable (any VoteDatabase) throws -> T
    ) async throws -> T
    /// Runs `body`, which only reads, as ``withDatabase(lockWait:_:)`` does: short, so a store
    /// may give it up when the server leaves it without an answer.
    func read<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws -> T) async throws -> T
    /// Why the database's server cannot be reached when it answers but refuses (a password
    /// changed, an access rule, the database gone): a pool that keeps trying says only that no
    /// connection came. `nil` when nothing more can be told.
    func refusal() async -> VoteStoreError?
}

extension AsyncVoteDatabase {
    /// A database without a server has nothing to refuse.
    public func refusal() async -> VoteStoreError? { nil }

    /// A read run as ``withDatabase(lockWait:_:)`` runs any work, for stores that give reads
    /// nothing of their own.
    public func read<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws -> T) async throws -> T {
        try await withDatabase(lockWait: .zero, body)
    }
}
