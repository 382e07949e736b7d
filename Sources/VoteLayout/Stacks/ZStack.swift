/// A view that overlays its subviews, aligning them in both axes, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// Creates a stack with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension ZStack: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        LayoutContainer(layout: layout, content: content).resolve(in: context)
    }
}
