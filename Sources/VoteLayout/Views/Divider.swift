/// A visual element that separates content, as SwiftUI's `Divider`.
///
/// In a horizontal stack it is a vertical line; elsewhere (vertical stacks, grids, outside
/// stacks) a horizontal line. It is 1 unit thick (one terminal cell or row) and takes the
/// proposed length, `nil` (ideal) treated as 10, like a shape.
public struct Divider: View, Hashable, Sendable {
    /// Creates a divider.
    public init() {}

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Divider: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: DividerLeaf(), foreground: context.foreground)]
    }
}

struct DividerLeaf: NodeBehavior {
    /// The thickness of every divider.
    static let thickness: CGFloat = 1

    /// The axis the line runs along: across the enclosing stack.
    func lineAxis(_ node: EngineNode) -> Axis {
        node.stackOrientation == .horizontal ? .vertical : .horizontal
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return lineAxis(node) == .horizontal
            ? CGSize(width: size.width, height: Self.thickness)
            : CGSize(width: Self.thickness, height: size.height)
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { .divider(lineAxis(node)) }
}
