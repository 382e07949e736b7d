extension View {
    /// Adds padding to the specified edges: `length`, or the default padding when `nil`.
    ///
    /// The default is the layout pass's ``LayoutDefaults/padding`` on each of `edges`: 16 with
    /// ``LayoutDefaults/standard``. The view is proposed the proposal minus the insets (never
    /// below zero).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        guard let length else {
            return LayoutModifierView(content: self, layout: PaddingLayout(defaultedEdges: edges))
        }
        return LayoutModifierView(content: self, layout: PaddingLayout(insets: EdgeInsets(edges, length)))
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
