/// A flexible space that expands along the major axis of its containing stack, as SwiftUI's `Spacer`.
///
/// In a horizontal stack a spacer is `max(proposed width, minLength)` wide and 0 tall (a `nil`
/// proposal gives `minLength`); in a vertical stack the same along the height; outside a stack
/// (a `ZStack` or a layout without a stack orientation) it expands on both axes. It asks for zero
/// spacing to its neighbours along the stack, and its layout priority is `-infinity` so stacks
/// size it after everything else (a `layoutPriority` overrides that).
public struct Spacer: View, Hashable, Sendable {
    /// The minimum length along the stack's axis; `nil` uses the layout pass's default spacing
    /// along that axis (8 with ``LayoutDefaults/standard``).
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Spacer: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: SpacerLeaf(minLength: minLength))]
    }
}

struct SpacerLeaf: NodeBehavior {
    let minLength: CGFloat?

    func intrinsicPriority(node: EngineNode) -> Double { -.infinity }

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        let defaults = node.pass.defaults
        let width = max(proposal.width ?? -.infinity, minLength ?? defaults.spacing(along: .horizontal))
        let height = max(proposal.height ?? -.infinity, minLength ?? defaults.spacing(along: .vertical))
        switch node.stackOrientation {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }

    func spacing(node: EngineNode) -> ViewSpacing {
        guard let axis = node.stackOrientation else { return .zero }
        return .along(axis, 0)
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { .spacer }
}
