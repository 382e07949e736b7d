/// The environment views are resolved in: what SwiftUI's environment carries for layout and drawing.
struct ResolveContext {
    /// The foreground colour set by `foregroundStyle`/`foregroundColor`, or `nil` for the default.
    var foreground: Color?
    /// The button style set by `buttonStyle`.
    var buttonStyle: ButtonStyleKind = .automatic
}
