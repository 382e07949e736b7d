extension Layout {
    /// A layout has no special properties unless it says so.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Replaces the cache with a new one.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of every subview's spacing preferences, or ``ViewSpacing/zero`` without subviews.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        return subviews.dropFirst().reduce(into: first.spacing) { $0.formUnion($1.spacing) }
    }

    /// No explicit value: the container merges its subviews' explicit guides.
    public func explicitAlignment(
        of guide: HorizontalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// No explicit value: the container merges its subviews' explicit guides.
    public func explicitAlignment(
        of guide: VerticalAlignment,
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// A layout without a cache needs no setup.
    public func makeCache(subviews: Self.Subviews) { () }
}
