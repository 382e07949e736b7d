import Foundation
import NIOPosix
import Synchronization
import VoteCore
import VoteEngines

/// Read-only work that needs the database itself (time-windowed standings), run on NIO's
/// blocking thread pool, so it never waits for the writer: on SQLite with connections of its
/// own (in WAL mode readers and the writer do not block each other), on PostgreSQL with the
/// writer's connection pool (nothing a reader reads is locked by a writer).
final class StoreReaders: Sendable {
    /// A store lent to one pool thread at a time; the pool's lock hands it over, so it never has
    /// two users at once (which is what `SQLiteVoteStore` not being `Sendable` guards against).
    private final class Lent: @unchecked Sendable {
        let store: any VoteDatabase
        init(_ store: any VoteDatabase) { self.store = store }
    }

    private let path: String
    /// The pool the writer's database keeps, when it keeps one.
    private let pool: (any AsyncVoteDatabase)?
    private let idle = Mutex<[Lent]>([])
    /// The most idle connections kept; more are opened under load and closed after use.
    private static let keptIdle = 4

    init(path: String, pool: (any AsyncVoteDatabase)?) {
        (self.path, self.pool) = (path, pool)
    }

    /// The process's environment, where a database URL's missing parts come from (`PG*`).
    static let environment: @Sendable (String) -> String? = { name in getenv(name).map { String(cString: $0) } }

    /// Runs `body` with a store on a pool thread and returns its result: on the writer's pool
    /// when it keeps one (PostgreSQL, whose pool replaces lost connections itself), else on a
    /// SQLite connection kept idle or opened for it.
    func read<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws(VoteStoreError) -> T) async throws -> T
    {
        if let pool {
            return try await pool.read { store in try body(store) }
        }
        return try await NIOThreadPool.singleton.runIfActive { [self] in
            // A kept connection whose file was deleted or replaced at the path reads a database
            // that is gone: it and the other kept ones are closed, and the path opened again.
            var kept = idle.withLock { $0.popLast() }
            if let store = kept?.store, (try? store.checkLocation()) == nil {
                idle.withLock { $0.removeAll() }
                kept = nil
            }
            let lent = try kept ?? Lent(DatabaseName(path, environment: Self.environment).openExisting())
            defer { keep(lent) }
            return try body(lent.store)
        }
    }

    private func keep(_ lent: Lent) {
        idle.withLock { idle in
            if idle.count < Self.keptIdle { idle.append(lent) }
        }
    }
}
