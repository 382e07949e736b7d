/// A collection of the spacing preferences of a view, as SwiftUI's `ViewSpacing`.
///
/// Each edge holds an optional minimum distance to a neighbour. Two neighbours keep the larger of
/// their two preferences on the edges that face each other; when neither has one, they keep the
/// default spacing of the layout pass (``LayoutDefaults/spacing``: 8 with the ``LayoutDefaults/standard``
/// defaults). VoteLayout has no text-category spacing: `Text` uses the default too.
///
/// The spacing a pass hands out (``LayoutSubview/spacing``) carries the pass's default spacing,
/// so a custom layout calling ``distance(to:along:)`` gets the same distance a stack would. A
/// spacing made with ``init()`` or ``zero`` carries none: it takes its neighbour's, or the
/// standard 8 when neither has one.
public struct ViewSpacing: Hashable, Sendable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?
    /// The pass's default spacing per axis, when it is not ``LayoutDefaults/standard``'s (`nil`).
    var defaultSpacing: CGSize?

    /// A spacing with no preferences: neighbours get the default spacing.
    public init() {}

    /// A spacing of zero on every edge.
    public static let zero = ViewSpacing(all: 0)

    init(all value: CGFloat?) { (top, leading, bottom, trailing) = (value, value, value, value) }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (mine, theirs) {
        case (nil, nil):
            let defaults = defaultSpacing ?? next.defaultSpacing ?? LayoutDefaults.standard.spacing
            return axis == .horizontal ? defaults.width : defaults.height
        case (let value?, nil), (nil, let value?): return value
        case (let a?, let b?): return max(a, b)
        }
    }

    /// Merges `other`'s preferences on `edges`, keeping the larger value on each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
        defaultSpacing = defaultSpacing ?? other.defaultSpacing
    }

    /// The merge of this spacing and `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// This spacing, carrying `defaults`' default spacing unless it already carries one.
    func resolvingDefaults(_ defaults: LayoutDefaults) -> ViewSpacing {
        guard defaultSpacing == nil, defaults.spacing != LayoutDefaults.standard.spacing else { return self }
        var result = self
        result.defaultSpacing = defaults.spacing
        return result
    }

    /// A spacing of `value` on the two edges that face neighbours along `axis`, none elsewhere.
    static func along(_ axis: Axis, _ value: CGFloat) -> ViewSpacing {
        var spacing = ViewSpacing()
        if axis == .horizontal {
            (spacing.leading, spacing.trailing) = (value, value)
        } else {
            (spacing.top, spacing.bottom) = (value, value)
        }
        return spacing
    }
}
