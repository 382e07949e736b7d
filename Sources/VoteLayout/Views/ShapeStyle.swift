/// A colour or pattern to use when rendering a shape or text, as SwiftUI's `ShapeStyle`.
///
/// VoteLayout draws with colours: ``Color`` and the hierarchical styles (`.primary`, `.secondary`, …).
public protocol ShapeStyle {}

extension ShapeStyle {
    /// The colour a renderer draws this style with, or `nil` for styles VoteLayout can't draw.
    var drawingColor: Color? {
        if let color = self as? Color { return color }
        if let hierarchical = self as? HierarchicalShapeStyle { return hierarchical.color }
        if let erased = self as? AnyShapeStyle { return erased.color }
        if let shadowed = self as? ShadowedShapeStyle { return shadowed.color }
        return nil
    }
}

extension Color: ShapeStyle {}

/// A shape style that maps to one of the levels of foreground content, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let color: Color

    /// The first level of foreground content.
    public static let primary = HierarchicalShapeStyle(color: .primary)
    /// The second level of foreground content.
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    /// The third level of foreground content.
    public static let tertiary = HierarchicalShapeStyle(color: .gray)
    /// The fourth level of foreground content.
    public static let quaternary = HierarchicalShapeStyle(color: .gray.opacity(0.5))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of foreground content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of foreground content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of foreground content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of foreground content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    /// The standard red colour, as a shape style.
    public static var red: Color { Color.red }
    /// The standard orange colour, as a shape style.
    public static var orange: Color { Color.orange }
    /// The standard yellow colour, as a shape style.
    public static var yellow: Color { Color.yellow }
    /// The standard green colour, as a shape style.
    public static var green: Color { Color.green }
    /// The standard mint colour, as a shape style.
    public static var mint: Color { Color.mint }
    /// The standard teal colour, as a shape style.
    public static var teal: Color { Color.teal }
    /// The standard cyan colour, as a shape style.
    public static var cyan: Color { Color.cyan }
    /// The standard blue colour, as a shape style.
    public static var blue: Color { Color.blue }
    /// The standard indigo colour, as a shape style.
    public static var indigo: Color { Color.indigo }
    /// The standard purple colour, as a shape style.
    public static var purple: Color { Color.purple }
    /// The standard pink colour, as a shape style.
    public static var pink: Color { Color.pink }
    /// The standard brown colour, as a shape style.
    public static var brown: Color { Color.brown }
    /// The standard gray colour, as a shape style.
    public static var gray: Color { Color.gray }
    /// The standard black colour, as a shape style.
    public static var black: Color { Color.black }
    /// The standard white colour, as a shape style.
    public static var white: Color { Color.white }
    /// The standard clear colour, as a shape style.
    public static var clear: Color { Color.clear }
    /// The standard accentColor colour, as a shape style.
    public static var accentColor: Color { Color.accentColor }
}
