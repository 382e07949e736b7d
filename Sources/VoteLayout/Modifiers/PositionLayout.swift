/// `position(_:)`: puts the centre of its view at a point of its own frame.
///
/// The modifier takes the whole proposal (an axis proposed `nil` takes the view's length for
/// that proposal instead), proposes its view its own size, and centres the view on `position`,
/// measured from the modifier's top-leading corner. In a right-to-left environment the point
/// is measured from the top-trailing corner, as every position is mirrored.
@usableFromInline
struct PositionLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let position: CGPoint

    var nodeKind: LayoutNode.Kind { .modifier("position") }
    var primaryChildIndex: Int? { 0 }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return proposal.replacingUnspecifiedDimensions(by: child)
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?
            .place(
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y),
                anchor: .center,
                proposal: ProposedViewSize(bounds.size)
            )
    }
}
