import Dispatch
import Synchronization

/// One open `/v1/events` stream as the feed sees it: the snapshots it has yet to send (the newest
/// only), whether a write to its client is under way and since when, and how to cut its
/// connection.
///
/// A stream costs its task, its connection and one reference to a shared board, never a copy:
/// a client that stops reading is dropped once a write has waited ``ServerConfiguration/eventWriteTimeout``
/// (``BoardFeed/dropStalled(after:)``), so it cannot hold more than what the kernel's and NIO's
/// bounded send buffers take.
final class EventSubscription: Sendable {
    /// The feed's key for it.
    let id: Int
    let snapshots: AsyncStream<BoardFeed.Snapshot>
    let continuation: AsyncStream<BoardFeed.Snapshot>.Continuation
    /// When the write under way began, in `DispatchTime` uptime nanoseconds; 0 when none is.
    private let writingSince = Atomic<UInt64>(0)
    private let isDropped = Atomic(false)
    private let closeConnection: @Sendable () -> Void

    init(id: Int, closeConnection: @escaping @Sendable () -> Void) {
        self.id = id
        (snapshots, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        self.closeConnection = closeConnection
    }

    /// Marks a write to the client as under way.
    func beginWrite() {
        writingSince.store(max(1, DispatchTime.now().uptimeNanoseconds), ordering: .relaxed)
    }

    /// Marks the write as done.
    func endWrite() {
        writingSince.store(0, ordering: .relaxed)
    }

    /// Whether a write has been under way for longer than `limit`.
    func isStalled(after limit: Duration, now: UInt64) -> Bool {
        let since = writingSince.load(ordering: .relaxed)
        guard since != 0, now > since else { return false }
        let limitNanoseconds = limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
        return now - since > UInt64(max(0, limitNanoseconds))
    }

    /// Ends the stream after what it holds (the client left, or the server is stopping).
    func end() {
        continuation.finish()
    }

    /// Ends the stream and closes its connection, failing the write under way: for a client that
    /// stopped reading. Returns whether this call dropped it (the first one does).
    @discardableResult
    func drop() -> Bool {
        guard !isDropped.exchange(true, ordering: .relaxed) else { return false }
        continuation.finish()
        closeConnection()
        return true
    }
}
