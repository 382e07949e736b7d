/// A view with an overlay or background attached to each element of its content.
///
/// Several secondary views are stacked in a `ZStack` with the modifier's alignment.
@usableFromInline
struct SecondaryContentView<Content: View, Secondary: View>: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var secondaries = VoteLayout.resolve(secondary, in: context)
        if secondaries.count > 1 {
            secondaries = [
                ResolvedView(
                    behavior: LayoutBehavior(layout: ZStackLayout(alignment: alignment)),
                    children: secondaries,
                    foreground: context.foreground
                )
            ]
        }
        guard !secondaries.isEmpty else { return VoteLayout.resolve(content, in: context) }
        let layout = SecondaryContentLayout(alignment: alignment, isBackground: isBackground)
        return VoteLayout.resolve(content, in: context)
            .map {
                $0.wrapped(in: LayoutBehavior(layout: layout), extraChildren: secondaries, primaryFirst: !isBackground)
            }
    }
}
