/// What ``FlowLayout`` knows about one subview: measured once, reused for every proposal.
struct FlowItem: Sendable {
    /// The subview's ideal size.
    var size: CGSize
    /// The subview's vertical alignment guide at its ideal size.
    var guide: CGFloat
    /// The horizontal distance to the next subview when both are on one row.
    var gapToNext: CGFloat
    /// The subview's spacing preferences, for the distance between rows.
    var spacing: ViewSpacing
}

/// Subviews broken into rows for a width: pure arithmetic, shared by sizing and placement so
/// both always agree.
struct FlowRows {
    /// One row of a flow layout.
    struct Row: Equatable {
        /// The subviews on the row, by index.
        var indices: Range<Int>
        /// The row's top, from the top of the layout.
        var minY: CGFloat
        /// The row's width: its subviews and the gaps between them.
        var width: CGFloat
        /// The largest distance from a subview's top to its guide: where the guides line up.
        var ascent: CGFloat
        /// The row's height: `ascent` plus the largest distance from a guide to a bottom.
        var height: CGFloat
    }

    /// The rows, top to bottom.
    private(set) var rows: [Row] = []

    /// Breaks `items` into rows no wider than `maxWidth` (one row if `nil`), greedily.
    ///
    /// - Complexity: O(n).
    init(items: [FlowItem], maxWidth: CGFloat?, verticalSpacing: CGFloat?) {
        let limit = maxWidth ?? .infinity
        var start = 0
        var width: CGFloat = 0
        for index in items.indices {
            if index > start {
                let candidate = width + items[index - 1].gapToNext + items[index].size.width
                if candidate <= limit {
                    width = candidate
                    continue
                }
                appendRow(items: items, indices: start..<index, width: width, verticalSpacing: verticalSpacing)
                start = index
            }
            width = items[index].size.width
        }
        if start < items.endIndex {
            appendRow(items: items, indices: start..<items.endIndex, width: width, verticalSpacing: verticalSpacing)
        }
    }

    /// The widest row by the bottom of the last row.
    var size: CGSize {
        CGSize(width: rows.map(\.width).max() ?? 0, height: rows.last.map { $0.minY + $0.height } ?? 0)
    }

    private mutating func appendRow(
        items: [FlowItem],
        indices: Range<Int>,
        width: CGFloat,
        verticalSpacing: CGFloat?
    ) {
        let row = items[indices]
        let ascent = row.map(\.guide).max() ?? 0
        let descent = row.map { $0.size.height - $0.guide }.max() ?? 0
        var minY: CGFloat = 0
        if let previous = rows.last {
            let gap =
                verticalSpacing
                ?? Self.unitedSpacing(items[previous.indices])
                .distance(to: Self.unitedSpacing(row), along: .vertical)
            minY = previous.minY + previous.height + gap
        }
        rows.append(Row(indices: indices, minY: minY, width: width, ascent: ascent, height: ascent + descent))
    }

    private static func unitedSpacing(_ items: ArraySlice<FlowItem>) -> ViewSpacing {
        items.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
    }
}
