/// How far the cells of one column (or row) reach, as a stack measures its cross axis.
///
/// Cells aligned by guides share one guide line, so the track needs the most any of them
/// reaches before the line plus the most any reaches after it: for edge and centre guides
/// that is just the longest cell, for text baselines it can be more. Anchored cells only need
/// their own length.
struct GridTrackExtent {
    private(set) var anchored: CGFloat = 0
    private(set) var beforeGuide: CGFloat = 0
    private(set) var afterGuide: CGFloat = 0

    /// Counts a cell of `length` whose guide lies at `guide` (`nil` for an anchored cell).
    mutating func include(guide: CGFloat?, length: CGFloat) {
        if let guide {
            beforeGuide = max(beforeGuide, guide)
            afterGuide = max(afterGuide, length - guide)
        } else {
            anchored = max(anchored, length)
        }
    }

    /// Counts a cell measured by ``GridSizer``.
    mutating func include(_ extent: GridSizer.Extent) {
        include(guide: extent.guide, length: extent.length)
    }

    /// The length the track needs.
    var length: CGFloat { max(anchored, beforeGuide + afterGuide) }

    /// Where the shared guide lies in a track of `trackLength`.
    ///
    /// The guide-aligned group is placed in the track as the guide would place a single view:
    /// `fraction` is the guide's position in a unit view (0 leading/top … 1 trailing/bottom).
    func guidePosition(in trackLength: CGFloat, fraction: CGFloat) -> CGFloat {
        beforeGuide + (trackLength - beforeGuide - afterGuide) * fraction
    }
}
