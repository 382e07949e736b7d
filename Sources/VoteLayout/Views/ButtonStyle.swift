/// A type that specifies the appearance of buttons, as SwiftUI's `PrimitiveButtonStyle`.
///
/// VoteLayout knows the built-in styles: ``bordered``, ``borderedProminent``, ``borderless``,
/// ``plain`` and ``automatic`` (borderless).
public protocol PrimitiveButtonStyle {
    /// Puts this style into effect in `context`: an implementation detail of VoteLayout.
    ///
    /// Don't implement or call it. The default, which covers styles of your own, lays buttons
    /// out as ``automatic``; the built-in styles set themselves without a dynamic cast.
    func _apply(to context: inout _ResolveContext)
}

extension PrimitiveButtonStyle {
    /// Lays buttons out as ``automatic`` (an implementation detail).
    public func _apply(to context: inout _ResolveContext) {
        context.base.buttonStyle = .automatic
    }
}

/// The styles VoteLayout lays out and draws.
enum ButtonStyleKind: Hashable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain

    var isBordered: Bool { self == .bordered || self == .borderedProminent }
}

/// A button style that draws a border around the label.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// Puts this style into effect (an implementation detail).
    public func _apply(to context: inout _ResolveContext) {
        context.base.buttonStyle = .bordered
    }
}

/// A bordered button style for prominent buttons.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// Puts this style into effect (an implementation detail).
    public func _apply(to context: inout _ResolveContext) {
        context.base.buttonStyle = .borderedProminent
    }
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// Puts this style into effect (an implementation detail).
    public func _apply(to context: inout _ResolveContext) {
        context.base.buttonStyle = .borderless
    }
}

/// A button style that shows only the label.
public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// Puts this style into effect (an implementation detail).
    public func _apply(to context: inout _ResolveContext) {
        context.base.buttonStyle = .plain
    }
}

/// The default button style (borderless in VoteLayout).
public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// Puts this style into effect (an implementation detail).
    public func _apply(to context: inout _ResolveContext) {
        context.base.buttonStyle = .automatic
    }
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
