/// A modifier with one subview that takes the modifier's proposal and gives the modifier its size,
/// placed at a point of the modifier's bounds: `offset`, `alignmentGuide`, `clipShape`,
/// `coordinateSpace`. Only where the child goes and what the node is differ between them.
@usableFromInline
protocol SingleChildModifierLayout: Layout where Cache == Void {
    /// Where the child's top-leading corner goes in `bounds` (default: `bounds.origin`).
    func childOrigin(in bounds: CGRect) -> CGPoint
}

extension SingleChildModifierLayout where Self: BuiltInLayout {
    /// The modified view: the modifier passes its priority through.
    var primaryChildIndex: Int? { 0 }
    /// The child keeps the modifier's bounds in layout: its guides are the modifier's.
    var forwardsExplicitGuides: Bool { true }
}

extension SingleChildModifierLayout {
    @usableFromInline func childOrigin(in bounds: CGRect) -> CGPoint { bounds.origin }

    /// The child's size for the same proposal.
    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The child at ``childOrigin(in:)``, proposed the modifier's proposal.
    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: childOrigin(in: bounds), anchor: .topLeading, proposal: proposal)
    }
}
