/// A layout that places its subviews in rows, left to right, starting a new row when the
/// proposed width runs out — a wrapping `HStack`.
///
/// Every subview is shown at its ideal size (proposed ``ProposedViewSize/unspecified`` to
/// measure it, then its ideal size to place it). A subview goes on the current row when the
/// row, the spacing and the subview together fit in the proposed width; otherwise it starts the
/// next row. A subview wider than the proposal gets a row of its own and overflows. With a `nil`
/// or infinite proposed width everything stays on one row, so the ideal size is a single row.
///
/// The layout is as wide as its widest row and as tall as its rows plus the spacing between
/// them. Within that box, `alignment.horizontal` aligns each row (as a box, through the
/// alignment's default value, so `.leading`, `.center` and `.trailing` do what they say), and
/// `alignment.vertical` aligns the subviews within their row by their alignment guides, the way
/// an `HStack` does.
///
/// ```swift
/// FlowLayout(alignment: .leading) {
///     ForEach(tags, id: \.self) { tag in
///         Text(tag).padding(4)
///     }
/// }
/// ```
///
/// The ideal sizes and guides are measured once per set of subviews, in ``makeCache(subviews:)``,
/// so proposing several widths costs no further measurement.
public struct FlowLayout: Layout, Sendable {
    /// How rows align horizontally, and subviews within a row vertically.
    public var alignment: Alignment
    /// The distance between neighbours in a row, or `nil` for the distance they prefer.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the distance the rows' subviews prefer.
    public var verticalSpacing: CGFloat?

    /// Creates a flow layout.
    ///
    /// - Parameters:
    ///   - alignment: How rows align horizontally, and subviews within a row vertically.
    ///   - horizontalSpacing: The distance between neighbours in a row, or `nil` to use the
    ///     ``ViewSpacing`` the two subviews prefer.
    ///   - verticalSpacing: The distance between rows, or `nil` to use the ``ViewSpacing`` of the
    ///     rows' subviews, united per row.
    public init(
        alignment: Alignment = .center,
        horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The subviews' ideal sizes, alignment guides and spacing, measured once per set of subviews.
    public struct Cache: Sendable {
        fileprivate var items: [FlowItem]
    }

    /// Measures every subview's ideal size and vertical guide once.
    ///
    /// - Complexity: Measures each subview once.
    public func makeCache(subviews: Subviews) -> Cache {
        let gaps =
            horizontalSpacing.map { [CGFloat](repeating: $0, count: subviews.count) }
            ?? subviews.spacingsToNext(along: .horizontal)
        return Cache(
            items: subviews.indices.map { index in
                let subview = subviews[index]
                let dimensions = subview.dimensions(in: .unspecified)
                return FlowItem(
                    size: CGSize(width: dimensions.width, height: dimensions.height),
                    guide: dimensions[alignment.vertical],
                    gapToNext: gaps[index],
                    spacing: subview.spacing
                )
            }
        )
    }

    /// Returns the width of the widest row by the height of all the rows and the spacing
    /// between them, for rows broken at `proposal.width`; `.zero` without subviews.
    ///
    /// - Complexity: O(n), measuring nothing.
    public func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Cache
    ) -> CGSize {
        FlowRows(items: cache.items, maxWidth: proposal.width, verticalSpacing: verticalSpacing).size
    }

    /// Places each subview at its ideal size in its row, rows broken at `proposal.width`,
    /// top to bottom from the top of `bounds`.
    public func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Cache
    ) {
        let rows = FlowRows(items: cache.items, maxWidth: proposal.width, verticalSpacing: verticalSpacing)
        for row in rows.rows {
            // Align the row as a box: its guide against the same guide of the layout's box.
            var x = bounds.minX + horizontalGuide(ofWidth: bounds.width) - horizontalGuide(ofWidth: row.width)
            for index in row.indices {
                let item = cache.items[index]
                let top = bounds.minY + row.minY + row.ascent - item.guide
                let subview = subviews[index]
                subview.place(at: CGPoint(x: x, y: top), anchor: .topLeading, proposal: ProposedViewSize(item.size))
                x += item.size.width + item.gapToNext
            }
        }
    }

    /// Where `alignment.horizontal` falls in a box `width` wide, by the alignment's default value.
    private func horizontalGuide(ofWidth width: CGFloat) -> CGFloat {
        ViewDimensions(size: CGSize(width: width, height: 0))[alignment.horizontal]
    }
}
