/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: draws as the style it wraps.
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The colour the wrapped style draws with, or `nil` for one VoteLayout can't draw.
    let color: Color?

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        color = style.drawingColor
    }
}
