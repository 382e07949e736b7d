/// Insets a view: the child is proposed `max(0, proposal − insets)` on each axis (`nil` stays
/// `nil`) and the padded view is the child's size plus the insets.
struct PaddingLayout: BuiltInLayout {
    /// The amount `padding()` uses on each edge when no length is given.
    static let defaultLength: CGFloat = 16
    let insets: EdgeInsets

    var nodeKind: LayoutNode.Kind { .modifier("padding") }
    var primaryChildIndex: Int? { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.total(along: .horizontal)) },
            height: proposal.height.map { max(0, $0 - insets.total(along: .vertical)) }
        )
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: size.width + insets.total(along: .horizontal),
            height: size.height + insets.total(along: .vertical)
        )
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?
            .place(
                at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                anchor: .topLeading,
                proposal: childProposal(proposal)
            )
    }
}
