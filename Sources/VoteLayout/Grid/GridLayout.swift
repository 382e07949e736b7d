/// A grid that you can use in conditional layouts, as SwiftUI's `GridLayout`.
///
/// It lays out ``GridRow`` cells in rows and columns exactly as ``Grid`` does (``Grid`` is
/// this layout applied to its content); use it where a `Layout` value is needed, such as
/// ``AnyLayout``:
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(GridLayout(alignment: .leading))
/// layout {
///     GridRow { Text("Cat"); Text("12") }
///     GridRow { Text("Goldfish"); Text("3") }
/// }
/// ```
///
/// Sizing follows Apple's documented rules (derived, not verified on a device; see
/// ``GridSizer``): a column is as wide as its widest cell, columns of flexible views share
/// the remaining width like the children of an `HStack`, a row is as tall as its tallest cell
/// and flexible rows share the remaining height like the children of a `VStack`.
///
/// Spacing: `nil` spacing puts between two columns (or rows) the largest distance that any
/// two cells meeting across that gap prefer, by their ``ViewSpacing``, as a stack does for
/// each pair of neighbours; with VoteLayout's spacing that is 8 unless a view says
/// otherwise. Apple only promises "a default distance appropriate for the platform"; one of
/// its Grid screenshots is captioned with 20 points between cells, which nothing else
/// corroborates (stacks and lazy grids use 8, and fatbobman's note on `spacing: nil` counts
/// `Grid` among the containers whose default depends on the adjacent views), so this choice
/// remains unverified on a device. Taking the largest preference per gap, rather than per
/// pair of cells, keeps the columns and rows straight.
///
/// - Complexity: O(*cells*) measurements per layout pass; building the structure is
///   O(*rows* × *columns*) when spacing comes from the subviews' preferences.
public struct GridLayout: Layout {
    /// The guide for aligning cells within their rows and columns.
    public var alignment: Alignment
    /// The distance between columns, or `nil` for the subviews' preferred spacing.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the subviews' preferred spacing.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout with the specified spacing and alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning cells within their rows and columns.
    ///   - horizontalSpacing: The distance between columns, or `nil` for the default.
    ///   - verticalSpacing: The distance between rows, or `nil` for the default.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// What the grid keeps between its methods during a pass: its structure and the column and
    /// row sizes it already computed, by proposal.
    public struct Cache {
        let structure: GridStructure
        var tracksByProposal = ProposalMemo<GridTracks>()
        /// The column widths per proposed width (the memo's proposals have no height): placing a
        /// grid proposes the height it chose, and the columns don't depend on it.
        var columnWidthsByWidth = ProposalMemo<[CGFloat]>()

        mutating func tracks(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> GridTracks {
            if let tracks = tracksByProposal[proposal] { return tracks }
            let structure = structure
            let measure = { (index: Int, proposal: ProposedViewSize, axis: Axis) in
                structure.extent(of: index, along: axis, for: proposal, subviews: subviews)
            }
            let width = ProposedViewSize(width: proposal.width, height: nil)
            let columnWidths =
                columnWidthsByWidth[width] ?? structure.sizer.columnWidths(for: width.width, measure: measure)
            columnWidthsByWidth.remember(columnWidths, for: width)
            let tracks = structure.sizer.tracks(for: proposal, columnWidths: columnWidths, measure: measure)
            tracksByProposal.remember(tracks, for: proposal)
            return tracks
        }
    }

    /// Reads the rows, columns and spacing from the subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(
            structure: GridStructure(
                subviews: subviews,
                alignment: alignment,
                horizontalSpacing: horizontalSpacing,
                verticalSpacing: verticalSpacing
            )
        )
    }

    /// The size of the columns and rows and the gaps between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.tracks(for: proposal, subviews: subviews).size
    }

    /// Places every cell in the rectangle of its row and columns, proposing it that rectangle.
    ///
    /// Like a stack, the grid first replaces an unspecified dimension of the proposal by the
    /// size it chose, so flexible cells fill their rows and columns.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let structure = cache.structure
        let size = cache.tracks(for: proposal, subviews: subviews).size
        let tracks = cache.tracks(
            for: ProposedViewSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height),
            subviews: subviews
        )
        GridPlacement(structure: structure, tracks: tracks).place(subviews, in: bounds)
    }
}

extension GridLayout: BuiltInLayout {
    /// The layout as VoteLayout's engine runs it (an implementation detail).
    public var _builtInLayout: _BuiltInLayoutBox? { _BuiltInLayoutBox(self) }

    var nodeKind: LayoutNode.Kind { .layout("GridLayout") }
}
