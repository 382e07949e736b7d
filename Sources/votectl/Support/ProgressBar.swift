/// A byte-based progress bar on standard error, redrawn at most ten times a second and erased at the end.
///
/// Shown only when standard error is a terminal and the input size is known; otherwise every call is a no-op.
struct ProgressBar {
    private let total: Int
    private let label: String
    private let isEnabled: Bool
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant
    private var hasDrawn = false

    init(label: String, totalBytes: Int?, enabled: Bool = StandardStreams.isTerminal(2)) {
        self.label = label
        total = totalBytes ?? 0
        isEnabled = enabled && total > 0
        lastDraw = clock.now
    }

    /// Redraws the bar for `bytes` read, if a tenth of a second has passed since the last redraw.
    mutating func update(bytes: Int) {
        guard isEnabled else { return }
        let now = clock.now
        guard now - lastDraw >= .milliseconds(100) else { return }
        lastDraw = now
        hasDrawn = true
        let fraction = min(1, Double(bytes) / Double(total))
        let width = 30
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        StandardStreams.writeError("\r\(label) [\(bar)] \(Int(fraction * 100))%")
    }

    /// Erases the bar.
    func finish() {
        guard hasDrawn else { return }
        StandardStreams.writeError("\r\u{1B}[2K")
    }
}
