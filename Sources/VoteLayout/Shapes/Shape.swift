/// A shape that fills the frame it is given, as SwiftUI's `Shape`.
///
/// VoteLayout draws the built-in shapes itself — ``Rectangle``, ``RoundedRectangle``, ``Capsule``,
/// ``Ellipse``, ``Circle`` — and has no `Path`, so shapes of your own can't conform. Like
/// SwiftUI's, a shape takes whatever size is proposed (10 for a `nil` dimension) and fills it with
/// the foreground colour, or with the style given to ``fill(_:style:)``.
public protocol Shape: View {
    /// The outline the renderers draw (an implementation detail).
    var _outline: LayoutNode.ShapeKind { get }
}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: _outline, fill: content.drawingColor)
    }
}

/// How a shape's inside is found, as SwiftUI's `FillStyle`; VoteLayout's shapes are convex, so
/// both rules fill the same cells.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is used instead of the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The shape of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`; VoteLayout draws
/// both as circular arcs.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature.
    case continuous
}
