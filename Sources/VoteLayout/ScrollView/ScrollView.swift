/// A scrollable view, as SwiftUI's `ScrollView`, laid out at its starting scroll position.
///
/// Along each scrolling axis it proposes its content `nil` (the content's ideal length, so a
/// vertical scroll view's `VStack` or `LazyVGrid` takes all its rows), and its own proposal
/// across them; it takes the size proposed on each axis (the content's size where the proposal
/// is `nil`). The content sits at the scroll view's top-leading corner on scrolling axes
/// (scrolled to its start) and is centred across them; whatever overflows is clipped by
/// renderers. Headless there is nothing to scroll and no indicator to show: `showsIndicators`
/// changes nothing.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(photos) { … } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll view would show its scroll indicators.
    public var showsIndicators: Bool

    /// Creates a scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        (self.axes, self.showsIndicators, self.content) = (axes, showsIndicators, content())
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension ScrollView: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var content = VoteLayout.resolve(content, in: context)
        if content.count != 1 {
            // Several views scroll as one column, as SwiftUI stacks them.
            content = [
                ResolvedView(
                    behavior: LayoutBehavior(layout: VStackLayout()),
                    children: content,
                    foreground: context.foreground
                )
            ]
        }
        return [
            ResolvedView(
                behavior: LayoutBehavior(layout: ScrollViewLayout(axes: axes)),
                children: content,
                foreground: context.foreground
            )
        ]
    }
}
