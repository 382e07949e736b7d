/// A view whose content resolves in a changed environment (`foregroundStyle`, `buttonStyle`).
struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout ResolveContext) -> Void

    var body: Never { bodyNotAvailable() }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var context = context
        transform(&context)
        return VoteLayout.resolve(content, in: context)
    }
}
