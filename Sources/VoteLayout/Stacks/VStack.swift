/// A view that arranges its subviews in a vertical line, as SwiftUI's `VStack`.
///
/// ```swift
/// VStack(spacing: 10) { Color.blue; Color.green; Color.yellow }
/// ```
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// Creates a stack with the given alignment and spacing (`nil`: each pair's default distance).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension VStack: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        LayoutContainer(layout: layout, content: content).resolve(in: context)
    }
}
