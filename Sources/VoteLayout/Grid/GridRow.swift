/// A horizontal row in a two-dimensional grid container, as SwiftUI's `GridRow`.
///
/// Inside a ``Grid`` (or ``GridLayout``), each view of the row's content occupies the next
/// column of that row: the first view the first column, and so on. A row isn't a view of its
/// own — it contributes its cells to the grid, like a ``Group`` whose views remember which
/// row they belong to. Outside a grid it behaves like a ``Group``. A row without views adds no
/// row to the grid.
/// ```swift
/// Grid {
///     GridRow(alignment: .top) {
///         Text("Cat")
///         Text("12").gridColumnAlignment(.trailing)
///     }
/// }
/// ```
public struct GridRow<Content: View>: View {
    /// The vertical alignment of the row's cells, or `nil` for the grid's.
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    ///
    /// - Parameters:
    ///   - alignment: An optional ``VerticalAlignment`` for the row; `nil` (the default) uses
    ///     the vertical alignment of the grid's `alignment`.
    ///   - content: The views of the row, one per column.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A primitive view: VoteLayout lays it out directly and never reads its body.
    public var body: Never { bodyNotAvailable() }
}

extension GridRow: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var cells = VoteLayout.resolve(content, in: context)
        for index in cells.indices {
            cells[index].traits[GridRowMembershipKey.self] = GridRowMembership(
                startsRow: index == 0,
                alignment: alignment
            )
        }
        return cells
    }
}
