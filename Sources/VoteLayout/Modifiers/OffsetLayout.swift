/// Moves a view without changing its layout: same size, drawn `offset` away.
@usableFromInline
struct OffsetLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let offset: CGSize

    var nodeKind: LayoutNode.Kind { .modifier("offset") }
    var primaryChildIndex: Int? { 0 }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?
            .place(
                at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height),
                anchor: .topLeading,
                proposal: proposal
            )
    }
}
