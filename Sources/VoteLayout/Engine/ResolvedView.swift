/// One element of a view list, resolved from views into what the engine lays out.
///
/// Stacks, layouts, modifiers and leaves all become resolved views; `Group`, `ForEach`,
/// conditionals and environment modifiers don't, they only shape the list.
struct ResolvedView {
    /// How the element sizes itself and places its children.
    var behavior: any NodeBehavior
    /// The element's subviews, in order.
    var children: [ResolvedView]
    /// Traits the element passes to its container.
    var traits = ViewTraits()
    /// The element's identity within its parent's list (becomes its path component).
    var identity = ""
    /// The foreground colour in effect for the element.
    var foreground: Color?
    /// The layout direction the element's environment sets, or `nil` to inherit its parent's.
    var layoutDirection: LayoutDirection?

    init(
        behavior: any NodeBehavior,
        children: [ResolvedView] = [],
        foreground: Color? = nil
    ) {
        self.behavior = behavior
        self.children = children
        self.foreground = foreground
    }

    /// This element with `component` prepended to its identity, as a list flattens into its parent.
    func prefixingIdentity(_ component: String) -> ResolvedView {
        var copy = self
        copy.prefixIdentity(component)
        return copy
    }

    /// Prepends `component` to the identity in place, sparing the copy of the element.
    mutating func prefixIdentity(_ component: String) {
        identity = identity.isEmpty ? component : component + "." + identity
    }

    /// `views` with `component` prepended to each identity, as a list flattens into its parent.
    static func prefixing(_ views: [ResolvedView], with component: String) -> [ResolvedView] {
        var views = views
        for index in views.indices { views[index].prefixIdentity(component) }
        return views
    }

    /// Wraps this element in a modifier: the modifier takes over its identity and traits.
    func wrapped(in behavior: any NodeBehavior, extraChildren: [ResolvedView] = [], primaryFirst: Bool = true)
        -> ResolvedView
    {
        var inner = self
        inner.identity = "0"
        let children: [ResolvedView]
        if extraChildren.isEmpty {
            children = [inner]  // a plain modifier: no extras to number
        } else {
            let extras = extraChildren.enumerated()
                .map { index, child in
                    child.prefixingIdentity(String(index + 1))
                }
            children = primaryFirst ? [inner] + extras : extras + [inner]
        }
        var outer = ResolvedView(behavior: behavior, children: children, foreground: foreground)
        outer.traits = traits
        outer.identity = identity
        return outer
    }
}
