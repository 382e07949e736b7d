/// A container that builds its content from its own size, as SwiftUI's `GeometryReader`.
///
/// Laid out as SwiftUI lays it out: it takes all the space it is offered (10 points for a `nil`
/// dimension), proposes that size to its content and places each content view at its top-leading
/// corner. The content is built when the reader's final frame is known, once per layout.
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) wide")
/// }
/// ```
public struct GeometryReader<Content: View>: View {
    /// Builds the content from the container's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension GeometryReader: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let content = content
        let behavior = GeometryReaderBehavior { proxy in VoteLayout.resolve(content(proxy), in: context) }
        return [ResolvedView(behavior: behavior, foreground: context.foreground)]
    }
}

/// A ``GeometryReader`` in the engine: a leaf while measured (it takes what it is offered), whose
/// content is resolved and laid out once its frame is known (``NodeBehavior/contentPlaced(in:pass:)``).
struct GeometryReaderBehavior: NodeBehavior {
    let content: (GeometryProxy) -> [ResolvedView]

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func contentPlaced(in bounds: CGRect, pass: LayoutPass) -> [ResolvedView]? {
        content(
            GeometryProxy(
                size: bounds.size,
                safeAreaInsets: EdgeInsets(),
                globalFrame: bounds,
                namedOrigins: pass.namedSpaces
            )
        )
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind { .layout("GeometryReader") }
}
