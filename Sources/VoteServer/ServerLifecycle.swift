import Prometheus
import ServiceLifecycle
import Synchronization

/// The server's own life: keep-alive reminders for the event streams while it runs, dropping
/// streams whose clients stopped reading, and, on SIGTERM, draining: from then on requests get
/// 503 with `Connection: close` and open event streams end, so the HTTP server can finish what is
/// in flight and stop.
///
/// Placed after the HTTP server in the service group, it hears of the graceful shutdown before
/// the server does (a service group tells its services in reverse order; only the shutdown
/// watchdog, placed last, hears first). It holds the HTTP server's own
/// drain back for ``drainPause``: requests on connections already open meanwhile are answered 503
/// and their connections closed, where the server's drain would close idle ones unanswered.
final class ServerLifecycle: Service {
    /// How often streams are checked for a write that has waited too long.
    static let sweepInterval: Duration = .milliseconds(500)
    /// How long requests are refused before the HTTP server stops taking them; event streams
    /// still writing after it are dropped (their clients are not reading).
    static let drainPause: Duration = .milliseconds(500)

    private let draining = Atomic(false)
    /// When the drain's time runs out: what is still running then is cut.
    private let deadline = Mutex<ContinuousClock.Instant?>(nil)
    private let feed: BoardFeed
    private let metrics: ServerMetrics
    private let heartbeatInterval: Duration
    private let eventWriteTimeout: Duration
    private let shutdownTimeout: Duration

    init(
        feed: BoardFeed,
        metrics: ServerMetrics,
        heartbeatInterval: Duration,
        eventWriteTimeout: Duration,
        shutdownTimeout: Duration
    ) {
        (self.feed, self.metrics) = (feed, metrics)
        (self.heartbeatInterval, self.eventWriteTimeout) = (heartbeatInterval, eventWriteTimeout)
        self.shutdownTimeout = shutdownTimeout
    }

    /// Whether new requests must be refused.
    var isDraining: Bool { draining.load(ordering: .relaxed) }

    /// Whether the shutdown's time is up: long work still running (an import) stops now and
    /// leaves nothing behind, rather than commit once its client can no longer be answered.
    var isPastShutdownDeadline: Bool {
        deadline.withLock { $0 }.map { ContinuousClock.now >= $0 } ?? false
    }

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            try await withThrowingDiscardingTaskGroup { group in
                group.addTask {
                    while true {
                        try await Task.sleep(for: self.heartbeatInterval)
                        await self.feed.remind()
                    }
                }
                group.addTask {
                    while true {
                        try await Task.sleep(for: Self.sweepInterval)
                        self.dropStalledStreams(after: self.eventWriteTimeout)
                    }
                }
            }
        }
        beginDraining()
        try? await Task.sleep(for: Self.drainPause)
        dropStalledStreams(after: .zero)
    }

    /// Refuses new requests from now on and ends the event streams.
    func beginDraining() {
        deadline.withLock { $0 = $0 ?? .now + shutdownTimeout }
        draining.store(true, ordering: .relaxed)
        feed.finish()
    }

    private func dropStalledStreams(after limit: Duration) {
        let dropped = feed.dropStalled(after: limit)
        if dropped > 0 { metrics.eventStreamsDropped.increment(by: Int64(dropped)) }
    }
}
