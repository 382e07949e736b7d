/// A rectangular shape that fills the space offered to it, as SwiftUI's `Rectangle`.
///
/// Takes whatever size is proposed, `nil` (ideal) treated as 10; filled with the foreground colour.
public struct Rectangle: View, Hashable, Sendable {
    /// Creates a rectangle.
    public init() {}

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }

    /// The rectangle filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S) -> some View {
        ShapeView(shape: .rectangle, fill: content.drawingColor)
    }
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

/// A built-in shape with an optional explicit fill.
@usableFromInline
struct ShapeView: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let shape: LayoutNode.ShapeKind
    let fill: Color?

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: FillLeaf(kind: .shape(shape, fill: fill)), foreground: context.foreground)]
    }
}
