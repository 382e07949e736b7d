/// A rectangular shape that fills the space offered to it, as SwiftUI's `Rectangle`.
///
/// Takes whatever size is proposed, `nil` (ideal) treated as 10; filled with the foreground colour.
public struct Rectangle: Shape, Hashable, Sendable {
    /// Creates a rectangle.
    public init() {}

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }

    /// The outline the renderers draw (an implementation detail).
    public var _outline: LayoutNode.ShapeKind { .rectangle }
}

extension Rectangle: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        ShapeView(shape: .rectangle, fill: nil).resolve(in: context)
    }
}
