/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`, filling its frame.
public struct RoundedRectangle: Shape, Hashable, Sendable {
    /// The corners' horizontal and vertical radii.
    public var cornerSize: CGSize
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle whose corners have the radii `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a rounded rectangle whose corners have the radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline the renderers draw (an implementation detail).
    public var _outline: LayoutNode.ShapeKind { .roundedRectangle(cornerSize: cornerSize) }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension RoundedRectangle: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        ShapeView(shape: _outline, fill: nil).resolve(in: context)
    }
}
