/// Lays out `overlay` and `background`: the modified view decides the size; the secondary view
/// is proposed exactly that size and aligned on it.
///
/// Subviews are `[primary, secondary]` for an overlay and `[secondary, primary]` for a
/// background, so that drawing in order puts a background behind its view.
@usableFromInline
struct SecondaryContentLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    @usableFromInline var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let alignment: Alignment
    let isBackground: Bool

    var nodeKind: LayoutNode.Kind { .modifier(isBackground ? "background" : "overlay") }
    var primaryChildIndex: Int? { isBackground ? 1 : 0 }
    /// The modified view decides the size and sits at the origin: its guides are the modifier's.
    var forwardsExplicitGuides: Bool { true }

    private func primary(_ subviews: Subviews) -> LayoutSubview? {
        subviews.count == 2 ? subviews[subviews.startIndex + (primaryChildIndex ?? 0)] : subviews.first
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        primary(subviews)?.sizeThatFits(proposal) ?? .zero
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let primary = primary(subviews) else { return }
        let primaryDimensions = primary.dimensions(in: proposal)
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let secondaryProposal = ProposedViewSize(width: primaryDimensions.width, height: primaryDimensions.height)
        for subview in subviews where subview != primary {
            let dimensions = subview.dimensions(in: secondaryProposal)
            subview.place(
                at: CGPoint(
                    x: bounds.minX + primaryDimensions[alignment.horizontal] - dimensions[alignment.horizontal],
                    y: bounds.minY + primaryDimensions[alignment.vertical] - dimensions[alignment.vertical]
                ),
                anchor: .topLeading,
                proposal: secondaryProposal
            )
        }
    }

    @usableFromInline func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        primary(subviews)?.spacing ?? .zero
    }
}
