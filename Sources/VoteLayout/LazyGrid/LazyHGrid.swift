/// A container view that arranges its child views in a grid that grows horizontally, as
/// SwiftUI's `LazyHGrid`.
///
/// Rows are sized from `rows` and the height proposed (see ``LazyGridTracks``); children fill the
/// rows column by column. Headless, every child is laid out: laziness only matters on screen.
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { ForEach(tags) { Text($0) } }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    /// Creates a grid with the given rows, the alignment of views in their cells (default
    /// centre), the spacing between columns (`nil`: the default) and views to pin (none headless).
    public init(
        rows: [GridItem],
        alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            items: rows,
            trackAxis: .vertical,
            alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing
        )
        self.content = content()
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension LazyHGrid: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        LayoutContainer(layout: layout, content: content).resolve(in: context)
    }
}
