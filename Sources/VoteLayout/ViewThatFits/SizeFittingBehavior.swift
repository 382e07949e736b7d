/// How a ``ViewThatFits`` takes part in layout: it shows the first child that fits and hides
/// the others.
///
/// The choice is made afresh for every proposal (see ``SizeFittingChoice``); children's sizes
/// are cached per proposal by the engine, so choosing again at placement costs nothing. The
/// chosen child is sized and placed with the original proposal; the others are neither placed
/// nor shown, so they are absent from the result tree. Like SwiftUI's, the container is
/// transparent to its children's stack orientation (a `Divider` in a `ViewThatFits` in an
/// `HStack` is vertical) and reports its first child's spacing.
struct SizeFittingBehavior: NodeBehavior {
    let axes: Axis.Set

    var childOrientation: ChildOrientation { .inherit }

    private func choice(for proposal: ProposedViewSize, node: EngineNode) -> Int? {
        SizeFittingChoice.index(among: node.children.count, for: proposal, constraining: axes) { index, probe in
            node.children[index].sizeThatFits(probe)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        guard let chosen = choice(for: proposal, node: node) else { return .zero }
        return node.children[chosen].sizeThatFits(proposal)
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode, recorder: PlacementRecorder) {
        let chosen = choice(for: proposal, node: node)
        for index in node.children.indices {
            if index == chosen {
                recorder.record(.init(position: bounds.origin, anchor: .topLeading, proposal: proposal), at: index)
            } else {
                recorder.hide(at: index)
            }
        }
    }

    func spacing(node: EngineNode) -> ViewSpacing {
        node.children.first?.spacing ?? .zero
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { .layout("ViewThatFits") }
}
