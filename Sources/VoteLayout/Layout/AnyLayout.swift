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
        guard case .size(let size) = storage.forward(.sizeThatFits(proposal), subviews: subviews, cache: &cache.value)
        else { return .zero }
        return size
    }

    /// Places the subviews in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        _ = storage.forward(.placeSubviews(bounds, proposal), subviews: subviews, cache: &cache.value)
    }

    /// The container's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard case .spacing(let spacing) = storage.forward(.spacing, subviews: subviews, cache: &cache.value)
        else { return ViewSpacing() }
        return spacing
    }

    /// The wrapped layout's explicit value for `guide`.
    public func explicitAlignment(
        of guide: HorizontalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        let operation = Operation.horizontalGuide(guide, bounds, proposal)
        guard case .guide(let value) = storage.forward(operation, subviews: subviews, cache: &cache.value) else {
            return nil
        }
        return value
    }

    /// The wrapped layout's explicit value for `guide`.
    public func explicitAlignment(
        of guide: VerticalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        let operation = Operation.verticalGuide(guide, bounds, proposal)
        guard case .guide(let value) = storage.forward(operation, subviews: subviews, cache: &cache.value) else {
            return nil
        }
        return value
    }

    /// A `Layout` requirement, asked of the wrapped layout.
    enum Operation {
        case sizeThatFits(ProposedViewSize)
        case placeSubviews(CGRect, ProposedViewSize)
        case spacing
        case horizontalGuide(HorizontalAlignment, CGRect, ProposedViewSize)
        case verticalGuide(VerticalAlignment, CGRect, ProposedViewSize)
    }

    /// The wrapped layout's answer to an ``Operation``.
    enum Answer {
        case size(CGSize)
        case placed
        case spacing(ViewSpacing)
        case guide(CGFloat?)
    }
}

extension Layout {
    /// Answers `operation` as this layout, with its cache kept type-erased in `erased` between
    /// calls: the one place `AnyLayout` opens the layout it wraps.
    fileprivate func forward(_ operation: AnyLayout.Operation, subviews: Subviews, cache erased: inout Any?)
        -> AnyLayout.Answer
    {
        var cache = erased as? Cache ?? makeCache(subviews: subviews)
        defer { erased = cache }
        switch operation {
        case .sizeThatFits(let proposal):
            return .size(sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache))
        case .placeSubviews(let bounds, let proposal):
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            return .placed
        case .spacing:
            return .spacing(spacing(subviews: subviews, cache: &cache))
        case .horizontalGuide(let guide, let bounds, let proposal):
            return .guide(
                explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            )
        case .verticalGuide(let guide, let bounds, let proposal):
            return .guide(
                explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            )
        }
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
