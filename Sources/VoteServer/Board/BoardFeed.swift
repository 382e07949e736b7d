import Synchronization
import VoteBoard
import VoteStore

/// The all-time standings as last committed, with a version that moves whenever they change,
/// and the subscribers who want to hear of each change (`GET /v1/events`).
///
/// Reads never wait for the writer: they take the latest snapshot here. Documents drawn from a
/// snapshot are kept in a ``DrawingCache``, so a busy board costs one layout per change and size
/// rather than one per request.
final class BoardFeed: Sendable {
    /// One published state of the board.
    struct Snapshot: Sendable {
        /// Moves by one each time the standings change; starts at 1.
        var version: Int
        var standings: Standings
    }

    /// What a subscriber receives: the latest snapshot (older ones it missed are dropped).
    typealias Subscription = AsyncStream<Snapshot>

    private struct State {
        var snapshot = Snapshot(version: 0, standings: Standings(entries: [], totalVotes: 0, isAllWayTie: false))
        var subscribers: [Int: Subscription.Continuation] = [:]
        var nextSubscriber = 0
        var isFinished = false
    }

    private let state = Mutex(State())
    /// The boards drawn, bounded.
    let drawings = DrawingCache()

    /// The latest snapshot.
    var current: Snapshot { state.withLock { $0.snapshot } }

    /// The number of open subscriptions.
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Publishes `standings` if they differ from the current ones, and tells every subscriber.
    func publish(_ standings: Standings) {
        state.withLock { state in
            guard standings != state.snapshot.standings || state.snapshot.version == 0 else { return }
            state.snapshot = Snapshot(version: state.snapshot.version + 1, standings: standings)
            for subscriber in state.subscribers.values { subscriber.yield(state.snapshot) }
        }
    }

    /// Re-sends the current snapshot to every subscriber (a heartbeat: a subscriber that already
    /// sent this version writes a keep-alive comment instead).
    func remind() {
        state.withLock { state in
            for subscriber in state.subscribers.values { subscriber.yield(state.snapshot) }
        }
    }

    /// Opens a subscription that starts with the current snapshot; `nil` once the feed is finished
    /// (the server is shutting down).
    func subscribe() -> Subscription? {
        let (stream, continuation) = Subscription.makeStream(bufferingPolicy: .bufferingNewest(1))
        let subscribed: Bool = state.withLock { state in
            guard !state.isFinished else { return false }
            let id = state.nextSubscriber
            state.nextSubscriber += 1
            state.subscribers[id] = continuation
            continuation.yield(state.snapshot)
            continuation.onTermination = { [weak self] _ in
                self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
            }
            return true
        }
        return subscribed ? stream : nil
    }

    /// Ends every subscription and refuses new ones, so open event streams end and the HTTP
    /// server can drain.
    func finish() {
        let subscribers = state.withLock { state in
            state.isFinished = true
            return state.subscribers.values
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// The board of `snapshot` at `podium` in `format`, drawn once per version while the cache
    /// keeps its size.
    func rendered(_ snapshot: Snapshot, podium: PodiumSize, format: RenderedBoard.Format) -> RenderedBoard {
        let key = DrawingCache.Key(podium: podium, format: format)
        if let cached = drawings.board(for: key, version: snapshot.version) { return cached }
        let board = RenderedBoard(standings: snapshot.standings, podium: podium, format: format)
        drawings.store(board, for: key, version: snapshot.version)
        return board
    }
}
