import NIOCore

/// How much of its event loop's time one ``LoopEventStreams`` may spend drawing boards of sizes
/// not drawn yet: ``allowance`` in each window of ``window``.
///
/// Drawings run on the loop that also serves the streams' connections and other requests, so
/// without a bound a client following a new podium size on each of many streams makes every
/// change of the standings take the loop (and with one loop per core, every core) for as long as
/// all those drawings take. The window restarts with the first drawing asked for after it ends;
/// what one drawing overran is forgotten then, so the bound is the allowance plus one drawing per
/// window, and the sizes left waiting are drawn in later windows.
struct DrawingBudget: Sendable {
    /// The time drawings may take in one window.
    let allowance: TimeAmount
    /// How long a window lasts: the streams' event interval.
    let window: TimeAmount
    /// When the current window began.
    private var windowStart = NIODeadline.distantPast
    /// The time drawings took in the current window.
    private var spent = TimeAmount.zero

    /// A budget of `share` (0 to 1) of each `window`; 0 allows only the drawings a pass is owed.
    init(share: Double, of window: TimeAmount) {
        // NaN draws nothing beyond what passes are owed (converting it would trap).
        let share = share.isNaN ? 0 : min(max(share, 0), 1)
        allowance = .nanoseconds(Int64((Double(window.nanoseconds) * share).rounded(.down)))
        self.window = window
    }

    /// Whether a drawing starting at `now` fits: less than ``allowance`` was spent in its window.
    mutating func allows(at now: NIODeadline) -> Bool {
        if now >= windowStart + window {
            windowStart = now
            spent = .zero
        }
        return spent < allowance
    }

    /// Counts a drawing that took from `start` to `end` against the current window.
    mutating func spend(from start: NIODeadline, to end: NIODeadline) {
        if start >= windowStart + window {
            // A drawing made without asking (one a pass is owed) opens a window of its own.
            windowStart = start
            spent = .zero
        }
        spent = spent + (end - start)
    }
}
