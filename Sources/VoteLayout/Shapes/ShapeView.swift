/// A built-in shape with an optional explicit fill.
@usableFromInline
struct ShapeView: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let shape: LayoutNode.ShapeKind
    let fill: Color?

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: FillLeaf(kind: .shape(shape, fill: fill)), foreground: context.foreground)]
    }
}
