/// A view that doesn't contain any content, as SwiftUI's `EmptyView`.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedView] { [] }
}
