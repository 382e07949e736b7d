/// A `Layout` used as a container view: `MyLayout { … }`.
@usableFromInline
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let layout: L
    let content: Content

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [
            ResolvedView(
                behavior: LayoutBehavior(layout: layout),
                children: VoteLayout.resolve(content, in: context),
                foreground: context.foreground
            )
        ]
    }
}

extension Layout {
    /// Combines the views in `content` into a single view laid out by this layout.
    ///
    /// ```swift
    /// MyEqualWidthHStack { Button("Cat") {}; Button("Goldfish") {} }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}
