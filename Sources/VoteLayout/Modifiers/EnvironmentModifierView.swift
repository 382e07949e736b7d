/// A view whose content resolves in a changed environment (`foregroundStyle`, `buttonStyle`).
@usableFromInline
struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let content: Content
    let transform: (inout ResolveContext) -> Void

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var context = context
        transform(&context)
        return VoteLayout.resolve(content, in: context)
    }
}
