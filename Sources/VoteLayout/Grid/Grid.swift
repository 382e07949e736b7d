/// A container view that arranges other views in a two-dimensional layout, as SwiftUI's `Grid`.
///
/// Give the grid ``GridRow`` views: the first view of each row goes in the first column, the
/// second in the second column, and so on. A view that isn't in a `GridRow` (such as a
/// `Divider`) forms a row of its own spanning every column. The grid has as many columns as its
/// widest row; shorter rows get empty cells at their trailing end.
///
/// The leaderboard of Apple's sample "Composing custom layouts with SwiftUI":
/// ```swift
/// Grid(alignment: .leading) {
///     ForEach(model.pets) { pet in
///         GridRow {
///             Text(pet.type)
///             ProgressView(value: Double(pet.votes), total: Double(max(1, model.totalVotes)))
///             Text("\(pet.votes)")
///                 .gridColumnAlignment(.trailing)
///         }
///         Divider()
///     }
/// }
/// ```
///
/// Each column is as wide as its widest cell and each row as tall as its tallest cell; columns
/// (rows) of flexible views share the remaining width (height) like the children of a stack.
/// Cells align by their column's horizontal guide (``View/gridColumnAlignment(_:)``, else the
/// grid's) and their row's vertical guide (``GridRow/init(alignment:content:)``, else the
/// grid's); ``View/gridCellAnchor(_:)`` and merged cells (``View/gridCellColumns(_:)``) align by
/// anchor instead, and ``View/gridCellUnsizedAxes(_:)`` keeps a flexible cell from sizing its
/// column or row. See ``GridLayout`` for the exact rules and the default spacing.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the views in each cell (default `.center`).
    ///   - horizontalSpacing: The distance between columns, or `nil` for the default distance.
    ///   - verticalSpacing: The distance between rows, or `nil` for the default distance.
    ///   - content: The grid's rows (``GridRow``s) and full-width views.
    public init(
        alignment: Alignment = .center,
        horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(
            alignment: alignment,
            horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing
        )
        self.content = content()
    }

    /// A primitive view: VoteLayout lays it out directly and never reads its body.
    public var body: Never { bodyNotAvailable() }
}

extension Grid: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        LayoutContainer(layout: layout, content: content).resolve(in: context)
    }
}
