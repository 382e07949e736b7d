/// A placeholder for a symbol or image, as SwiftUI's `Image`.
///
/// VoteLayout has no images: an image is a fixed 2 × 1 placeholder (one wide terminal cell,
/// the size of an emoji), whatever is proposed, like a non-resizable SwiftUI image.
public struct Image: View, Hashable, Sendable {
    /// The size of every image placeholder.
    static let size = CGSize(width: 2, height: 1)
    let name: String

    /// Creates a system symbol image placeholder.
    public init(systemName: String) { name = systemName }

    /// Creates a named image placeholder.
    public init(_ name: String) { self.name = name }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Image: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: ImageLeaf(name: name), foreground: context.foreground)]
    }
}

struct ImageLeaf: NodeBehavior {
    let name: String

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize { Image.size }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { .image(systemName: name) }
}
