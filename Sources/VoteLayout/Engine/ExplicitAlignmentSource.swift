/// Answers the explicit alignment guides of one node measured with one proposal, for ``ViewDimensions``.
final class ExplicitAlignmentSource {
    let node: EngineNode
    let proposal: ProposedViewSize

    init(node: EngineNode, proposal: ProposedViewSize) { (self.node, self.proposal) = (node, proposal) }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        node.explicitAlignment(key, proposal: proposal)
    }
}
