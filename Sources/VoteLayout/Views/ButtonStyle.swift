/// A type that specifies the appearance of buttons, as SwiftUI's `PrimitiveButtonStyle`.
///
/// VoteLayout knows the built-in styles: ``bordered``, ``borderedProminent``, ``borderless``,
/// ``plain`` and ``automatic`` (borderless).
public protocol PrimitiveButtonStyle {}

/// The styles VoteLayout lays out and draws.
enum ButtonStyleKind: Hashable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain

    var isBordered: Bool { self == .bordered || self == .borderedProminent }
}

protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    var kind: ButtonStyleKind { get }
}

/// A button style that draws a border around the label.
public struct BorderedButtonStyle: BuiltInButtonStyle, Sendable {
    /// Creates the style.
    public init() {}
    var kind: ButtonStyleKind { .bordered }
}

/// A bordered button style for prominent buttons.
public struct BorderedProminentButtonStyle: BuiltInButtonStyle, Sendable {
    /// Creates the style.
    public init() {}
    var kind: ButtonStyleKind { .borderedProminent }
}

/// A button style without a border.
public struct BorderlessButtonStyle: BuiltInButtonStyle, Sendable {
    /// Creates the style.
    public init() {}
    var kind: ButtonStyleKind { .borderless }
}

/// A button style that shows only the label.
public struct PlainButtonStyle: BuiltInButtonStyle, Sendable {
    /// Creates the style.
    public init() {}
    var kind: ButtonStyleKind { .plain }
}

/// The default button style (borderless in VoteLayout).
public struct DefaultButtonStyle: BuiltInButtonStyle, Sendable {
    /// Creates the style.
    public init() {}
    var kind: ButtonStyleKind { .automatic }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that draws a border around the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A bordered button style for prominent buttons.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that shows only the label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
