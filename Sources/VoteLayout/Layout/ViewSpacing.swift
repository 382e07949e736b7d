/// A collection of the spacing preferences of a view, as SwiftUI's `ViewSpacing`.
///
/// Each edge holds an optional minimum distance to a neighbour. Two neighbours keep the larger of
/// their two preferences on the edges that face each other; when neither has one, they keep the
/// default spacing of 8. VoteLayout has no text-category spacing: `Text` uses the default too.
public struct ViewSpacing: Hashable, Sendable {
    /// The default distance between two views without preferences.
    static let defaultSpacing: CGFloat = 8

    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// A spacing with no preferences: neighbours get the default spacing.
    public init() {}

    /// A spacing of zero on every edge.
    public static let zero = ViewSpacing(all: 0)

    init(all value: CGFloat?) { (top, leading, bottom, trailing) = (value, value, value, value) }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (mine, theirs) {
        case (nil, nil): return Self.defaultSpacing
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
    }

    /// The merge of this spacing and `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
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
