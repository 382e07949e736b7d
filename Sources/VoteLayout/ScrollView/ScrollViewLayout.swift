/// How a ``ScrollView`` sizes and places its content (see ``ScrollView`` for the rules).
///
/// Its single subview is the content; several views are stacked in a `VStack` first.
struct ScrollViewLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let axes: Axis.Set

    var nodeKind: LayoutNode.Kind { .scrollView(axes) }

    /// The content's proposal: `nil` along each scrolling axis.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return proposal.replacingUnspecifiedDimensions(by: content)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        let childProposal = contentProposal(ProposedViewSize(bounds.size))
        let size = content.sizeThatFits(childProposal)
        content.place(
            at: CGPoint(
                x: axes.contains(.horizontal) ? bounds.minX : bounds.midX - size.width / 2,
                y: axes.contains(.vertical) ? bounds.minY : bounds.midY - size.height / 2
            ),
            anchor: .topLeading,
            proposal: childProposal
        )
    }
}
