/// A capsule, as SwiftUI's `Capsule`: a rectangle whose shorter sides are half circles, filling its frame.
public struct Capsule: Shape, Hashable, Sendable {
    /// The ends' curve.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// The outline the renderers draw (an implementation detail).
    public var _outline: LayoutNode.ShapeKind { .capsule }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Capsule: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        ShapeView(shape: _outline, fill: nil).resolve(in: context)
    }
}
