/// A container view that arranges its child views in a grid that grows vertically, as SwiftUI's
/// `LazyVGrid`.
///
/// Columns are sized from `columns` and the width proposed (see ``LazyGridTracks``); children fill
/// the columns row by row. Headless, every child is laid out: laziness only matters on screen.
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 2) {
///         ForEach(photos) { photo in Color.gray.aspectRatio(1, contentMode: .fit) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid with the given columns, the alignment of views in their cells (default
    /// centre), the spacing between rows (`nil`: the default) and views to pin (none headless).
    public init(
        columns: [GridItem],
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            items: columns,
            trackAxis: .horizontal,
            alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing
        )
        self.content = content()
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension LazyVGrid: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        LayoutContainer(layout: layout, content: content).resolve(in: context)
    }
}
