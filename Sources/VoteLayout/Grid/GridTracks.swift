/// The lengths of a grid's columns and rows for one proposal, and where each one starts.
struct GridTracks: Hashable, Sendable {
    /// The width of each column, leading to trailing.
    let columnWidths: [CGFloat]
    /// The height of each row, top to bottom.
    let rowHeights: [CGFloat]
    /// The distance from the grid's leading edge to each column's leading edge.
    let columnOrigins: [CGFloat]
    /// The distance from the grid's top edge to each row's top edge.
    let rowOrigins: [CGFloat]
    /// The grid's size: every track plus every gap.
    let size: CGSize

    init(columnWidths: [CGFloat], rowHeights: [CGFloat], columnGaps: [CGFloat], rowGaps: [CGFloat]) {
        self.columnWidths = columnWidths
        self.rowHeights = rowHeights
        let columns = Self.origins(of: columnWidths, gaps: columnGaps)
        let rows = Self.origins(of: rowHeights, gaps: rowGaps)
        columnOrigins = columns.origins
        rowOrigins = rows.origins
        size = CGSize(width: columns.total, height: rows.total)
    }

    /// The width of the cell that starts at `column` and spans `span` columns, gaps included.
    func width(fromColumn column: Int, span: Int) -> CGFloat {
        let last = column + span - 1
        return columnOrigins[last] + columnWidths[last] - columnOrigins[column]
    }

    private static func origins(of lengths: [CGFloat], gaps: [CGFloat]) -> (origins: [CGFloat], total: CGFloat) {
        var origins: [CGFloat] = []
        origins.reserveCapacity(lengths.count)
        var position: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            if index > 0 { position += gaps[index - 1] }
            origins.append(position)
            position += length
        }
        return (origins, position)
    }
}
