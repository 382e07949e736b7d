/// The layout behind ``ViewThatFits``: shows the first subview that fits, hides the others.
///
/// The choice is made afresh for every proposal (see ``SizeFittingChoice``). The chosen
/// subview is sized and placed with the original proposal; the others are neither placed nor
/// shown, so they are absent from the result tree.
struct SizeFittingLayout: BuiltInLayout {
    let axes: Axis.Set

    var nodeKind: LayoutNode.Kind { .layout("ViewThatFits") }

    /// The chosen subview for each proposal seen during the pass.
    struct Cache {
        var choices: [ProposedViewSize: Int?] = [:]

        mutating func choice(for proposal: ProposedViewSize, axes: Axis.Set, subviews: LayoutSubviews) -> Int? {
            if let index = choices[proposal] { return index }
            let index =
                SizeFittingChoice.index(among: subviews.count, for: proposal, constraining: axes) {
                    subviews[subviews.startIndex + $0].sizeThatFits($1)
                }
                .map { subviews.startIndex + $0 }
            choices[proposal] = index
            return index
        }
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard let chosen = cache.choice(for: proposal, axes: axes, subviews: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let chosen = cache.choice(for: proposal, axes: axes, subviews: subviews)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                subviews[index].hide()
            }
        }
    }

    /// Like SwiftUI (per OpenSwiftUI's `SizeFittingLayoutComputer`), the spacing of the first child.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }
}
