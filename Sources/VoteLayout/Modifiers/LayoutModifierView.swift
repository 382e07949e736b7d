/// A view with a layout modifier applied to each element of its content.
struct LayoutModifierView<Content: View, L: BuiltInLayout>: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let content: Content
    let layout: L

    var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        VoteLayout.resolve(content, in: context).map { $0.wrapped(in: LayoutBehavior(layout: layout)) }
    }
}
