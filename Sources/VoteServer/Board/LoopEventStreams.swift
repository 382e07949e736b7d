import NIOCore
import VoteBoard

/// The event streams whose connections one event loop serves, written by that loop.
///
/// A new board costs each stream one write and flush of bytes encoded once for all of them, made
/// in one pass on the loop that owns the stream's connection: no task is resumed and no thread is
/// crossed per stream. Boards go out in passes at most once per ``interval``, so a burst of votes
/// becomes one event; a stream's first board goes out as it opens. A stream still writing its
/// previous event when a pass comes is skipped, and catches up with the newest board (never the
/// ones in between) in the first pass after its write completes.
final class LoopEventStreams: Sendable {
    private struct State: Sendable {
        /// The streams open on this loop, by id.
        var streams: [Int: EventStream] = [:]
        /// The newest board posted.
        var latest: BoardFeed.Snapshot
        /// `latest`'s event, by podium size, encoded when first needed.
        var events: [PodiumSize: ByteBuffer] = [:]
        /// Each podium size its streams follow: how many follow it, and its podium as last placed,
        /// kept across versions (a version whose ranks did not change is placed as the one before,
        /// ``PodiumPlacement/reused(for:size:)``). A size no stream follows is forgotten.
        var sizes: [PodiumSize: FollowedSize] = [:]
        /// When the last pass ran.
        var lastPass = NIODeadline.distantPast
        /// When the next pass is due, if one is scheduled.
        var scheduledPass: NIODeadline?
    }

    private struct FollowedSize: Sendable {
        var streams = 0
        var placement: PodiumPlacement?
    }

    let eventLoop: any EventLoop
    /// The shortest time between two boards sent to one stream.
    let interval: TimeAmount
    private let drawings: DrawingCache
    private let state: NIOLoopBoundBox<State>

    /// Streams on `eventLoop`, starting from `latest`; boards drawn through `drawings`.
    init(eventLoop: any EventLoop, latest: BoardFeed.Snapshot, interval: Duration, drawings: DrawingCache) {
        self.eventLoop = eventLoop
        self.interval = TimeAmount(interval)
        self.drawings = drawings
        state = .makeBoxSendingValue(State(latest: latest), eventLoop: eventLoop)
    }

    /// Adds `stream` (whose connection this loop serves) and writes it the newest board at once.
    func attach(_ stream: EventStream) -> EventLoopFuture<Void> {
        eventLoop.submit {
            self.state.value.streams[stream.id] = stream
            self.state.value.sizes[stream.podium, default: FollowedSize()].streams += 1
            self.send(to: stream, now: .now())
        }
    }

    /// Removes `stream`, first writing it the newest board if it lacks it and is not writing (a
    /// stream ended by a shutdown ends with what was published before): nothing more is written
    /// to it once the future completes.
    func detach(_ stream: EventStream) -> EventLoopFuture<Void> {
        eventLoop.submit {
            guard self.state.value.streams.removeValue(forKey: stream.id) != nil else { return }
            let progress = stream.progress.value
            if !progress.isWriting, progress.sentVersion != self.state.value.latest.version {
                self.send(to: stream, now: .now())
            }
            self.state.value.sizes[stream.podium]?.streams -= 1
            if self.state.value.sizes[stream.podium]?.streams == 0 {
                self.state.value.sizes[stream.podium] = nil
            }
        }
    }

    /// Takes `snapshot` as the newest board, if it is newer, and sends it in the next pass: now
    /// if the last one ran at least ``interval`` ago. Callable from any thread.
    func post(_ snapshot: BoardFeed.Snapshot) {
        eventLoop.execute {
            guard snapshot.version > self.state.value.latest.version else { return }
            self.state.value.latest = snapshot
            self.state.value.events = [:]
            let due = self.state.value.lastPass + self.interval
            if due <= .now() { self.pass() } else { self.schedulePass(at: due) }
        }
    }

    /// Writes a keep-alive comment to every stream that is not writing and has the newest board
    /// (the others get the board itself in the pass that is due); the future tells how many.
    /// Callable from any thread.
    func remind() -> EventLoopFuture<Int> {
        eventLoop.submit {
            let latest = self.state.value.latest.version
            var reminded = 0
            for stream in self.state.value.streams.values {
                let progress = stream.progress.value
                guard !progress.isWriting, progress.sentVersion == latest else { continue }
                stream.write(EventStreamBytes.keepAlive) { self.wrote(stream) }
                reminded += 1
            }
            return reminded
        }
    }

    /// Sends the newest board to every stream that lacks it and is not writing, unless its last
    /// board went out less than ``interval`` ago: those get it in a pass scheduled for then.
    /// Streams still writing get it in the first pass after their write completes (``wrote(_:)``).
    private func pass() {
        let now = NIODeadline.now()
        state.value.lastPass = now
        state.value.scheduledPass = nil
        let latest = state.value.latest.version
        // A copy of the dictionary's reference: writes below never change the dictionary.
        let streams = state.value.streams
        var isAnyTooSoon = false
        for stream in streams.values {
            let progress = stream.progress.value
            guard !progress.isWriting, progress.sentVersion != latest else { continue }
            guard progress.sentAt + interval <= now else {
                isAnyTooSoon = true
                continue
            }
            send(to: stream, now: now)
        }
        if isAnyTooSoon { schedulePass(at: now + interval) }
    }

    /// After a write to `stream` completed: if a newer board came meanwhile, makes sure a pass
    /// will send it.
    private func wrote(_ stream: EventStream) {
        guard stream.progress.value.sentVersion != state.value.latest.version,
            state.value.streams[stream.id] != nil
        else { return }
        // Never a pass from here directly: this can run inside a pass, within a write.
        schedulePass(at: state.value.lastPass + interval)
    }

    /// Writes the newest board to `stream`.
    private func send(to stream: EventStream, now: NIODeadline) {
        let latest = state.value.latest
        stream.progress.value.sentVersion = latest.version
        stream.progress.value.sentAt = now
        stream.write(event(for: stream.podium)) { self.wrote(stream) }
    }

    /// The newest board's event for `podium`, encoded once per version.
    private func event(for podium: PodiumSize) -> ByteBuffer {
        if let event = state.value.events[podium] { return event }
        let latest = state.value.latest
        let earlier = state.value.sizes[podium]?.placement
        let board = drawings.rendered(latest, podium: podium, format: .json, placedLike: earlier)
        let event = EventStreamBytes.board(board, version: latest.version)
        state.value.events[podium] = event
        state.value.sizes[podium]?.placement = board.placement
        return event
    }

    /// Makes sure a pass runs at `due` or sooner.
    private func schedulePass(at due: NIODeadline) {
        if let scheduled = state.value.scheduledPass, scheduled <= due { return }
        state.value.scheduledPass = due
        eventLoop.scheduleTask(deadline: due) {
            // A pass that ran since, or one scheduled sooner, took this one's place.
            guard self.state.value.scheduledPass == due else { return }
            self.pass()
        }
    }
}
