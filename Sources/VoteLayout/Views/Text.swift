/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// Text is measured by the layout's ``TextMeasurer``: its ideal size is the unwrapped string;
/// narrower proposals wrap it and grow it taller. Its first text baseline is the bottom of its
/// first line and its last text baseline its bottom.
public struct Text: View, Hashable, Sendable {
    /// The string displayed.
    let content: String

    /// Creates a text view that displays a string.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Creates a text view that displays a string without localization.
    public init(verbatim content: String) { self.content = content }

    /// Primitive views have no body: VoteLayout lays them out directly.
    public var body: Never { bodyNotAvailable() }
}

extension Text: PrimitiveView {
    /// Resolves the view itself: VoteLayout lays it out directly (an implementation detail).
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> _ResolvedViews {
        _ResolvedViews(view.resolve(in: context.base))
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        [ResolvedView(behavior: TextLeaf(string: content), foreground: context.foreground)]
    }
}

/// Sizes a string through the pass's measurer.
struct TextLeaf: NodeBehavior {
    let string: String

    var ownExplicitGuides: GuideSet { Self.baselines }

    /// Built once: every text node asks for it.
    private static let baselines = GuideSet(
        keys: [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
    )

    /// The measurer's layout for `proposal`, measured once per proposal and pass (sizing, baselines
    /// and the result tree all read it).
    func layout(_ proposal: ProposedViewSize, node: EngineNode) -> TextLayout {
        if let layout = node.textLayouts[proposal] { return layout }
        let layout = node.pass.measurer.layout(string, in: proposal)
        if node.pass.cachesMeasurements { node.textLayouts.remember(layout, for: proposal) }
        return layout
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        layout(proposal, node: node).size
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode)
        -> CGFloat?
    {
        if key == VerticalAlignment.lastTextBaseline.key { return bounds.height }
        guard key == VerticalAlignment.firstTextBaseline.key else { return nil }
        let lines = layout(proposal, node: node).lines.count
        return lines > 1 ? bounds.height / CGFloat(lines) : bounds.height
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind {
        .text(layout(proposal, node: node))
    }
}
