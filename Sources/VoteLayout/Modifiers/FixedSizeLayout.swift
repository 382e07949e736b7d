/// Fixes a view at its ideal size on some axes: proposes `nil` there and the parent's proposal
/// elsewhere, reports the child's answer (which may overflow the parent) and centres the child.
@usableFromInline
struct FixedSizeLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let horizontal: Bool
    let vertical: Bool

    var nodeKind: LayoutNode.Kind { .modifier("fixedSize") }
    var primaryChildIndex: Int? { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?
            .place(
                at: CGPoint(x: bounds.midX, y: bounds.midY),
                anchor: .center,
                proposal: childProposal(proposal)
            )
    }
}
