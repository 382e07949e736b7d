/// Collects the `place(at:anchor:proposal:)` calls a container makes during one placement.
///
/// A fresh recorder per placement keeps dry runs (used to merge alignment guides) apart from
/// the real one; the last call for a subview wins.
final class PlacementRecorder {
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    private(set) var placements: [Placement?]
    /// Subviews the container doesn't show (`ViewThatFits`' unchosen children): left out of the result.
    private(set) var hidden: Set<Int> = []

    init(count: Int) { placements = Array(repeating: nil, count: count) }

    func record(_ placement: Placement, at index: Int) {
        guard placements.indices.contains(index) else { return }
        placements[index] = placement
    }

    func hide(at index: Int) { hidden.insert(index) }
}
