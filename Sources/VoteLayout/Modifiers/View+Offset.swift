extension View {
    /// Draws this view moved by `offset`, without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        LayoutModifierView(content: self, layout: OffsetLayout(offset: offset))
    }

    /// Draws this view moved by `x` and `y`, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
