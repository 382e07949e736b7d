/// A shadow a shape style is drawn with, as SwiftUI's `ShadowStyle`.
///
/// Shadows change no frame, and VoteLayout's renderers draw none: a style with a shadow draws as
/// the style alone.
public struct ShadowStyle: Hashable, Sendable {
    let isInner: Bool
    let radius: CGFloat
    let offset: CGSize

    /// A shadow cast behind the shape.
    ///
    /// - Returns: The shadow.
    public static func drop(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ShadowStyle
    {
        ShadowStyle(isInner: false, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the shape's edges.
    ///
    /// - Returns: The shadow.
    public static func inner(color: Color = .black.opacity(0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ShadowStyle
    {
        ShadowStyle(isInner: true, radius: radius, offset: CGSize(width: x, height: y))
    }
}

/// A shape style with a shadow: drawn as its base style (VoteLayout draws no shadows).
public struct ShadowedShapeStyle: ShapeStyle, Hashable, Sendable {
    let color: Color?
    let shadow: ShadowStyle
}

extension ShapeStyle {
    /// This style with `style`'s shadow; VoteLayout draws it as this style alone.
    ///
    /// - Parameter style: The shadow.
    /// - Returns: The style with the shadow.
    public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle {
        ShadowedShapeStyle(color: drawingColor, shadow: style)
    }
}

extension View {
    /// Would draw a shadow behind this view; it changes no frame and VoteLayout's renderers draw none.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        self
    }
}
