/// Sizes a grid's columns and rows from its cells' answers to proposals.
///
/// The rules, after Apple's `Grid` documentation (no reverse-engineered source exists, so
/// they are derived, not verified on a device):
/// 1. Columns are shared out like `HStack` children (see ``SpaceDistribution``). A column
///    answers an offer with the width its single-column cells need, each proposed the offered
///    width and an unspecified height (so text wraps freely): the widest cell, or more when
///    cells aligned on a guide stick out on both sides of it. Cells that are horizontally
///    unsized (`gridCellUnsizedAxes(.horizontal)`) do not count.
/// 2. Then each cell spanning several columns (fewest columns first, then source order) is
///    offered its columns' width plus whatever the proposal leaves over; what it takes beyond
///    its columns is added to them in equal parts. That is how a `Divider` outside any
///    `GridRow` widens the grid to its parent's width.
/// 3. Rows are then shared out like `VStack` children: a row answers an offer with the height
///    its vertically sized cells need (the tallest, or more when baseline-aligned cells stick
///    out on both sides of the baseline), each proposed its final width and the offer.
///
/// - Complexity: O(*cells* + *columns* log *columns* + *rows* log *rows* + *s*) per proposal,
///   where *s* is the number of columns the spanning cells cover, with at most six
///   measurements of each cell (three per axis).
struct GridSizer: Sendable {
    /// Where a cell sits and which of its axes size the grid.
    struct Slot: Hashable, Sendable {
        var row: Int
        var column: Int
        var span: Int
        var sizesWidth: Bool
        var sizesHeight: Bool
        var priority: Double
    }

    let columnCount: Int
    let rowCount: Int
    let slots: [Slot]
    let columnGaps: [CGFloat]
    let rowGaps: [CGFloat]

    private let widthSizersByColumn: [[Int]]
    private let spanningWidthSizers: [Int]
    private let heightSizersByRow: [[Int]]
    private let columnPriorities: [Double]
    private let rowPriorities: [Double]

    /// - Precondition: every slot lies inside `rowCount` × `columnCount`, and there is one gap
    ///   between each pair of neighbouring columns and rows.
    init(columnCount: Int, rowCount: Int, slots: [Slot], columnGaps: [CGFloat], rowGaps: [CGFloat]) {
        precondition(columnGaps.count == max(columnCount - 1, 0) && rowGaps.count == max(rowCount - 1, 0))
        self.columnCount = columnCount
        self.rowCount = rowCount
        self.slots = slots
        self.columnGaps = columnGaps
        self.rowGaps = rowGaps

        var byColumn = [[Int]](repeating: [], count: columnCount)
        var byRow = [[Int]](repeating: [], count: rowCount)
        var spanning: [Int] = []
        var columnPriorities = [Double](repeating: 0, count: columnCount)
        var rowPriorities = [Double](repeating: 0, count: rowCount)
        for (index, slot) in slots.enumerated() {
            precondition(slot.row < rowCount && slot.column + slot.span <= columnCount && slot.span > 0)
            if slot.sizesWidth {
                if slot.span == 1 {
                    if byColumn[slot.column].isEmpty || slot.priority > columnPriorities[slot.column] {
                        columnPriorities[slot.column] = slot.priority
                    }
                    byColumn[slot.column].append(index)
                } else {
                    spanning.append(index)
                }
            }
            if slot.sizesHeight {
                if byRow[slot.row].isEmpty || slot.priority > rowPriorities[slot.row] {
                    rowPriorities[slot.row] = slot.priority
                }
                byRow[slot.row].append(index)
            }
        }
        // Stable: fewer columns first, source order among equals.
        spanning.sort { (slots[$0].span, $0) < (slots[$1].span, $1) }
        widthSizersByColumn = byColumn
        spanningWidthSizers = spanning
        heightSizersByRow = byRow
        self.columnPriorities = columnPriorities
        self.rowPriorities = rowPriorities
    }

    /// A cell's length along one axis for a proposal, and where its shared guide lies along it.
    struct Extent {
        /// The cell's width or height.
        var length: CGFloat
        /// The position of its column's (row's) alignment guide, or `nil` for a cell aligned
        /// by anchor, which only needs its length to fit.
        var guide: CGFloat?
    }

    /// Sizes the columns and rows for `proposal`.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the grid.
    ///   - measure: The extent of slot `index`'s view along `axis` for a proposal.
    /// - Returns: The width of every column and the height of every row.
    func tracks(
        for proposal: ProposedViewSize,
        measure: (_ index: Int, ProposedViewSize, Axis) -> Extent
    ) -> GridTracks {
        tracks(for: proposal, columnWidths: columnWidths(for: proposal.width, measure: measure), measure: measure)
    }

    /// Sizes the columns for a proposed `width` (rules 1 and 2): they depend on nothing else, so
    /// proposals that differ only in height can share them.
    func columnWidths(
        for width: CGFloat?,
        measure: (_ index: Int, ProposedViewSize, Axis) -> Extent
    ) -> [CGFloat] {
        var widths = SpaceDistribution.lengths(
            priorities: columnPriorities,
            available: width,
            spacing: columnGaps.reduce(0, +)
        ) { column, offer in
            var need = GridTrackExtent()
            for index in widthSizersByColumn[column] {
                need.include(measure(index, ProposedViewSize(width: offer, height: nil), .horizontal))
            }
            return need.length
        }
        growColumnsForSpanningCells(&widths, proposedWidth: width, measure: measure)
        return widths
    }

    /// Sizes the rows for `proposal` (rule 3) below columns of `widths`, the columns sized for
    /// `proposal.width`.
    func tracks(
        for proposal: ProposedViewSize,
        columnWidths widths: [CGFloat],
        measure: (_ index: Int, ProposedViewSize, Axis) -> Extent
    ) -> GridTracks {
        let widthsOnly = GridTracks(columnWidths: widths, rowHeights: [], columnGaps: columnGaps, rowGaps: [])
        let heights = SpaceDistribution.lengths(
            priorities: rowPriorities,
            available: proposal.height,
            spacing: rowGaps.reduce(0, +)
        ) { row, offer in
            var need = GridTrackExtent()
            for index in heightSizersByRow[row] {
                let slot = slots[index]
                let width = widthsOnly.width(fromColumn: slot.column, span: slot.span)
                need.include(measure(index, ProposedViewSize(width: width, height: offer), .vertical))
            }
            return need.length
        }
        return GridTracks(columnWidths: widths, rowHeights: heights, columnGaps: columnGaps, rowGaps: rowGaps)
    }

    private func growColumnsForSpanningCells(
        _ widths: inout [CGFloat],
        proposedWidth: CGFloat?,
        measure: (_ index: Int, ProposedViewSize, Axis) -> Extent
    ) {
        guard !spanningWidthSizers.isEmpty else { return }
        let gridWidth = widths.reduce(0, +) + columnGaps.reduce(0, +)
        var leftover = proposedWidth.map { max($0 - gridWidth, 0) }
        for index in spanningWidthSizers {
            let slot = slots[index]
            let columns = slot.column..<(slot.column + slot.span)
            let current =
                columns.reduce(0) { $0 + widths[$1] } + columnGaps[slot.column..<(columns.upperBound - 1)].reduce(0, +)
            let offer = leftover.map { current + $0 }
            let excess = measure(index, ProposedViewSize(width: offer, height: nil), .horizontal).length - current
            guard excess > 0 else { continue }
            let share = excess / CGFloat(slot.span)
            for column in columns {
                widths[column] += share
            }
            leftover = leftover.map { max($0 - excess, 0) }
        }
    }
}
