import ServiceLifecycle
import Synchronization

/// The server's own life: keep-alive reminders for the event streams while it runs, and, on
/// SIGTERM, draining: from then on requests get 503 and open event streams end, so the HTTP
/// server can finish what is in flight and stop.
///
/// Placed after the HTTP server in the service group, it is the first to hear of the graceful
/// shutdown (a service group stops its services in reverse order).
final class ServerLifecycle: Service {
    private let draining = Atomic(false)
    private let feed: BoardFeed
    private let heartbeatInterval: Duration

    init(feed: BoardFeed, heartbeatInterval: Duration) {
        (self.feed, self.heartbeatInterval) = (feed, heartbeatInterval)
    }

    /// Whether new requests must be refused.
    var isDraining: Bool { draining.load(ordering: .relaxed) }

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while true {
                try await Task.sleep(for: self.heartbeatInterval)
                self.feed.remind()
            }
        }
        beginDraining()
    }

    /// Refuses new requests from now on and ends the event streams.
    func beginDraining() {
        draining.store(true, ordering: .relaxed)
        feed.finish()
    }
}
