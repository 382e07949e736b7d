import Foundation
import NIOPosix
import Synchronization
import VotePostgres
import VoteStore

/// Read-only work that needs the database itself (time-windowed standings, the health check),
/// run on NIO's blocking thread pool with connections of its own, so it never waits for the
/// writer: in WAL mode readers and the writer do not block each other.
final class StoreReaders: Sendable {
    /// A store lent to one pool thread at a time; the pool's lock hands it over, so it never has
    /// two users at once (which is what `VoteStore` not being `Sendable` guards against).
    private final class Lent: @unchecked Sendable {
        let store: any VoteDatabase
        init(_ store: any VoteDatabase) { self.store = store }
    }

    private let path: String
    private let idle = Mutex<[Lent]>([])
    /// The most idle connections kept; more are opened under load and closed after use.
    private static let keptIdle = 4

    init(path: String) {
        self.path = path
    }

    /// The process's environment, where a database URL's missing parts come from (`PG*`).
    static let environment: @Sendable (String) -> String? = { name in getenv(name).map { String(cString: $0) } }

    /// Runs `body` with a store on a pool thread and returns its result.
    func read<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws(VoteStoreError) -> T) async throws -> T
    {
        try await NIOThreadPool.singleton.runIfActive { [self] in
            let lent =
                try idle.withLock { $0.popLast() } ?? Lent(DatabaseName(path, environment: Self.environment).open())
            defer {
                idle.withLock { idle in
                    if idle.count < Self.keptIdle { idle.append(lent) }
                }
            }
            return try body(lent.store)
        }
    }
}
