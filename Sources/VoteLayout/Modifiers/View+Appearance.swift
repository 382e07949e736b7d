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
