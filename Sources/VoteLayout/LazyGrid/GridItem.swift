/// A description of a row or a column in a lazy grid, as SwiftUI's `GridItem`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { … }
/// ```
public struct GridItem: Hashable, Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Hashable, Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single item sized from the space it is offered, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of at least `minimum`
        /// as fit, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item: the width of a column, the height of a row.
    public var size: GridItem.Size
    /// The spacing to the next item, or `nil` for the default spacing (8 points).
    public var spacing: CGFloat?
    /// The alignment of the views in this item's cells, or `nil` for the grid's alignment
    /// across the item and centred along it.
    public var alignment: Alignment?

    /// Creates a grid item with the specified size, spacing and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
    }
}
