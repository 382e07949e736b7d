/// A minimal measurer: one unit per character, one line, never wrapped.
///
/// The fallback until a terminal measurer is available; tests inject their own measurers.
struct CellTextMeasurer: TextMeasurer {
    func layout(_ text: String, in proposal: ProposedViewSize) -> TextLayout {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = lines.map(\.count).max() ?? 0
        return TextLayout(size: CGSize(width: CGFloat(width), height: CGFloat(lines.count)), lines: lines)
    }
}
