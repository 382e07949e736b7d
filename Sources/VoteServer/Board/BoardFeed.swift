import Dispatch
import Synchronization
import VoteBoard
import VoteCore

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

    private struct State {
        var snapshot = Snapshot(version: 0, standings: Standings(entries: [], totalVotes: 0, isAllWayTie: false))
        var subscribers: [Int: EventSubscription] = [:]
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
            for subscriber in state.subscribers.values { subscriber.continuation.yield(state.snapshot) }
        }
    }

    /// Re-sends the current snapshot to every subscriber (a heartbeat: a subscriber that already
    /// sent this version writes a keep-alive comment instead).
    func remind() {
        state.withLock { state in
            for subscriber in state.subscribers.values { subscriber.continuation.yield(state.snapshot) }
        }
    }

    /// Whether a new subscription would be taken now: the feed is not finished and holds fewer
    /// than `limit` subscriptions.
    func admits(limit: Int) -> Admission {
        state.withLock { state in
            if state.isFinished { return .finished }
            return state.subscribers.count < limit ? .open : .full
        }
    }

    /// Whether a subscription can be opened.
    enum Admission {
        case open
        /// As many subscriptions as allowed are open.
        case full
        /// The feed is finished: the server is shutting down.
        case finished
    }

    /// Opens a subscription that starts with the current snapshot; `nil` once the feed is finished
    /// or holds `limit` subscriptions. `closeConnection` cuts the subscriber's connection, for
    /// ``dropStalled(after:)``. The subscription counts until ``unsubscribe(_:)``, also after its
    /// stream ended, so a stream stuck writing its last bytes can still be dropped.
    func subscribe(limit: Int, closeConnection: @escaping @Sendable () -> Void) -> EventSubscription? {
        state.withLock { state in
            guard !state.isFinished, state.subscribers.count < limit else { return nil }
            let subscription = EventSubscription(id: state.nextSubscriber, closeConnection: closeConnection)
            state.nextSubscriber += 1
            state.subscribers[subscription.id] = subscription
            subscription.continuation.yield(state.snapshot)
            return subscription
        }
    }

    /// Forgets a subscription whose stream has ended and whose response is over.
    func unsubscribe(_ subscription: EventSubscription) {
        subscription.end()
        state.withLock { _ = $0.subscribers.removeValue(forKey: subscription.id) }
    }

    /// Drops every subscriber whose write has waited longer than `limit` for its client to read
    /// (its stream ends and its connection closes); returns how many.
    @discardableResult
    func dropStalled(after limit: Duration) -> Int {
        let now = DispatchTime.now().uptimeNanoseconds
        let stalled = state.withLock { state in
            state.subscribers.values.filter { $0.isStalled(after: limit, now: now) }
        }
        // A dropped subscription stays listed until its response has ended: count it once.
        return stalled.filter { $0.drop() }.count
    }

    /// Ends every subscription and refuses new ones, so open event streams end and the HTTP
    /// server can drain (those whose clients stopped reading are dropped afterwards, see
    /// ``ServerLifecycle``).
    func finish() {
        let subscribers = state.withLock { state in
            state.isFinished = true
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.end() }
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
