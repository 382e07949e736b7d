import VoteLayout

/// A byte-based progress bar on standard error, redrawn at most ten times a second and erased at the end.
///
/// Shown only when standard error is a terminal, `--silent` was not given and the input size is
/// known; otherwise every call is a no-op. The line never reaches the terminal's last column: a
/// line that wrapped could not be redrawn by `\r`, and the screen would fill with stale copies.
struct ProgressBar {
    private let total: Int
    private let label: String
    private let columns: Int
    private let isEnabled: Bool
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant
    private var hasDrawn = false

    /// The widest bar, in cells; narrower terminals get a shorter one.
    static let maximumBarWidth = 30

    init(label: String, totalBytes: Int?, columns: Int, enabled: Bool = StandardStreams.isTerminal(2)) {
        self.label = label
        self.columns = columns
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
        // The rest of the line is erased after it: a shorter line (the bar dropped at a narrow
        // width) would leave the end of the longer one before it on screen.
        StandardStreams.writeError(
            "\r" + Self.line(label: label, fraction: Double(bytes) / Double(total), columns: columns) + "\u{1B}[K"
        )
    }

    /// Erases the bar.
    func finish() {
        guard hasDrawn else { return }
        StandardStreams.writeError("\r\u{1B}[2K")
    }

    /// "importing votes.csv [#####-----] 50%", at most `columns - 1` cells wide: the bar shrinks
    /// to 10 cells first, then the label is cut with "…", then the bar goes.
    static func line(label: String, fraction: Double, columns: Int) -> String {
        let fraction = min(1, max(0, fraction))
        let percent = " \(Int(fraction * 100))%"
        let room = columns - 1
        func bar(_ width: Int) -> String {
            let filled = Int(fraction * Double(width))
            return " [" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
        }
        let labelWidth = label.terminalDisplayWidth
        for width in stride(from: maximumBarWidth, through: 10, by: -1)
        where labelWidth + 3 + width + percent.count <= room {
            return label + bar(width) + percent
        }
        let barWidth = 10
        let labelRoom = room - (3 + barWidth + percent.count)
        if labelRoom >= 8 { return label.truncated(toDisplayWidth: labelRoom) + bar(barWidth) + percent }
        guard room > percent.count else { return String(percent.dropFirst().suffix(max(0, room))) }
        return label.truncated(toDisplayWidth: room - percent.count) + percent
    }
}
