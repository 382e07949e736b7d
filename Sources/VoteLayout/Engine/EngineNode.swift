/// A resolved view during one layout pass: its measurements, cached per proposal, and its placement.
///
/// Caching every answer per proposal within the pass is what keeps nested stacks linear: a
/// parent may ask a child the same question many times (flexibility probes, then sizing, then
/// placement), but the child computes each answer once.
final class EngineNode {
    let behavior: any NodeBehavior
    let children: [EngineNode]
    let path: ViewPath
    let traits: ViewTraits
    let foreground: Color?
    /// The orientation of the nearest enclosing layout container.
    let stackOrientation: Axis?
    /// The direction the node places its children in: in `.rightToLeft` each child's position
    /// is mirrored horizontally within the node, as SwiftUI flips every view within its parent.
    let layoutDirection: LayoutDirection
    /// The guides this node or a descendant may set explicitly; others are never looked up.
    let explicitGuides: GuideSet
    let pass: LayoutPass

    // The counters and memos marked `@exclusivity(unchecked)` are only read or written in single,
    // instantaneous accesses (never held across a call, so even a layout that reached this node
    // again could not overlap them), and a node lives on one thread: the run-time exclusivity
    // checks could never fire for them, yet cost more than the memo lookups they would guard.
    // Each access is marked `unsafe`, as strict memory safety asks, so the exception shows where it is used.

    /// Leaf measurements this node computed (cache misses).
    @exclusivity(unchecked) private(set) var measurements = 0
    /// Size questions `Layout`s asked this node through `LayoutSubview` (cache hits included).
    @exclusivity(unchecked) private(set) var queries = 0

    /// The cache of a `Layout` behaviour, kept for the pass.
    var layoutCache: Any?
    @exclusivity(unchecked) private var sizes = ProposalMemo<CGSize>()
    /// A `Text`'s lines per proposal (see ``TextLeaf``), kept apart from ``layoutCache`` so
    /// reading them needs no dynamic cast.
    @exclusivity(unchecked) var textLayouts = ProposalMemo<TextLayout>()
    private var explicitValues: [ExplicitKey: CGFloat?] = [:]

    private struct ExplicitKey: Hashable {
        var key: AlignmentKey
        var proposal: ProposedViewSize
    }
    private var cachedPriority: Double?
    private var cachedSpacing: ViewSpacing?

    init(
        _ view: ResolvedView,
        path: ViewPath,
        stackOrientation: Axis?,
        layoutDirection: LayoutDirection = .leftToRight,
        pass: LayoutPass
    ) {
        behavior = view.behavior
        let direction = view.layoutDirection ?? layoutDirection
        self.layoutDirection = direction
        self.path = path
        traits = view.traits
        foreground = view.foreground
        self.stackOrientation = stackOrientation
        self.pass = pass
        let childOrientation: Axis? =
            switch view.behavior.childOrientation {
            case .inherit: stackOrientation
            case .set(let axis): axis
            }
        children = view.children.enumerated()
            .map { index, child in
                EngineNode(
                    child,
                    path: path.appending(child.identity.isEmpty ? String(index) : child.identity),
                    stackOrientation: childOrientation,
                    layoutDirection: direction,
                    pass: pass
                )
            }
        var guides = view.behavior.ownExplicitGuides
        let forwards = view.behavior.forwardsExplicitGuides
        for child in children { guides.formUnion(forwards ? child.explicitGuides : child.explicitGuides.propagating) }
        explicitGuides = guides
    }

    // MARK: Measurement

    /// Counts a size question asked through a `LayoutSubview` proxy.
    func countQuery() { unsafe queries += 1 }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = unsafe sizes[proposal] { return size }
        if children.isEmpty { unsafe measurements += 1 }
        let size = behavior.sizeThatFits(proposal, node: self)
        if pass.cachesMeasurements { unsafe sizes.remember(size, for: proposal) }
        return size
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let source = explicitGuides.isEmpty ? nil : ExplicitAlignmentSource(node: self, proposal: proposal)
        return ViewDimensions(size: size, guideSource: source)
    }

    /// The layout priority the node's container sees.
    var priority: Double {
        if let cachedPriority { return cachedPriority }
        let value =
            traits.priority
            ?? behavior.primaryChildIndex.flatMap { children.indices.contains($0) ? children[$0].priority : nil }
            ?? behavior.intrinsicPriority(node: self)
        cachedPriority = value
        return value
    }

    var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let value = behavior.spacing(node: self).resolvingDefaults(pass.defaults)
        cachedSpacing = value
        return value
    }

    /// The node's explicit value for `key` when measured with `proposal`, in its own coordinates.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard explicitGuides.contains(key) else { return nil }
        let cacheKey = ExplicitKey(key: key, proposal: proposal)
        if let value = explicitValues[cacheKey] { return value }
        let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
        var value = behavior.explicitAlignment(key, in: bounds, proposal: proposal, node: self)
        if value == nil, behavior.forwardsExplicitGuides {
            let primary = behavior.primaryChildIndex ?? 0
            if children.indices.contains(primary) {
                value = children[primary].explicitAlignment(key, proposal: proposal)
            }
        } else if value == nil, key.propagates, !children.isEmpty {
            value = mergedChildAlignment(key, in: bounds, proposal: proposal)
        }
        explicitValues[cacheKey] = value
        return value
    }

    /// A container's default guide: a dry-run placement, then the merge of the children's explicit values.
    private func mergedChildAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        let recorder = PlacementRecorder(count: children.count)
        behavior.placeChildren(in: bounds, proposal: proposal, node: self, recorder: recorder)
        var values: [CGFloat] = []
        for (index, child) in children.enumerated()
        where child.explicitGuides.contains(key) && !recorder.hidden.contains(index) {
            let frame = childFrame(index, recorder: recorder, bounds: bounds, proposal: proposal)
            if let value = child.explicitAlignment(key, proposal: frame.proposal) {
                values.append(value + (key.axis == .horizontal ? frame.origin.x : frame.origin.y))
            }
        }
        return key.combine(values)
    }

    // MARK: Placement

    /// Where child `index` goes: as placed, or centred with the container's proposal if never placed.
    private func childFrame(_ index: Int, recorder: PlacementRecorder, bounds: CGRect, proposal: ProposedViewSize)
        -> (origin: CGPoint, proposal: ProposedViewSize)
    {
        let child = children[index]
        guard let placement = recorder.placements[index] else {
            let size = child.sizeThatFits(proposal)
            return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal)
        }
        let size = child.sizeThatFits(placement.proposal)
        let origin = CGPoint(
            x: placement.position.x - placement.anchor.x * size.width,
            y: placement.position.y - placement.anchor.y * size.height
        )
        return (origin, placement.proposal)
    }

    /// Places this node at `origin` with `proposal`, then its subtree, and returns the result.
    func makeResult(origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let bounds = CGRect(origin: origin, size: sizeThatFits(proposal))
        if let name = behavior.coordinateSpaceName {
            pass.namedSpaces.append((name, origin))
        }
        defer {
            if behavior.coordinateSpaceName != nil { pass.namedSpaces.removeLast() }
        }
        if let content = behavior.contentPlaced(in: bounds, pass: pass) {
            return placeLateContent(content, in: bounds, proposal: proposal)
        }
        guard !children.isEmpty else {
            // A leaf places nothing: no recorder to fill.
            return LayoutNode(
                frame: bounds,
                kind: behavior.kind(node: self, proposal: proposal),
                path: path,
                foreground: foreground
            )
        }
        let recorder = PlacementRecorder(count: children.count)
        behavior.placeChildren(in: bounds, proposal: proposal, node: self, recorder: recorder)
        let hidden = recorder.hidden
        var laidOutChildren: [LayoutNode] = []
        laidOutChildren.reserveCapacity(children.count)
        for index in drawingOrder where hidden.isEmpty || !hidden.contains(index) {
            var frame = childFrame(index, recorder: recorder, bounds: bounds, proposal: proposal)
            if layoutDirection == .rightToLeft {
                frame.origin.x =
                    bounds.minX + bounds.maxX - frame.origin.x
                    - children[index].sizeThatFits(frame.proposal).width
            }
            laidOutChildren.append(children[index].makeResult(origin: frame.origin, proposal: frame.proposal))
        }
        return LayoutNode(
            frame: bounds,
            kind: behavior.kind(node: self, proposal: proposal),
            path: path,
            foreground: foreground,
            children: laidOutChildren
        )
    }

    /// The children's indices in drawing order: by `zIndex`, lowest first, equal values in order.
    private var drawingOrder: [Int] {
        guard children.contains(where: { $0.traits.zIndex != nil }) else { return Array(children.indices) }
        return children.indices.sorted { left, right in
            let (a, b) = (children[left].traits.zIndex ?? 0, children[right].traits.zIndex ?? 0)
            return a != b ? a < b : left < right
        }
    }

    /// Lays out content built once this node's frame is known (a `GeometryReader`'s): each view
    /// proposed the node's size and placed at its top-leading corner (top-trailing, right to left).
    private func placeLateContent(_ content: [ResolvedView], in bounds: CGRect, proposal: ProposedViewSize)
        -> LayoutNode
    {
        let inner = ProposedViewSize(bounds.size)
        let laidOut = content.enumerated()
            .map { index, view in
                let node = EngineNode(
                    view,
                    path: path.appending(view.identity.isEmpty ? String(index) : view.identity),
                    stackOrientation: nil,
                    layoutDirection: layoutDirection,
                    pass: pass
                )
                var origin = bounds.origin
                if layoutDirection == .rightToLeft { origin.x = bounds.maxX - node.sizeThatFits(inner).width }
                return node.makeResult(origin: origin, proposal: inner)
            }
        return LayoutNode(
            frame: bounds,
            kind: behavior.kind(node: self, proposal: proposal),
            path: path,
            foreground: foreground,
            children: laidOut
        )
    }

    /// The subviews proxies for a `Layout`, recording placements into `recorder` when given.
    func subviews(recorder: PlacementRecorder? = nil) -> LayoutSubviews {
        LayoutSubviews(nodes: children, recorder: recorder, layoutDirection: layoutDirection)
    }
}
