import Foundation
import VoteLayout

/// Places each pet's label centred on its avatar's position (a ``PinnedPosition`` unit point,
/// scaled to the bounds) without overlaps and inside the bounds: labels are placed in rank order
/// (``PodiumLabelRank``), the leader first, and each gets at most the free stretch of its row
/// around its centre, so a long name is cut with "…" (its text has `lineLimit(1)`) rather than
/// written over a better-ranked one. A label whose centre falls on a label already placed is left
/// out: the leaderboard above names every pet.
///
/// Positions are whole cells: the terminal draws nothing finer.
struct PodiumLabelsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = subviews.indices.sorted { subviews[$0][PodiumLabelRank.self] < subviews[$1][PodiumLabelRank.self] }
        // The occupied column ranges of each row, by row index.
        var occupied: [Int: [Range<Int>]] = [:]
        let columns = Int(bounds.width.rounded(.down))
        let rows = Int(bounds.height.rounded(.down))
        for index in order {
            let subview = subviews[index]
            let unit = subview[PinnedPosition.self]
            let row = min(max(Int((unit.y * bounds.height).rounded(.down)), 0), max(rows - 1, 0))
            let centre = min(max(Int((unit.x * bounds.width).rounded(.down)), 0), max(columns - 1, 0))
            let taken = occupied[row, default: []]
            guard columns > 0, rows > 0, !taken.contains(where: { $0.contains(centre) }) else {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
                continue
            }
            // The free stretch of the row around the centre, a cell clear of the labels on either side.
            let left = taken.filter { $0.upperBound <= centre }.map(\.upperBound).max() ?? 0
            let right = taken.filter { $0.lowerBound > centre }.map { $0.lowerBound - 1 }.min() ?? columns
            guard right > left else {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero)
                continue
            }
            let ideal = Int(subview.sizeThatFits(.unspecified).width.rounded(.up))
            // Centred on `centre` where it can be, else shifted within the free stretch.
            let width = min(ideal, right - left)
            let start = min(max(centre - width / 2, left), right - width)
            occupied[row, default: []].append(start..<(start + width + 1))  // and a gap after it
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(start), y: bounds.minY + CGFloat(row)),
                proposal: ProposedViewSize(width: CGFloat(width), height: 1)
            )
        }
    }
}

/// The rank whose label ``PodiumLabelsLayout`` places first (1 before 2); ties keep their order.
struct PodiumLabelRank: LayoutValueKey {
    static let defaultValue = Int.max
}
