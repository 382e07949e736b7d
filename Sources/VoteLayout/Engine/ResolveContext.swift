/// The environment views are resolved in: what SwiftUI's environment carries for layout and drawing.
struct ResolveContext {
    /// The foreground colour set by `foregroundStyle`/`foregroundColor`, or `nil` for the default.
    var foreground: Color?
    /// The button style set by `buttonStyle`.
    var buttonStyle: ButtonStyleKind = .automatic
    /// The font, line limit and alignment of text, set by `font`, `lineLimit` and `multilineTextAlignment`.
    var text = TextAttributes()
    /// The direction layouts run in, set with `environment(\.layoutDirection, …)`.
    var layoutDirection = LayoutDirection.leftToRight
}
