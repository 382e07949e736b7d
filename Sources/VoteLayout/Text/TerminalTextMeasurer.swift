/// Measures text in terminal cells: the default ``TextMeasurer``.
///
/// One unit is one character cell and one row is one line, so a layout computed with this
/// measurer can be drawn by a terminal renderer at one unit per cell.
///
/// - Width is the display width of each grapheme cluster: East Asian wide and fullwidth
///   characters and emoji take 2 cells, combining marks, ZWJ and other default-ignorable code
///   points 0, everything else 1.
/// - Every explicit line break (`"\n"`, `"\r\n"` or another Unicode newline) starts a new line.
/// - With no width proposed (`nil`), an infinite width or one at least the text's widest line,
///   nothing wraps: this is the ideal size.
/// - A narrower width wraps at spaces; a word wider than the whole line is broken between
///   grapheme clusters, never inside one. A cluster wider than the line (a 2-cell character
///   in 1 cell) sits alone on its line and overflows it.
/// - A proposed height (rounded down, but never below one row) that holds fewer rows than the
///   text needs keeps the rows that fit and ends the last one with ``ellipsis`` ("…", or "..."
///   for a terminal drawn in ASCII), cut by display width so it stays within the proposed width.
/// - A width below one cell can show nothing: each line becomes empty and the width is 0, so
///   stacks see text as compressible down to zero, as SwiftUI's `Text` is.
/// - Fractional proposals are rounded down to whole cells.
/// - Empty text has no lines and a zero size.
///
/// The size is (widest line after wrapping and truncation, number of lines).
///
/// ```swift
/// let measurer = TerminalTextMeasurer()
/// measurer.layout("Hello wide world", in: ProposedViewSize(width: 10, height: nil)).lines
/// // ["Hello wide", "world"]
/// measurer.layout("Hello wide world", in: ProposedViewSize(width: 10, height: 1)).lines
/// // ["Hello wid…"]
/// ```
public struct TerminalTextMeasurer: TextMeasurer {
    /// What ends a line cut short.
    public var ellipsis: String

    /// Creates a terminal-cell measurer that ends lines cut short with `ellipsis`.
    public init(ellipsis: String = "…") {
        self.ellipsis = ellipsis
    }

    /// Lays out `text` for `proposal` in terminal cells.
    ///
    /// - Complexity: O(*n*) in the number of grapheme clusters of `text`.
    public func layout(_ text: String, in proposal: ProposedViewSize) -> TextLayout {
        guard !text.isEmpty else { return TextLayout(size: .zero, lines: []) }
        let width = cells(proposal.width)
        if let cells = DisplayWidth.printableASCIIWidth(of: text), width.map({ $0 >= cells }) ?? true {
            // One line (no line feed, one cell per byte) with room to spare: nothing to split, wrap
            // or cut, as any height holds at least one row. The common case, so it skips the rest.
            return TextLayout(size: CGSize(width: cells, height: 1), lines: [text])
        }
        let paragraphs: [Substring]
        let ideal: Int
        if let ascii = DisplayWidth.printableASCIIParagraphs(of: text) {
            // Line feeds and one cell per byte: no need to break the text into clusters.
            paragraphs = ascii.paragraphs
            ideal = ascii.widest
        } else {
            paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            ideal = paragraphs.map(\.terminalDisplayWidth).max() ?? 0
        }

        let rows = cells(proposal.height).map { max(1, $0) }
        var lines: [String]
        // The widest line, when it is known without measuring the lines again.
        var widest: Int?
        switch width {
        case let width? where width < 1:
            lines = Array(repeating: "", count: paragraphs.count)
        case let width? where width < ideal:
            lines = LineBreaker(width: width).lines(of: paragraphs, rows: rows)
        default:
            // Unwrapped, the lines are the paragraphs and the widest is the ideal width.
            lines = paragraphs.count == 1 ? [text] : paragraphs.map(String.init)
            widest = ideal
        }

        // Cut short: more lines than rows, or the last row holding the rest of its paragraph.
        if let rows, rows < lines.count || (rows == lines.count && lines[rows - 1].terminalDisplayWidth > width ?? .max)
        {
            lines.removeLast(lines.count - rows)
            let last = lines.count - 1
            lines[last] = ellipsized(lines[last], width: width ?? .max)
            widest = nil
        }

        let size = CGSize(width: widest ?? lines.map(\.terminalDisplayWidth).max() ?? 0, height: lines.count)
        return TextLayout(size: size, lines: lines)
    }

    /// A proposed length in whole cells, or `nil` when it is unspecified, infinite, not a number,
    /// or too large for any text to reach.
    private func cells(_ length: CGFloat?) -> Int? {
        guard let length, length.isFinite, length < CGFloat(Int32.max) else { return nil }
        return Int(max(0, length.rounded(.down)))
    }

    /// `line` marked as cut short: ``ellipsis`` appended, or the line shortened until it and the
    /// ellipsis fit (in a width too small for the whole ellipsis, as much of it as fits).
    func ellipsized(_ line: String, width: Int) -> String {
        let ellipsisWidth = ellipsis.terminalDisplayWidth
        guard width >= ellipsisWidth else { return DisplayWidth.prefix(of: ellipsis, fitting: max(0, width)) }
        var kept = Substring(line)
        while kept.last == " " { kept.removeLast() }
        if kept.terminalDisplayWidth + ellipsisWidth <= width {
            return kept + ellipsis
        }
        var cut = Substring(DisplayWidth.prefix(of: kept, fitting: width - ellipsisWidth))
        while cut.last == " " { cut.removeLast() }
        return cut + ellipsis
    }
}

extension TextMeasurer where Self == TerminalTextMeasurer {
    /// A measurer that counts terminal cells; see ``TerminalTextMeasurer``.
    public static var terminal: TerminalTextMeasurer { TerminalTextMeasurer() }
}
