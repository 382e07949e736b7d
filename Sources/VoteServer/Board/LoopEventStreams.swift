import NIOCore
import Prometheus
import VoteBoard

/// The event streams whose connections one event loop serves, written by that loop.
///
/// A new board costs each stream one write and flush of bytes encoded once for all of them, made
/// in one pass on the loop that owns the stream's connection: no task is resumed and no thread is
/// crossed per stream. Boards go out in passes at most once per ``interval``, so a burst of votes
/// becomes one event; a stream's first board goes out as it opens. A stream still writing its
/// previous event when a pass comes is skipped, and catches up with the newest board (never the
/// ones in between) in the first pass after its write completes.
///
/// Drawing the board for a size this version has no drawing of yet takes the loop's time, so it
/// is bounded by a ``DrawingBudget``: once the budget is spent, streams of sizes still to draw
/// (on opening too) are skipped and get the newest board in a later pass. Each pass draws at
/// least one size, the one holding up the most streams longest first (its followers times its
/// wait), so every stream gets there, and a size many follow stays fresh however many sizes a few
/// streams follow.
final class LoopEventStreams: Sendable {
    private struct State: Sendable {
        /// The streams open on this loop, by id.
        var streams: [Int: EventStream] = [:]
        /// The newest board posted.
        var latest: BoardFeed.Snapshot
        /// `latest`'s event, by podium size, encoded when first needed.
        var events: [PodiumSize: EventBytes] = [:]
        /// Each podium size its streams follow: how many follow it, and its podium as last placed,
        /// kept across versions (a version whose ranks did not change is placed as the one before,
        /// ``PodiumPlacement/reused(for:size:)``). A size no stream follows is forgotten.
        var sizes: [PodiumSize: FollowedSize] = [:]
        /// The time this loop may spend drawing.
        var budget: DrawingBudget
        /// How many turns have been given out (``FollowedSize/turn``).
        var turns = 0
        /// When the last pass ran.
        var lastPass = NIODeadline.distantPast
        /// When the next pass is due, if one is scheduled.
        var scheduledPass: NIODeadline?
    }

    private struct FollowedSize: Sendable {
        var streams = 0
        var placement: PodiumPlacement?
        /// When the size last got an event (or began to be followed), in turns given out: how long
        /// it has waited, which with its followers orders a pass's drawings (``makeEvents(for:)``).
        var turn: Int
    }

    let eventLoop: any EventLoop
    /// The shortest time between two boards sent to one stream.
    let interval: TimeAmount
    private let drawings: DrawingCache
    /// Counts the boards a stream got in a later pass for want of drawing time.
    private let deferredBoards: Counter
    private let state: NIOLoopBoundBox<State>

    /// Streams on `eventLoop`, starting from `latest`; boards drawn through `drawings`, taking at
    /// most `drawingShare` of each `interval` beyond the one drawing each pass is owed.
    init(
        eventLoop: any EventLoop,
        latest: BoardFeed.Snapshot,
        interval: Duration,
        drawings: DrawingCache,
        drawingShare: Double,
        deferredBoards: Counter
    ) {
        self.eventLoop = eventLoop
        self.interval = TimeAmount(interval)
        self.drawings = drawings
        self.deferredBoards = deferredBoards
        let budget = DrawingBudget(share: drawingShare, of: TimeAmount(interval))
        state = .makeBoxSendingValue(State(latest: latest, budget: budget), eventLoop: eventLoop)
    }

    /// Adds `stream` (whose connection this loop serves) and writes it the newest board at once,
    /// or in a later pass if drawing it would overrun the budget.
    func attach(_ stream: EventStream) -> EventLoopFuture<Void> {
        eventLoop.submit {
            stream.prepareOutput()
            self.state.value.streams[stream.id] = stream
            if self.state.value.sizes[stream.podium] == nil {
                let turn = self.nextTurn()
                self.state.value.sizes[stream.podium] = FollowedSize(turn: turn)
            }
            self.state.value.sizes[stream.podium]?.streams += 1
            let now = NIODeadline.now()
            if let event = self.affordableEvent(for: stream.podium) {
                self.send(event, to: stream, now: now)
            } else {
                self.deferredBoards.increment()
                self.schedulePass(at: max(now, self.state.value.lastPass + self.interval))
            }
        }
    }

    /// Removes `stream`, first writing it the newest board if it lacks it, is not writing and the
    /// board is drawn or within the budget (a stream ended by a shutdown ends with what was
    /// published before): nothing more is written to it once the future completes.
    func detach(_ stream: EventStream) -> EventLoopFuture<Void> {
        eventLoop.submit {
            guard self.state.value.streams.removeValue(forKey: stream.id) != nil else { return }
            let progress = stream.progress.value
            if !progress.isWriting, progress.sentVersion != self.state.value.latest.version,
                let event = self.affordableEvent(for: stream.podium)
            {
                self.send(event, to: stream, now: .now())
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
    /// board went out less than ``interval`` ago or its size is still to be drawn once the budget
    /// is spent: those get it in a pass scheduled for then. Streams still writing get it in the
    /// first pass after their write completes (``wrote(_:)``).
    private func pass() {
        let now = NIODeadline.now()
        state.value.lastPass = now
        state.value.scheduledPass = nil
        let latest = state.value.latest.version
        var waiting: [EventStream] = []
        var isAnyTooSoon = false
        for stream in state.value.streams.values {
            let progress = stream.progress.value
            guard !progress.isWriting, progress.sentVersion != latest else { continue }
            guard progress.sentAt + interval <= now else {
                isAnyTooSoon = true
                continue
            }
            waiting.append(stream)
        }
        makeEvents(for: Set(waiting.map(\.podium)))
        var deferred = 0
        for stream in waiting {
            guard let event = state.value.events[stream.podium] else {
                deferred += 1
                continue
            }
            send(event, to: stream, now: now)
        }
        if deferred > 0 { deferredBoards.increment(by: Int64(deferred)) }
        if isAnyTooSoon || deferred > 0 { schedulePass(at: now + interval) }
    }

    /// Makes the newest board's event for each of `podiums` while the budget lasts, the first
    /// whatever the budget, so that however many sizes are followed each pass brings one more up
    /// to date.
    ///
    /// Sizes go in order of the streams each holds up: how many follow it, times how many turns it
    /// has waited. A size many streams follow (the page's usual ones) is kept fresh though one
    /// client follows dozens of others, each of which costs a drawing for one stream; a size few
    /// follow still comes up, as its wait grows.
    private func makeEvents(for podiums: Set<PodiumSize>) {
        let missing = Self.drawingOrder(
            of: podiums.filter { state.value.events[$0] == nil }
                .map { podium in
                    let size = state.value.sizes[podium]
                    return (podium, size?.streams ?? 0, size?.turn ?? 0)
                },
            turns: state.value.turns
        )
        var isDrawingOwed = true
        for podium in missing {
            if let board = keptBoard(for: podium) {
                keep(board, for: podium)
            } else if isDrawingOwed || state.value.budget.allows(at: .now()) {
                keep(draw(podium), for: podium)
                isDrawingOwed = false
            }
        }
    }

    /// `sizes` (each with the streams that follow it and the turn it last got an event) in the
    /// order a pass draws them, `turns` having been given out: most streams held up longest first
    /// (followers times turns waited), then the longest waiting.
    static func drawingOrder(of sizes: [(podium: PodiumSize, streams: Int, turn: Int)], turns: Int) -> [PodiumSize] {
        sizes.map { size in (size.podium, max(1, size.streams) * (turns - size.turn + 1), size.turn) }
            .sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }
            .map(\.0)
    }

    /// The newest board's event for `podium` if it is encoded, kept in the cache, or can be drawn
    /// within the budget; `nil` when it must wait for a pass.
    private func affordableEvent(for podium: PodiumSize) -> EventBytes? {
        if let event = state.value.events[podium] { return event }
        if let board = keptBoard(for: podium) { return keep(board, for: podium) }
        guard state.value.budget.allows(at: .now()) else { return nil }
        return keep(draw(podium), for: podium)
    }

    /// The newest board at `podium` as drawn already, by this loop or another, or by a request.
    private func keptBoard(for podium: PodiumSize) -> RenderedBoard? {
        let key = DrawingCache.Key(podium: podium, format: .json)
        return drawings.board(for: key, version: state.value.latest.version)
    }

    /// Draws the newest board at `podium` (placed like its last drawing when the ranks did not
    /// change), counting the time against the budget.
    private func draw(_ podium: PodiumSize) -> RenderedBoard {
        let start = NIODeadline.now()
        let earlier = state.value.sizes[podium]?.placement
        let board = drawings.rendered(state.value.latest, podium: podium, format: .json, placedLike: earlier)
        state.value.budget.spend(from: start, to: .now())
        return board
    }

    /// Encodes `board`, the newest board at `podium`, as the event every stream of that size gets.
    @discardableResult
    private func keep(_ board: RenderedBoard, for podium: PodiumSize) -> EventBytes {
        let latest = state.value.latest
        let event = EventStreamBytes.board(board, version: latest.version)
        state.value.events[podium] = event
        if state.value.sizes[podium] != nil {
            // Taken first: taking it changes the state, which the assignment holds meanwhile.
            let turn = nextTurn()
            state.value.sizes[podium]?.placement = board.placement
            state.value.sizes[podium]?.turn = turn
        }
        return event
    }

    /// A turn later than every one given out.
    private func nextTurn() -> Int {
        state.value.turns += 1
        return state.value.turns
    }

    /// Writes `event`, the newest board's, to `stream`.
    private func send(_ event: EventBytes, to stream: EventStream, now: NIODeadline) {
        stream.progress.value.sentVersion = state.value.latest.version
        stream.progress.value.sentAt = now
        stream.write(event) { self.wrote(stream) }
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
