/// A vertical stack that gives every subview the same size: the largest ideal size among them.
///
/// This is the vertical equal-width stack of Apple's sample "Composing custom layouts with
/// SwiftUI", written for VoteLayout with the same behaviour: the counterpart of
/// ``MyEqualWidthHStack`` that stacks its equal slots top to bottom. It demonstrates the layout
/// cache: ``makeCache(subviews:)`` measures the subviews once and stores the largest size and
/// the spacings in ``CacheData``, which ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)`` then read instead of measuring again.
///
/// ```swift
/// ViewThatFits {                 // Choose the first view that fits.
///     MyEqualWidthHStack { buttons }
///     MyEqualWidthVStack { buttons }
/// }
/// ```
public struct MyEqualWidthVStack: Layout, Sendable {
    /// What the stack computes once per set of subviews and reuses for every proposal.
    public struct CacheData: Hashable, Sendable {
        /// The largest ideal width and the largest ideal height among the subviews.
        public let maxSize: CGSize
        /// The preferred vertical distance from each subview to the next, `0` after the last.
        public let spacing: [CGFloat]
        /// The sum of ``spacing``.
        public let totalSpacing: CGFloat
    }

    /// Creates an equal-width vertical stack.
    public init() {}

    /// Measures every subview's ideal size once and records the largest size and the spacings.
    ///
    /// The default ``Layout/updateCache(_:subviews:)`` calls this again when the subviews change.
    ///
    /// - Complexity: Measures each subview once.
    public func makeCache(subviews: Subviews) -> CacheData {
        let spacing = subviews.spacingsToNext(along: .vertical)
        return CacheData(
            maxSize: subviews.maximumIdealSize(),
            spacing: spacing,
            totalSpacing: spacing.reduce(0, +)
        )
    }

    /// Returns the widest ideal width, by the tallest ideal height times the subview count plus
    /// the spacing between them; `.zero` without subviews.
    ///
    /// - Complexity: O(1); reads the cache and measures nothing.
    public func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheData
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return CGSize(
            width: cache.maxSize.width,
            height: cache.maxSize.height * CGFloat(subviews.count) + cache.totalSpacing
        )
    }

    /// Places the subviews top to bottom, each centred in a slot of the largest ideal size and
    /// proposed that size, horizontally centred in `bounds`.
    public func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout CacheData
    ) {
        guard !subviews.isEmpty else { return }
        let maxSize = cache.maxSize
        let slotProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)

        var nextY = bounds.minY + maxSize.height / 2
        for index in subviews.indices {
            subviews[index]
                .place(
                    at: CGPoint(x: bounds.midX, y: nextY),
                    anchor: .center,
                    proposal: slotProposal
                )
            nextY += maxSize.height + cache.spacing[index]
        }
    }
}
