extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    ///
    /// By default each view in a ``GridRow`` occupies one column. A spanning cell is aligned
    /// by an anchor (see ``View/gridCellAnchor(_:)``) rather than by its columns' guides.
    /// ```swift
    /// GridRow {
    ///     Text("Total")
    ///     Text("42").gridCellColumns(2)
    /// }
    /// ```
    /// - Parameter count: The number of columns the cell spans; values below 1 count as 1.
    /// - Returns: A view that occupies `count` columns of a grid row.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(count, 1))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    ///
    /// Apply it to one cell of a column: every cell of that column then uses `guide`.
    /// When several cells of a column set different guides, the first one in reading order wins
    /// (SwiftUI leaves this undefined).
    /// ```swift
    /// GridRow {
    ///     Text(pet.type)
    ///     Text("\(pet.votes)").gridColumnAlignment(.trailing)
    /// }
    /// ```
    /// - Parameter guide: The horizontal alignment for the column.
    /// - Returns: A view that sets its column's alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    ///
    /// The grid projects `anchor` onto both the view and its cell and lines the two points
    /// up, instead of aligning the view's guides with the other cells of its row and column.
    /// ```swift
    /// Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topTrailing)
    /// ```
    /// - Parameter anchor: The unit point that aligns the view within its cell.
    /// - Returns: A view that is aligned in its cell by `anchor`.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    ///
    /// The view still fills its cell when placed, but it no longer decides how wide its
    /// column (or how tall its row) is: a flexible `Divider`, `Color` or `Spacer` then takes
    /// only what the other cells need.
    /// ```swift
    /// Divider().gridCellUnsizedAxes(.horizontal)
    /// ```
    /// - Parameter axes: The axes on which the view doesn't size its row or column.
    /// - Returns: A view that doesn't ask its grid for extra size on `axes`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
