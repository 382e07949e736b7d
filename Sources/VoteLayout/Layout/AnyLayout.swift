/// A type-erased layout, as SwiftUI's `AnyLayout`.
///
/// Switching the wrapped layout keeps the identity (and so the paths) of the container's
/// subviews, the way SwiftUI animates between layouts instead of rebuilding:
/// ```swift
/// let layout = isTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
/// layout { ForEach(pets) { PetAvatar(pet: $0) } }
/// ```
public struct AnyLayout: Layout {
    let storage: any Layout

    /// Wraps `layout` (an `AnyLayout` is unwrapped rather than nested).
    public init<L: Layout>(_ layout: L) {
        // The type test first: a dynamic cast of any other layout costs more than the whole wrap.
        if L.self == AnyLayout.self, let erased = layout as? AnyLayout {
            storage = erased.storage
        } else {
            storage = layout
        }
    }

    /// The cache of the wrapped layout, type-erased.
    public struct Cache {
        var value: Any?
    }

    /// Makes an empty cache; the wrapped layout's cache is made on first use.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: nil) }

    /// Drops the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.value = nil }

    /// The properties of the wrapped layout's type.
    var wrappedProperties: LayoutProperties { type(of: storage).layoutProperties }

    /// Returns the size of the container for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func open<L: Layout>(_ layout: L) -> CGSize {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return open(storage)
    }

    /// Places the subviews in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func open<L: Layout>(_ layout: L) {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        open(storage)
    }

    /// The container's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func open<L: Layout>(_ layout: L) -> ViewSpacing {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.spacing(subviews: subviews, cache: &inner)
        }
        return open(storage)
    }

    /// The wrapped layout's explicit value for `guide`.
    public func explicitAlignment(
        of guide: HorizontalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func open<L: Layout>(_ layout: L) -> CGFloat? {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.explicitAlignment(
                of: guide,
                in: bounds,
                proposal: proposal,
                subviews: subviews,
                cache: &inner
            )
        }
        return open(storage)
    }

    /// The wrapped layout's explicit value for `guide`.
    public func explicitAlignment(
        of guide: VerticalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func open<L: Layout>(_ layout: L) -> CGFloat? {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.explicitAlignment(
                of: guide,
                in: bounds,
                proposal: proposal,
                subviews: subviews,
                cache: &inner
            )
        }
        return open(storage)
    }
}

extension AnyLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    public var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    var nodeKind: LayoutNode.Kind {
        storage._builtInLayout?.layout.nodeKind ?? .layout(_typeName(type(of: storage), qualified: false))
    }

    var ownExplicitGuides: GuideSet {
        storage._builtInLayout?.layout.ownExplicitGuides ?? GuideSet(containsAll: true)
    }
}
