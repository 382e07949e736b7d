/// The rows, columns and cells of a grid, read from its subviews' traits once per layout.
///
/// Subviews carrying a ``GridRowMembership`` are the cells of a ``GridRow``, a new row
/// starting at each first cell; any other subview forms a row of its own that spans every
/// column. There are as many columns as the widest row has (counting spans), and at least one.
struct GridStructure {
    /// How a cell is aligned within the rectangle of its row and columns.
    enum CellAlignment: Hashable {
        /// By the guides shared with its row and column.
        case guides
        /// By projecting a unit point onto both the view and its cell.
        case anchor(UnitPoint)
    }

    /// One cell: the subview it shows and how it is aligned.
    struct Cell {
        var subview: Int
        var alignment: CellAlignment
    }

    let sizer: GridSizer
    /// The cells, in subview order; `sizer.slots[i]` is where `cells[i]` sits.
    let cells: [Cell]
    /// Each column's horizontal guide.
    let columnAlignments: [HorizontalAlignment]
    /// Each row's vertical guide.
    let rowAlignments: [VerticalAlignment]

    /// Reads the grid's structure from `subviews`.
    ///
    /// - Parameters:
    ///   - subviews: The grid's subviews: ``GridRow`` cells and full-width views.
    ///   - alignment: The grid's alignment, the default for every row and column.
    ///   - horizontalSpacing: The gap between columns, or `nil` for the subviews' preferences.
    ///   - verticalSpacing: The gap between rows, or `nil` for the subviews' preferences.
    /// - Complexity: O(*rows* × *columns*) for preferred spacing, O(*subviews*) otherwise.
    init(subviews: LayoutSubviews, alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        // Rows as lists of (subview, span); `nil` spans mean "every column".
        var rows: [(alignment: VerticalAlignment?, members: [(subview: Int, span: Int?)])] = []
        var lastRowIsGridRow = false
        for (index, subview) in subviews.enumerated() {
            if let membership = subview[GridRowMembershipKey.self] {
                if membership.startsRow || !lastRowIsGridRow {
                    rows.append((membership.alignment, []))
                }
                rows[rows.count - 1].members.append((index, max(subview[GridCellColumnsKey.self], 1)))
                lastRowIsGridRow = true
            } else {
                rows.append((nil, [(index, nil)]))
                lastRowIsGridRow = false
            }
        }
        let columnCount = max(rows.map { $0.members.reduce(0) { $0 + ($1.span ?? 0) } }.max() ?? 0, 1)

        var slots: [GridSizer.Slot] = []
        var cells: [Cell] = []
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for (rowIndex, row) in rows.enumerated() {
            var column = 0
            for member in row.members {
                let subview = subviews[member.subview]
                let span = member.span ?? columnCount
                let unsized = subview[GridCellUnsizedAxesKey.self]
                slots.append(
                    GridSizer.Slot(
                        row: rowIndex,
                        column: column,
                        span: span,
                        sizesWidth: !unsized.contains(.horizontal),
                        sizesHeight: !unsized.contains(.vertical),
                        priority: subview.priority
                    )
                )
                if span == 1, columnAlignments[column] == nil {
                    columnAlignments[column] = subview[GridColumnAlignmentKey.self]
                }
                if let anchor = subview[GridCellAnchorKey.self] {
                    cells.append(Cell(subview: member.subview, alignment: .anchor(anchor)))
                } else if span > 1 || member.span == nil {
                    // Merged cells can't follow one column's guide: the grid's guides become an anchor.
                    let rowGuide = row.alignment ?? alignment.vertical
                    let anchor = UnitPoint(x: alignment.horizontal.key.unitFraction, y: rowGuide.key.unitFraction)
                    cells.append(Cell(subview: member.subview, alignment: .anchor(anchor)))
                } else {
                    cells.append(Cell(subview: member.subview, alignment: .guides))
                }
                column += span
            }
        }

        let columnGaps =
            horizontalSpacing.map { Array(repeating: $0, count: max(columnCount - 1, 0)) }
            ?? Self.gaps(
                max(columnCount - 1, 0),
                along: .horizontal,
                between: Self.sideBySide(slots),
                cells: cells,
                subviews: subviews
            )
        let rowGaps =
            verticalSpacing.map { Array(repeating: $0, count: max(rows.count - 1, 0)) }
            ?? Self.gaps(
                max(rows.count - 1, 0),
                along: .vertical,
                between: Self.oneAboveTheOther(rows: rows.count, columns: columnCount, slots: slots),
                cells: cells,
                subviews: subviews
            )
        sizer = GridSizer(
            columnCount: columnCount,
            rowCount: rows.count,
            slots: slots,
            columnGaps: columnGaps,
            rowGaps: rowGaps
        )
        self.cells = cells
        self.columnAlignments = columnAlignments.map { $0 ?? alignment.horizontal }
        rowAlignments = rows.map { $0.alignment ?? alignment.vertical }
    }

    /// Cell `index`'s extent along `axis` for `proposal`, with its guide when it aligns by guides.
    func extent(of index: Int, along axis: Axis, for proposal: ProposedViewSize, subviews: LayoutSubviews)
        -> GridSizer.Extent
    {
        let subview = subviews[cells[index].subview]
        guard cells[index].alignment == .guides else {
            let size = subview.sizeThatFits(proposal)
            return GridSizer.Extent(length: axis == .horizontal ? size.width : size.height, guide: nil)
        }
        let slot = sizer.slots[index]
        let dimensions = subview.dimensions(in: proposal)
        return axis == .horizontal
            ? GridSizer.Extent(length: dimensions.width, guide: dimensions[columnAlignments[slot.column]])
            : GridSizer.Extent(length: dimensions.height, guide: dimensions[rowAlignments[slot.row]])
    }

    /// Two cells that meet across a gap between columns or rows: `first` before it, `second` after.
    private struct Neighbours {
        var gap: Int
        var first: Int
        var second: Int
    }

    /// `count` gaps along `axis`, each the largest distance any two cells that meet across it
    /// prefer, or the default spacing where no cells meet.
    private static func gaps(
        _ count: Int,
        along axis: Axis,
        between neighbours: [Neighbours],
        cells: [Cell],
        subviews: LayoutSubviews
    ) -> [CGFloat] {
        var gaps = [CGFloat?](repeating: nil, count: count)
        for pair in neighbours {
            let distance = subviews[cells[pair.first].subview].spacing
                .distance(to: subviews[cells[pair.second].subview].spacing, along: axis)
            gaps[pair.gap] = max(gaps[pair.gap] ?? distance, distance)
        }
        return gaps.map { $0 ?? subviews.defaults.spacing(along: axis) }
    }

    /// Cells side by side in a row, across the column gap after the first.
    private static func sideBySide(_ slots: [GridSizer.Slot]) -> [Neighbours] {
        slots.indices.dropFirst()
            .compactMap { index in
                let (previous, current) = (slots[index - 1], slots[index])
                guard previous.row == current.row else { return nil }
                return Neighbours(gap: previous.column + previous.span - 1, first: index - 1, second: index)
            }
    }

    /// Cells one above the other in some column, across the row gap after the upper one; a pair
    /// meeting in several columns (a cell spanning them) is listed once per run of columns.
    private static func oneAboveTheOther(rows: Int, columns: Int, slots: [GridSizer.Slot]) -> [Neighbours] {
        var neighbours: [Neighbours] = []
        var above = [Int?](repeating: nil, count: columns)  // the cell covering each column in the previous row
        var below = [Int?](repeating: nil, count: columns)
        var start = 0
        for row in 0..<rows {
            for column in 0..<columns { below[column] = nil }
            var end = start
            while end < slots.count, slots[end].row == row {
                for column in slots[end].column..<(slots[end].column + slots[end].span) { below[column] = end }
                end += 1
            }
            if row > 0 {
                var lastPair: (Int, Int)?
                for column in 0..<columns {
                    guard let top = above[column], let bottom = below[column] else { continue }
                    if let lastPair, lastPair == (top, bottom) { continue }
                    lastPair = (top, bottom)
                    neighbours.append(Neighbours(gap: row - 1, first: top, second: bottom))
                }
            }
            swap(&above, &below)
            start = end
        }
        return neighbours
    }
}

extension AlignmentKey {
    /// Where the guide falls in a 1 × 1 view without explicit guides.
    ///
    /// 0 at the leading or top edge, 1 at the trailing or bottom edge: it turns a guide into a
    /// unit-point coordinate.
    var unitFraction: CGFloat {
        defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
    }
}
