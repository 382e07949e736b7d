/// Insets a view: the child is proposed `max(0, proposal − insets)` on each axis (`nil` stays
/// `nil`) and the padded view is the child's size plus the insets.
///
/// The edges in `defaultedEdges` take the layout pass's default padding (``LayoutDefaults/padding``)
/// instead of `fixedInsets`, which is how `padding()` without a length gets 16 in points but a
/// cell or two in a terminal.
@usableFromInline
struct PaddingLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let fixedInsets: EdgeInsets
    let defaultedEdges: Edge.Set

    init(insets: EdgeInsets) { (fixedInsets, defaultedEdges) = (insets, []) }

    init(defaultedEdges: Edge.Set) { (fixedInsets, self.defaultedEdges) = (EdgeInsets(), defaultedEdges) }

    var nodeKind: LayoutNode.Kind { .modifier("padding") }
    var primaryChildIndex: Int? { 0 }

    /// The insets in a pass with `defaults`.
    func insets(_ defaults: LayoutDefaults) -> EdgeInsets {
        guard !defaultedEdges.isEmpty else { return fixedInsets }
        let padding = defaults.padding
        return EdgeInsets(
            top: defaultedEdges.contains(.top) ? padding.top : fixedInsets.top,
            leading: defaultedEdges.contains(.leading) ? padding.leading : fixedInsets.leading,
            bottom: defaultedEdges.contains(.bottom) ? padding.bottom : fixedInsets.bottom,
            trailing: defaultedEdges.contains(.trailing) ? padding.trailing : fixedInsets.trailing
        )
    }

    private func childProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.total(along: .horizontal)) },
            height: proposal.height.map { max(0, $0 - insets.total(along: .vertical)) }
        )
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let insets = insets(subviews.defaults)
        let size = child.sizeThatFits(childProposal(proposal, insets: insets))
        return CGSize(
            width: size.width + insets.total(along: .horizontal),
            height: size.height + insets.total(along: .vertical)
        )
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let insets = insets(subviews.defaults)
        child.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
            anchor: .topLeading,
            proposal: childProposal(proposal, insets: insets)
        )
    }
}
