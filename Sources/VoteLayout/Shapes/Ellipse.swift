/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, Hashable, Sendable {
    /// Creates an ellipse.
    public init() {}

    /// The outline the renderers draw (an implementation detail).
    public var _outline: LayoutNode.ShapeKind { .ellipse }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Ellipse: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        ShapeView(shape: _outline, fill: nil).resolve(in: context)
    }
}
