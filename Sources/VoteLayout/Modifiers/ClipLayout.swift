/// Clips a view to a shape fitted to its frame, without changing its layout (`clipShape`, `cornerRadius`).
@usableFromInline
struct ClipLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let shape: LayoutNode.ShapeKind

    var nodeKind: LayoutNode.Kind { .clip(shape) }
    var primaryChildIndex: Int? { 0 }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}
