extension View {
    /// Adds padding to the specified edges: `length`, or 16 when `nil`.
    ///
    /// The view is proposed the proposal minus the insets (never below zero).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? PaddingLayout.defaultLength))
    }

    /// Adds `length` of padding to every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds padding of the given insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        LayoutModifierView(content: self, layout: PaddingLayout(insets: insets))
    }
}
