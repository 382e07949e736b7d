/// Marks a subview as a cell of a ``GridRow``; subviews without it form rows of their own.
struct GridRowMembership: Hashable, Sendable {
    /// Whether the cell is the first of its row.
    var startsRow: Bool
    /// The row's vertical alignment, or `nil` for the grid's.
    var alignment: VerticalAlignment?
}

/// The ``GridRow`` a subview belongs to, or `nil` when it spans a row of its own.
enum GridRowMembershipKey: LayoutValueKey {
    static let defaultValue: GridRowMembership? = nil
}

/// The number of columns a cell spans, set by `gridCellColumns(_:)`.
@usableFromInline
enum GridCellColumnsKey: LayoutValueKey {
    @usableFromInline static let defaultValue = 1
}

/// The horizontal alignment a cell sets for its whole column, by `gridColumnAlignment(_:)`.
@usableFromInline
enum GridColumnAlignmentKey: LayoutValueKey {
    @usableFromInline static let defaultValue: HorizontalAlignment? = nil
}

/// The anchor a cell is aligned by within its cell, set by `gridCellAnchor(_:)`.
@usableFromInline
enum GridCellAnchorKey: LayoutValueKey {
    @usableFromInline static let defaultValue: UnitPoint? = nil
}

/// The axes on which a cell doesn't size its row or column, set by `gridCellUnsizedAxes(_:)`.
@usableFromInline
enum GridCellUnsizedAxesKey: LayoutValueKey {
    @usableFromInline static let defaultValue: Axis.Set = []
}
