/// A layout that places its subviews on a circle, the best ranked nearest the top.
///
/// This is the radial layout of Apple's sample "Composing custom layouts with SwiftUI", written
/// for VoteLayout with the same behaviour. It takes all the space it is offered
/// (``ProposedViewSize/replacingUnspecifiedDimensions(by:)``, so 10 × 10 for an unspecified
/// proposal), and centres each subview, at its ideal size, on a circle whose radius is a third of
/// the shorter side of its bounds. The first subview starts at 12 o'clock and the others follow
/// clockwise, evenly spaced.
///
/// Each subview's ``Rank`` (set with ``View/rank(_:)``) turns the circle: for **three subviews**
/// the rotation is exactly the sample's, putting the leader on top, a tie for first level at the
/// top and a tie for second level at the bottom. For **any other count** subviews trade places so
/// that a better rank is never placed lower on screen; the rules are those of
/// `RadialArrangement`, documented in its source.
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
