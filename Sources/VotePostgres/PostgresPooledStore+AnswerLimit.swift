import PostgresNIO
import Synchronization
import VoteCore

/// A server that vanished without closing its connections (its machine lost power, a failover
/// moved its address, a network cut) sends no reset: a connection that has sent a statement
/// and had it acknowledged then waits for an answer for ever, since PostgresNIO sets no
/// keepalive on its side and nothing is in flight for TCP to retry. Every call but an
/// administrator's change (votes, reads, announcements) is therefore given the pool's
/// ``answerLimit``: one
/// left without an answer that long closes its connection (and the listener's, which the same
/// loss leaves deaf), and fails as ``VoteStoreError/serverUnreachable(database:reason:)``, so the
/// writer opens the database again, as after a restart. A batch cut off so has an outcome its caller cannot know: it was
/// not acknowledged, and a ballot with an id retried later counts once.
extension PostgresPooledStore {
    /// The longest a call waits for the server's answers when its sessions wait at most
    /// `lockTimeout` for a lock: above the longest a batch can wait for other sessions' locks
    /// (three waits of the sessions' `lock_timeout` in its three attempts:
    /// ``PostgresSchema/sessionSettings``) by ``answerMargin``, so a call kept waiting by a live
    /// server fails with the lock's own error first, and one cut off from its server no later.
    public static func answerLimit(lockTimeout: Duration) -> Duration {
        lockTimeout * 3 + answerMargin
    }

    /// What a call may take besides its waits for locks: its statements, and a commit on a slow disk.
    static let answerMargin: Duration = .seconds(10)

    /// The answer limit of a pool whose sessions wait the longest for a lock
    /// (``defaultLockTimeout``): the longest any call waits.
    public static let longestAnswerLimit = answerLimit(lockTimeout: defaultLockTimeout)

    /// Runs `body` on `connection`; past `limit`, closes the connection (so the statement waiting
    /// on it fails), and the listener's, and throws ``VoteStoreError/serverUnreachable(database:reason:)``.
    /// Cancelled, it waits for `body` as it would without a limit.
    func answered<T: Sendable>(
        within limit: Duration,
        on connection: PostgresConnection,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: Answer<T>.self) { group in
            group.addTask { .answered(try await body(connection)) }
            group.addTask {
                do {
                    try await Task.sleep(for: limit)
                    return .silent
                } catch {
                    return .cancelled
                }
            }
            while let first = try await group.next() {
                switch first {
                case .answered(let value):
                    group.cancelAll()
                    return value
                case .cancelled:
                    continue
                case .silent:
                    await close(connection)
                    if let listener = listening.withLock({ $0.connection }) { await close(listener) }
                    // An answer that came as the limit passed still counts; otherwise the
                    // body's statement fails with the closed connection, an error that says less.
                    if case .answered(let value)? = try? await group.next() { return value }
                    throw VoteStoreError.serverUnreachable(
                        database: displayName,
                        reason: "no answer from the server within \(limit)"
                    )
                }
            }
            throw CancellationError()
        }
    }
}

/// What came first: the body's result, the end of the wait for it, or the wait's cancellation.
private enum Answer<T: Sendable>: Sendable {
    case answered(T)
    case silent
    case cancelled
}
