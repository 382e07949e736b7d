extension View {
    /// Clips this view to `shape` fitted to its frame; the frame doesn't change.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        LayoutModifierView(content: self, layout: ClipLayout(shape: shape._outline))
    }

    /// Clips this view to its frame with rounded corners of `radius`; the frame doesn't change.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Clips this view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }
}
