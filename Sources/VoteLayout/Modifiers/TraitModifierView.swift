/// A view whose elements carry a changed trait (`layoutPriority`, `layoutValue`).
@usableFromInline
struct TraitModifierView<Content: View>: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let content: Content
    let transform: (inout ViewTraits) -> Void

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var elements = VoteLayout.resolve(content, in: context)
        for index in elements.indices { transform(&elements[index].traits) }
        return elements
    }
}
