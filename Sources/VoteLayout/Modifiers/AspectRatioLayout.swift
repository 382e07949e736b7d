/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: proposes its view a size
/// of the given shape scaled to fit or fill the proposal, and takes the size the view chooses.
///
/// The shape is `ratio × 1`, or the view's ideal size when the ratio is `nil` (a square ideal
/// counts as `1 × 1`). The scale is `proposal ÷ shape` on each axis, the smaller of the two for
/// `.fit` and the larger for `.fill`; a `nil` axis counts as an infinite scale, and so does `0 ÷ 0`.
/// So with one axis proposed, `.fit` follows it and `.fill` proposes infinity on both axes, as
/// SwiftUI does. An unspecified proposal is passed on unchanged, so the view keeps its ideal size.
/// The view is centred in the modifier's frame, proposed the same size again.
@usableFromInline
struct AspectRatioLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    var nodeKind: LayoutNode.Kind { .modifier("aspectRatio") }
    var primaryChildIndex: Int? { 0 }

    /// The size offered to the view for `proposal`.
    func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        let shape = aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        let ratio = shape.width == shape.height ? CGSize(width: 1, height: 1) : shape
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let horizontal = scale(proposal.width, ratio.width)
        let vertical = scale(proposal.height, ratio.height)
        let factor = contentMode == .fit ? min(horizontal, vertical) : max(horizontal, vertical)
        // 0 × ∞ (a zero side scaled without bound) is no length: take it as 0.
        func scaled(_ length: CGFloat) -> CGFloat {
            let value = length * factor
            return value.isNaN ? 0 : value
        }
        return ProposedViewSize(width: scaled(ratio.width), height: scaled(ratio.height))
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        child.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY),
            anchor: .center,
            proposal: childProposal(proposal, child: child)
        )
    }
}
