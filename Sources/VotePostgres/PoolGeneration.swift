import PostgresNIO

/// One connection pool of ``PostgresPooledStore``, which runs until the store stops or replaces
/// it with a fresh one (``PoolRenewal``).
final class PoolGeneration: Sendable {
    let client: PostgresClient
    private let retirement = AsyncStream.makeStream(of: Never.self)

    init(configuration: PostgresClient.Configuration, logger: Logger) {
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
    }

    /// Runs the pool until ``retire()`` or the graceful shutdown (or cancellation) of the calling
    /// task. Retiring shuts the pool down and closes its connections, leased ones included: the
    /// store retires a pool only while it holds none of them.
    func run() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.client.run() }
            group.addTask {
                for await _ in self.retirement.stream {}
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// Ends ``run()``.
    func retire() {
        retirement.continuation.finish()
    }
}
