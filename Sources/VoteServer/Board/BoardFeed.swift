import Dispatch
import Foundation
import NIOCore
import Prometheus
import Synchronization
import VoteBoard
import VoteCore

/// The all-time standings as last committed, with a version that moves whenever they change,
/// and the event streams that want to hear of each change (`GET /v1/events`).
///
/// Reads never wait for the writer: they take the latest snapshot here. Documents drawn from a
/// snapshot are kept in a ``DrawingCache``, so a busy board costs one layout per change and size
/// rather than one per request. A change reaches the streams through their connections' event
/// loops, one ``LoopEventStreams`` per loop, each told once per change.
final class BoardFeed: Sendable {
    /// One published state of the board.
    struct Snapshot: Sendable {
        /// When the standings were published, in milliseconds since 1970, and larger than the
        /// version before (by one at least, should the clock step back). Time rather than a count
        /// of changes: behind a load balancer a page hears from several servers (its stream from
        /// one, the answer to a click from another), and times compare across them, where each
        /// server's count was its own and a restarted one counted from 1 again.
        var version: Int
        var standings: Standings
    }

    private struct State {
        var snapshot = Snapshot(version: 0, standings: Standings(entries: [], totalVotes: 0, isAllWayTie: false))
        var subscribers: [Int: EventStream] = [:]
        /// Places taken by admitted streams whose bodies have not subscribed yet.
        var reserved = 0
        /// The streams by event loop, keyed by the loop's identity: as many as the server has loops.
        var loops: [ObjectIdentifier: LoopEventStreams] = [:]
        var nextSubscriber = 0
        var isFinished = false
    }

    private let state = Mutex(State())
    /// The boards drawn, bounded.
    let drawings = DrawingCache()
    /// The shortest time between two events sent to one stream.
    let eventInterval: Duration
    /// The share of each `eventInterval` an event loop may spend drawing boards for its streams
    /// (``DrawingBudget``).
    let drawingShare: Double
    /// Counts the boards a stream got in a later pass for want of drawing time.
    private let deferredBoards: Counter

    /// A feed whose streams get at most one event per `eventInterval`, each event loop spending at
    /// most `drawingShare` of it drawing new sizes (beyond one drawing per pass); `deferredBoards`
    /// counts the boards that waited for a later pass.
    init(eventInterval: Duration, drawingShare: Double, deferredBoards: Counter) {
        self.eventInterval = eventInterval
        self.drawingShare = drawingShare
        self.deferredBoards = deferredBoards
    }

    /// The latest snapshot.
    var current: Snapshot { state.withLock { $0.snapshot } }

    /// The number of open subscriptions.
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Publishes `standings` if they differ from the current ones, and tells every subscriber.
    func publish(_ standings: Standings) {
        state.withLock { state in
            guard standings != state.snapshot.standings || state.snapshot.version == 0 else { return }
            let now = Int(Date().timeIntervalSince1970 * 1000)
            state.snapshot = Snapshot(version: max(state.snapshot.version + 1, now), standings: standings)
            for loop in state.loops.values { loop.post(state.snapshot) }
        }
    }

    /// Writes a keep-alive comment to every stream that is not writing (a heartbeat); returns how
    /// many got one.
    @discardableResult
    func remind() async -> Int {
        let loops = state.withLock { Array($0.loops.values) }
        var reminded = 0
        for future in loops.map({ $0.remind() }) { reminded += (try? await future.get()) ?? 0 }
        return reminded
    }

    /// Takes a place for a new subscription, counted from now on, if the feed is not finished
    /// and holds fewer than `limit` subscriptions and places taken for them. The place is given
    /// back when its ``StreamReservation`` is freed unused.
    func admit(limit: Int) -> Admission {
        state.withLock { state in
            if state.isFinished { return .finished }
            guard state.subscribers.count + state.reserved < limit else { return .full }
            state.reserved += 1
            return .open(StreamReservation { [self] in self.state.withLock { $0.reserved -= 1 } })
        }
    }

    /// Whether a subscription can be opened.
    enum Admission {
        /// It can, in the place reserved.
        case open(StreamReservation)
        /// As many subscriptions as allowed are open.
        case full
        /// The feed is finished: the server is shutting down.
        case finished
    }

    /// Registers a stream on `channel` whose boards are drawn for `podium`, in the place
    /// `reservation` took; `nil` once the feed is finished (or the place was used already).
    /// Nothing is written to it before ``serve(_:)``. It counts until ``unsubscribe(_:)``, also
    /// after it ended, so a stream stuck writing its last bytes can still be dropped
    /// (``dropStalled(after:)`` closes its connection).
    func subscribe(_ reservation: StreamReservation, channel: any Channel, podium: PodiumSize) -> EventStream? {
        state.withLock { state in
            guard reservation.use() else { return nil }
            state.reserved -= 1
            guard !state.isFinished else { return nil }
            let stream = EventStream(id: state.nextSubscriber, channel: channel, podium: podium)
            state.nextSubscriber += 1
            state.subscribers[stream.id] = stream
            let key = ObjectIdentifier(channel.eventLoop)
            if state.loops[key] == nil {
                state.loops[key] = LoopEventStreams(
                    eventLoop: channel.eventLoop,
                    latest: state.snapshot,
                    interval: eventInterval,
                    drawings: drawings,
                    drawingShare: drawingShare,
                    deferredBoards: deferredBoards
                )
            }
            return stream
        }
    }

    /// Writes boards to `stream`, starting with the current one, until it ends (its client left,
    /// it was dropped, or the feed finished); when this returns, nothing more is written to it.
    func serve(_ stream: EventStream) async throws {
        let key = ObjectIdentifier(stream.channel.eventLoop)
        guard let loop = state.withLock({ $0.loops[key] }) else { return }
        try await loop.attach(stream).get()
        await stream.waitUntilEnded()
        try await loop.detach(stream).get()
    }

    /// Forgets a stream that has ended and whose response is over.
    func unsubscribe(_ stream: EventStream) {
        stream.end()
        state.withLock { _ = $0.subscribers.removeValue(forKey: stream.id) }
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
        drawings.rendered(snapshot, podium: podium, format: format)
    }
}
