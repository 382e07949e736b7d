/// The environment values VoteLayout's layout reads, as SwiftUI's `EnvironmentValues`.
///
/// Write one for a view and its subviews with `environment(_:_:)`:
/// ```swift
/// HStack { Text("א"); Text("ב") }.environment(\.layoutDirection, .rightToLeft)
/// ```
public struct EnvironmentValues {
    var context: ResolveContext

    /// The default environment: left to right, the measurer's font, no line limit, leading text.
    public init() { context = ResolveContext() }

    init(_ context: ResolveContext) { self.context = context }

    /// The direction layouts run in (default `.leftToRight`).
    public var layoutDirection: LayoutDirection {
        get { context.layoutDirection }
        set { context.layoutDirection = newValue }
    }

    /// The font of text (default `nil`: the measurer's default), as `font(_:)` sets it.
    public var font: Font? {
        get { context.text.font }
        set { context.text.font = newValue }
    }

    /// The most lines text may take (default `nil`: no limit), as `lineLimit(_:)` sets it.
    public var lineLimit: Int? {
        get { context.text.lineLimit }
        set { context.text.lineLimit = newValue }
    }

    /// How the lines of text align (default `.leading`), as `multilineTextAlignment(_:)` sets it.
    public var multilineTextAlignment: TextAlignment {
        get { context.text.alignment }
        set { context.text.alignment = newValue }
    }
}
