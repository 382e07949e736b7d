/// The layout behind ``LazyVGrid`` and ``LazyHGrid``: cells in tracks across `trackAxis`, lines of
/// cells stacked along the other axis.
///
/// For a `LazyVGrid` the tracks are columns (sized by ``LazyGridTracks`` from the proposed width)
/// and the lines are rows; a `LazyHGrid` swaps the axes. Subviews fill a line track by track, then
/// the next line. Each cell is proposed its track's length across and `nil` along the lines; a
/// line is as long as its longest cell; lines are `spacing` apart (the default spacing when
/// `nil`). The grid is as wide as its tracks and gaps, and as long as its lines and spacing.
/// Each view is aligned in its cell by its item's `alignment`, else by the grid's alignment
/// across the tracks and centred along them.
///
/// As SwiftUI's grids do, the grid sizes its tracks again when placed, from the length it was
/// given rather than the one proposed, so tracks that overflow the proposal come out wider than
/// measured (objc.io, "SwiftUI's Grid Views").
struct LazyGridLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    let items: [GridItem]
    /// The axis the items divide: horizontal (columns) for `LazyVGrid`.
    let trackAxis: Axis
    /// How a view sits in its cell unless its item says otherwise.
    let alignment: Alignment
    let spacing: CGFloat?

    var lineAxis: Axis { trackAxis.other }

    var nodeKind: LayoutNode.Kind { .layout(trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid") }

    /// The tracks, the length of each line, and the gap between lines, for `offer` across the tracks.
    private struct Arrangement {
        var tracks: LazyGridTracks
        var lines: [CGFloat]
        var lineGap: CGFloat

        var size: (across: CGFloat, along: CGFloat) {
            (tracks.total, lines.reduce(0, +) + lineGap * CGFloat(max(lines.count - 1, 0)))
        }
    }

    private func arrange(_ subviews: Subviews, offer: CGFloat?) -> Arrangement {
        let defaults = subviews.defaults
        let tracks = LazyGridTracks(items: items, offer: offer, defaultSpacing: defaults.spacing(along: trackAxis))
        let perLine = max(tracks.lengths.count, 1)
        var lines: [CGFloat] = []
        for (offset, index) in subviews.indices.enumerated() {
            let track = offset % perLine
            let proposal = ProposedViewSize(
                nil,
                along: lineAxis,
                by: tracks.lengths.isEmpty ? 0 : tracks.lengths[track]
            )
            let length = subviews[index].sizeThatFits(proposal)[lineAxis]
            if track == 0 { lines.append(length) } else { lines[lines.count - 1] = max(lines[lines.count - 1], length) }
        }
        return Arrangement(tracks: tracks, lines: lines, lineGap: spacing ?? defaults.spacing(along: lineAxis))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let size = arrange(subviews, offer: proposal[trackAxis]).size
        return CGSize(size.along, along: lineAxis, by: size.across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let arrangement = arrange(subviews, offer: bounds.size[trackAxis])
        let tracks = arrangement.tracks
        guard !tracks.lengths.isEmpty else { return }
        let offsets = tracks.offsets
        var lineStart: CGFloat = 0
        for (offset, index) in subviews.indices.enumerated() {
            let (line, track) = offset.quotientAndRemainder(dividingBy: tracks.lengths.count)
            if track == 0, line > 0 { lineStart += arrangement.lines[line - 1] + arrangement.lineGap }
            let origin = CGPoint(lineStart, along: lineAxis, by: offsets[track])
            let cell = CGRect(
                origin: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                size: CGSize(arrangement.lines[line], along: lineAxis, by: tracks.lengths[track])
            )
            subviews[index]
                .place(
                    aligning: items[tracks.itemIndices[track]].alignment ?? alignment,
                    in: cell,
                    proposal: ProposedViewSize(nil, along: lineAxis, by: tracks.lengths[track])
                )
        }
    }
}
