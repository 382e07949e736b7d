import Synchronization
import VoteBoard

/// The boards drawn from the published standings, by podium size and format: a bounded cache
/// whose eviction is fair to the sizes people keep asking for.
///
/// It is a segmented LRU. A size asked for the first time is drawn and kept on probation; asked
/// again (at any version), it moves to the protected segment. New sizes evict only other
/// probationary ones, so a client asking for a new size on every request costs one drawing each
/// and cannot push out the sizes pages keep asking for; a protected size falls back to probation
/// only when more popular sizes outnumber the protected segment. Which sizes are known survives a
/// change of the standings; their drawings are redrawn once per version, when next asked for.
final class DrawingCache: Sendable {
    struct Key: Hashable, Sendable {
        var podium: PodiumSize
        var format: RenderedBoard.Format
    }

    /// The most sizes kept on probation (asked once).
    static let probationCapacity = 16
    /// The most sizes kept protected (asked more than once).
    static let protectedCapacity = 48
    /// The most drawings of one kind not in the cache made at once for `GET /v1/board`: one, so
    /// that however many new sizes or windows are asked for, each kind keeps at most one core
    /// busy drawing.
    static let concurrentDrawings = 1

    /// What a drawing not kept is of, each kind with permits of its own: a flood of windows does
    /// not keep the boards of new sizes (the page's, after every change) from being drawn.
    enum Uncached {
        /// The all-time board at a size not kept, or not drawn for the newest standings.
        case size
        /// A time window's board, drawn for each request.
        case window
    }

    private struct Drawing {
        var version: Int
        var board: RenderedBoard
    }

    private struct State {
        /// Oldest first.
        var probation: [Key] = []
        /// Least recently used first.
        var protected: [Key] = []
        var drawings: [Key: Drawing] = [:]
        /// Drawings under way through ``withDrawingPermit(for:_:)``, by kind.
        var drawing: [Uncached: Int] = [:]
    }

    private let state = Mutex(State())

    /// The drawing of `key` at `version`, or `nil` when it must be drawn (never seen, evicted, or
    /// drawn from other standings).
    func board(for key: Key, version: Int) -> RenderedBoard? {
        state.withLock { state in
            guard let drawing = state.drawings[key], drawing.version == version else { return nil }
            Self.touch(key, in: &state)
            return drawing.board
        }
    }

    /// Keeps `board`, drawn for `key` at `version`.
    func store(_ board: RenderedBoard, for key: Key, version: Int) {
        state.withLock { state in
            if let kept = state.drawings[key], kept.version > version { return }
            state.drawings[key] = Drawing(version: version, board: board)
            if state.protected.contains(key) || state.probation.contains(key) {
                Self.touch(key, in: &state)
            } else {
                state.probation.append(key)
                Self.trimProbation(&state)
            }
        }
    }

    /// The board of `snapshot` at `podium` in `format`, drawn once per version while the cache
    /// keeps its size.
    /// An earlier version's drawing of the size, kept here or passed as `earlier`, lends its
    /// placement when the ranks did not change.
    func rendered(
        _ snapshot: BoardFeed.Snapshot,
        podium: PodiumSize,
        format: RenderedBoard.Format,
        placedLike earlier: PodiumPlacement? = nil
    ) -> RenderedBoard {
        let key = Key(podium: podium, format: format)
        if let cached = board(for: key, version: snapshot.version) { return cached }
        let kept = earlier ?? state.withLock { $0.drawings[key]?.board.placement }
        let board = RenderedBoard(standings: snapshot.standings, podium: podium, format: format, placedLike: kept)
        store(board, for: key, version: snapshot.version)
        return board
    }

    /// Runs `work` (a drawing, with whatever only the drawing needs: a window's read of the votes)
    /// if fewer than ``concurrentDrawings`` of its kind are under way, else returns `nil` at once
    /// and does nothing (the caller answers 503 with `Retry-After`): a flood of new sizes or of
    /// windows then keeps one drawing of each kind under way at most, and requests for kept
    /// sizes never wait behind them.
    func withDrawingPermit<T>(for kind: Uncached, _ work: () async throws -> T) async rethrows -> T? {
        let admitted = state.withLock { state in
            guard state.drawing[kind, default: 0] < Self.concurrentDrawings else { return false }
            state.drawing[kind, default: 0] += 1
            return true
        }
        guard admitted else { return nil }
        defer { state.withLock { $0.drawing[kind, default: 0] -= 1 } }
        return try await work()
    }

    /// The number of drawings kept (tests read it).
    var count: Int { state.withLock { $0.drawings.count } }

    /// Whether `key` is in the protected segment.
    func isProtected(_ key: Key) -> Bool { state.withLock { $0.protected.contains(key) } }

    /// A key asked for again: promoted from probation, or made most recent among the protected.
    private static func touch(_ key: Key, in state: inout State) {
        if let index = state.protected.firstIndex(of: key) {
            state.protected.remove(at: index)
            state.protected.append(key)
            return
        }
        guard let index = state.probation.firstIndex(of: key) else { return }
        state.probation.remove(at: index)
        state.protected.append(key)
        if state.protected.count > protectedCapacity {
            // The least recently used protected size goes back on probation, not out.
            let demoted = state.protected.removeFirst()
            state.probation.append(demoted)
            trimProbation(&state)
        }
    }

    private static func trimProbation(_ state: inout State) {
        while state.probation.count > probationCapacity {
            let oldest = state.probation.removeFirst()
            state.drawings[oldest] = nil
        }
    }
}
