/// A layout that places its subviews on a circle, the best ranked nearest the top.
///
/// This is the radial layout of Apple's sample "Composing custom layouts with SwiftUI", written
/// for VoteLayout with the same behaviour. It takes all the space it is offered
/// (``ProposedViewSize/replacingUnspecifiedDimensions(by:)``, so 10 × 10 for an unspecified
/// proposal), and centres each subview, at its ideal size, on a circle whose radius is a third of
/// the shorter side of its bounds. The first subview starts at 12 o'clock and the others follow
/// clockwise, evenly spaced.
///
/// Each subview's ``Rank`` (set with ``View/rank(_:)``; 1 is the best, ties share a rank) turns
/// the circle:
///
/// - **Three subviews** turn exactly as in the sample: by whole thirds of a turn so the leader is
///   on top, then by a quarter of a third to lift the second place above the third, or by half a
///   third to set a tie for first level at the top; a tie for second stays level below the
///   leader.
/// - **Any other count** can't be ordered by rotation alone, so subviews trade places instead:
///   the evenly spaced slots are sorted top to bottom (the left one first at equal heights) and
///   subviews take them in rank order, ties in source order. **A better rank is never placed
///   lower on screen.** The ring itself is turned by 0, a half or a quarter of a step — a slot at
///   12 o'clock, all slots in level pairs, or every slot at its own height — whichever first
///   keeps the most ties level, then gives the most different ranks different heights (earliest
///   of the three on a draw). Three or more tied subviews can't all share a height on a circle.
///
/// Ranks are compared by order only: `0`-based, dense or gapped numbering behaves like the
/// sample's competition ranks (1 + the number of better subviews, as `1, 1, 3`), for which the
/// three-subview offsets are the sample's exactly.
///
/// A three-way tie has no ordered arrangement on a circle, so the sample shows it as a row
/// instead. ``podiumLayout(ranks:)`` makes that choice:
///
/// ```swift
/// let layout = MyRadialLayout.podiumLayout(ranks: pets.map(model.rank))
/// layout {
///     ForEach(pets) { pet in
///         Avatar(pet: pet).rank(model.rank(pet))
///     }
/// }
/// ```
public struct MyRadialLayout: Layout, Sendable {
    /// Creates a radial layout.
    public init() {}

    /// Returns the proposal, with 10 for each unspecified dimension: the layout fills what it
    /// is offered.
    public func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Centres each subview, proposed ``ProposedViewSize/unspecified``, on the circle of radius
    /// `min(width, height) / 3` around the middle of `bounds`, turned by its rank.
    public func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        let radius = Swift.min(bounds.size.width, bounds.size.height) / 3.0
        let arrangement = RadialArrangement(ranks: subviews.map { $0[Rank.self] })

        for (subview, turn) in zip(subviews, arrangement.turns) {
            // Rotate the vector to 12 o'clock, as the sample does, then move it to the middle.
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: turn))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
