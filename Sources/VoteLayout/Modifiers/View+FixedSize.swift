extension View {
    /// Fixes this view at its ideal size on both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size on the chosen axes; it may then overflow its parent.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        LayoutModifierView(content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
