import Foundation
import VoteLayout

/// Places each subview's centre at the unit point it carries in ``PinnedPosition``, scaled to the
/// container's bounds, at the subview's ideal size.
///
/// The podium drawing uses it to redraw placements already computed in podium points on a grid
/// of terminal cells, whose aspect ratio differs from the podium's.
struct PinnedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let unit = subview[PinnedPosition.self]
            let centre = CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
            subview.place(at: centre, anchor: .center, proposal: .unspecified)
        }
    }
}

/// Where ``PinnedLayout`` puts a subview's centre, as a fraction of its bounds.
struct PinnedPosition: LayoutValueKey {
    static let defaultValue = UnitPoint.center
}
