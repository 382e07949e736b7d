extension View {
    /// Sets the font of text in this view; it doesn't change VoteLayout's measurements.
    public func font(_ font: Font?) -> some View {
        EnvironmentModifierView(content: self) { _ in }
    }

    /// Animates changes of `value`; VoteLayout lays out one state at a time, so this changes nothing.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        EnvironmentModifierView(content: self) { _ in }
    }

    /// Clips this view to rounded corners; it doesn't change layout and renderers draw square corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        EnvironmentModifierView(content: self) { _ in }
    }
}
