/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View {
    private let resolver: (ResolveContext) -> [ResolvedView]

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        resolver = { VoteLayout.resolve(view, in: $0) }
    }

    /// Wraps `view`, opening its existential type.
    public init(erasing view: some View) { self.init(view) }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension AnyView: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] { resolver(context) }
}
