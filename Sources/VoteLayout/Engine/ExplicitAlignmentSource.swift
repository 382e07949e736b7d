/// Answers the explicit alignment guides of one node measured with one proposal, for ``ViewDimensions``.
///
/// A value, not an object: stacks and grids ask for dimensions in their innermost loops, and the
/// node already holds every answer, so there is nothing to share that would be worth an allocation.
struct ExplicitAlignmentSource {
    let node: EngineNode
    let proposal: ProposedViewSize

    init(node: EngineNode, proposal: ProposedViewSize) { (self.node, self.proposal) = (node, proposal) }

    /// Whether both answer for the same node measured with the same proposal.
    func isSame(as other: ExplicitAlignmentSource) -> Bool {
        node === other.node && proposal == other.proposal
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        node.explicitAlignment(key, proposal: proposal)
    }
}
