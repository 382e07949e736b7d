/// A type that collects multiple views into a single unit without laying them out, as SwiftUI's `Group`.
///
/// Modifiers applied to a group apply to each of its views.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Group: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] { VoteLayout.resolve(content, in: context) }
}
