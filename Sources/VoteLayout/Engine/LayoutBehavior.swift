/// Runs any `Layout` (stacks, modifiers, `AnyLayout`, users' layouts) as a node behaviour.
struct LayoutBehavior<L: Layout>: NodeBehavior {
    let layout: L

    private var builtIn: (any BuiltInLayout)? { layout._builtInLayout?.layout }

    var childOrientation: ChildOrientation {
        primaryChildIndex != nil ? .inherit : .set(Self.properties(of: layout).stackOrientation)
    }

    var primaryChildIndex: Int? { builtIn?.primaryChildIndex }

    var ownExplicitGuides: GuideSet { builtIn?.ownExplicitGuides ?? GuideSet(containsAll: true) }

    var forwardsExplicitGuides: Bool { builtIn?.forwardsExplicitGuides ?? false }

    var coordinateSpaceName: AnyHashable? { builtIn?.coordinateSpaceName }

    /// The properties of the layout, seeing through `AnyLayout`.
    static func properties<Other: Layout>(of layout: Other) -> LayoutProperties {
        // The type test first, sparing every other layout a dynamic cast.
        if Other.self == AnyLayout.self, let erased = layout as? AnyLayout { return erased.wrappedProperties }
        return type(of: layout).layoutProperties
    }

    private func withCache<T>(
        _ node: EngineNode,
        _ body: (LayoutSubviews, inout L.Cache) -> T,
        recorder: PlacementRecorder? = nil
    ) -> T {
        let subviews = node.subviews(recorder: recorder)
        var cache = node.layoutCache as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(subviews, &cache)
        node.layoutCache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode, recorder: PlacementRecorder) {
        withCache(
            node,
            { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &$1) },
            recorder: recorder
        )
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode)
        -> CGFloat?
    {
        guard ownExplicitGuides.contains(key) else { return nil }
        return withCache(node) { subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key: key),
                    in: bounds,
                    proposal: proposal,
                    subviews: subviews,
                    cache: &cache
                )
                : layout.explicitAlignment(
                    of: VerticalAlignment(key: key),
                    in: bounds,
                    proposal: proposal,
                    subviews: subviews,
                    cache: &cache
                )
        }
    }

    func spacing(node: EngineNode) -> ViewSpacing {
        withCache(node) { layout.spacing(subviews: $0, cache: &$1) }
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind {
        if let builtIn { return builtIn.nodeKind }
        return .layout(_typeName(L.self, qualified: false))
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}
