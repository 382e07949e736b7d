import Dispatch
import NIOCore
import NIOHTTPTypes
import Synchronization
import VoteBoard

/// One open `/v1/events` stream: its connection, the podium size its boards are drawn for, what
/// it has written, whether a write to its client is under way and since when, and whether it has
/// ended.
///
/// A stream has no task resumed per event and no queue: its connection's event loop writes each
/// board to it in one pass over all of that loop's streams (``LoopEventStreams``), bytes encoded
/// once per board and shared by every stream. A stream still writing when a newer board comes
/// skips to the newest once its write completes, so it holds at most one event, never a copy; a
/// client that stops reading is dropped once a write has waited
/// ``ServerConfiguration/eventWriteTimeout`` (``BoardFeed/dropStalled(after:)``), so it cannot
/// hold more than what the kernel's and NIO's bounded send buffers take.
final class EventStream: Sendable {
    /// What a stream has written, kept on its connection's event loop.
    struct Progress: Sendable {
        /// The version of the last board written; -1 before the first.
        var sentVersion = -1
        /// When the last board was written.
        var sentAt = NIODeadline.distantPast
        /// Whether a write has yet to complete.
        var isWriting = false
    }

    /// The feed's key for it.
    let id: Int
    /// The connection its response goes out on.
    let channel: any Channel
    /// The size the boards it sends are drawn for.
    let podium: PodiumSize
    /// What it has written; read and changed only on the channel's event loop.
    let progress: NIOLoopBoundBox<Progress>
    /// Where its events go once its head is out (``prepareOutput()``); `nil` before, or for a
    /// connection whose writes go the usual way.
    private let output: NIOLoopBoundBox<BodyBytesOutput?>
    /// When the write under way began, in `DispatchTime` uptime nanoseconds; 0 when none is.
    private let writingSince = Atomic<UInt64>(0)
    private let isDropped = Atomic(false)
    private let isEnded = Atomic(false)
    private let ended: EventLoopPromise<Void>

    init(id: Int, channel: any Channel, podium: PodiumSize) {
        self.id = id
        self.channel = channel
        self.podium = podium
        progress = .makeBoxSendingValue(Progress(), eventLoop: channel.eventLoop)
        output = .makeEmptyBox(valueType: BodyBytesOutput.self, eventLoop: channel.eventLoop)
        ended = channel.eventLoop.makePromise(of: Void.self)
        // Whatever else notices a client leaving (the request's inbound close, a failed write),
        // a closed connection ends its stream at once, and so does a half-closed one.
        channel.closeFuture.whenComplete { _ in self.end() }
        // Adding fails only on a closed channel, whose `closeFuture` has ended the stream.
        _ = channel.pipeline.addHandler(InputClosedObserver { self.end() }, position: .first)
    }

    /// Finds where its events go, on the channel's event loop, once the answer's head has gone out:
    /// what the event loop writes (``write(_:completed:)``) follows it.
    func prepareOutput() {
        output.value = BodyBytesOutput(channel: channel)
    }

    /// Writes `bytes` to the response body and flushes them, on the channel's event loop.
    /// `completed` runs there once the write has completed; a write that fails ends the stream.
    func write(_ bytes: EventBytes, completed: @escaping @Sendable () -> Void) {
        progress.value.isWriting = true
        beginWrite()
        let promise = channel.eventLoop.makePromise(of: Void.self)
        promise.futureResult.whenComplete { result in
            self.progress.value.isWriting = false
            self.endWrite()
            switch result {
            case .success: completed()
            case .failure: self.end()
            }
        }
        if let output = output.value {
            output.write(bytes, promise: promise)
        } else {
            channel.writeAndFlush(HTTPResponsePart.body(bytes.plain), promise: promise)
        }
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

    /// Ends the stream after the write under way (the client left, or the server is stopping):
    /// ``waitUntilEnded()`` returns.
    func end() {
        guard !isEnded.exchange(true, ordering: .relaxed) else { return }
        ended.succeed()
    }

    /// Returns once the stream has ended, or at once when the task is cancelled (which ends it).
    func waitUntilEnded() async {
        await withTaskCancellationHandler {
            try? await ended.futureResult.get()
        } onCancel: {
            end()
        }
    }

    /// Ends the stream and closes its connection, failing the write under way: for a client that
    /// stopped reading. Returns whether this call dropped it (the first one does).
    @discardableResult
    func drop() -> Bool {
        guard !isDropped.exchange(true, ordering: .relaxed) else { return false }
        end()
        channel.close(promise: nil)
        return true
    }
}
