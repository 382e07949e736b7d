extension View {
    /// Sets the font of text in this view (`nil`: the measurer's default).
    ///
    /// A measurer with font metrics (``FontTextMeasurer``) measures the text in it; the terminal's
    /// measurer has one face, so in cells it changes nothing.
    public func font(_ font: Font?) -> some View {
        EnvironmentModifierView(content: self) { $0.text.font = font }
    }

    /// Sets the most lines text in this view may take (`nil`: no limit); the last line shown
    /// ends with "…".
    public func lineLimit(_ number: Int?) -> some View {
        EnvironmentModifierView(content: self) { $0.text.lineLimit = number }
    }

    /// Sets the most lines text in this view may take; with `reservesSpace`, text with fewer lines
    /// still takes the height of `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        EnvironmentModifierView(content: self) {
            $0.text.lineLimit = limit
            $0.text.reservedLines = reservesSpace ? limit : 0
        }
    }

    /// Sets the range of lines text in this view takes: at least the lower bound's height, at most
    /// the upper bound's lines (the last one shown ends with "…").
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        EnvironmentModifierView(content: self) {
            $0.text.lineLimit = limit.upperBound
            $0.text.reservedLines = limit.lowerBound
        }
    }

    /// Sets the fewest lines' height text in this view takes, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        EnvironmentModifierView(content: self) {
            $0.text.lineLimit = nil
            $0.text.reservedLines = limit.lowerBound
        }
    }

    /// Sets the most lines text in this view may take, reserving none.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        EnvironmentModifierView(content: self) {
            $0.text.lineLimit = limit.upperBound
            $0.text.reservedLines = 0
        }
    }

    /// Sets how the lines of text in this view align with each other and with their frame.
    ///
    /// It doesn't change layout; renderers that draw with the reader's fonts (SVG) anchor text at this edge.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentModifierView(content: self) { $0.text.alignment = alignment }
    }

    /// Animates changes of `value`; VoteLayout lays out one state at a time, so this changes nothing.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        EnvironmentModifierView(content: self) { _ in }
    }
}
