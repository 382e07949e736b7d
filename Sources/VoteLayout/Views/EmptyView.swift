/// A view that doesn't contain any content, as SwiftUI's `EmptyView`.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension EmptyView: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] { [] }
}
