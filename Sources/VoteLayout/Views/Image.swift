/// A placeholder for a symbol or image, as SwiftUI's `Image`.
///
/// VoteLayout has no images: an image is a 2 × 1 placeholder (one wide terminal cell, the size
/// of an emoji). Like a SwiftUI image it keeps that size whatever is proposed, unless it is
/// `resizable()`: then it takes the size proposed, and its ideal size (on an axis proposed `nil`)
/// is the placeholder's, so `scaledToFit()` keeps its 2 : 1 shape.
public struct Image: View, Hashable, Sendable {
    /// The size of every image placeholder.
    static let size = CGSize(width: 2, height: 1)
    let name: String
    var isResizable = false

    /// The modes SwiftUI can resize an image with, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image's centre.
        case tile
        /// Stretches the image's centre.
        case stretch
    }

    /// Creates a system symbol image placeholder.
    public init(systemName: String) { name = systemName }

    /// Creates a named image placeholder.
    public init(_ name: String) { self.name = name }

    /// Sets the mode by which the image resizes to fit its space: it then takes the size proposed.
    ///
    /// A placeholder has no pixels, so `capInsets` and `resizingMode` change nothing.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Image: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: ImageLeaf(name: name, isResizable: isResizable), foreground: context.foreground)]
    }
}

struct ImageLeaf: NodeBehavior {
    let name: String
    let isResizable: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: Image.size) : Image.size
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { .image(systemName: name) }
}
