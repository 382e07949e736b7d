/// A view with a layout modifier applied to each element of its content.
///
/// `@usableFromInline`, like every type behind a public `some View` modifier result, so that
/// client modules see through the opaque type: hidden, it is rebuilt at run time from its mangled
/// name, with a scan of every protocol conformance in the binary to check its generic
/// requirements, which cost `votectl board` about 4 M instructions (BENCHMARKS.md).
@usableFromInline
struct LayoutModifierView<Content: View, L: Layout>: View, PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    @usableFromInline static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    let content: Content
    let layout: L

    @usableFromInline var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        VoteLayout.resolve(content, in: context).map { $0.wrapped(in: LayoutBehavior(layout: layout)) }
    }
}
