/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// Text is measured by the layout's ``TextMeasurer`` in the font in effect (`font(_:)`): its ideal
/// size is the unwrapped string; narrower proposals wrap it and grow it taller, up to its
/// `lineLimit(_:)`, whose last line then ends with "…". Its first and last text baselines are its
/// measurer's baselines in its first and last lines (a font's, below its ascent; a terminal row's
/// bottom).
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
        [ResolvedView(behavior: TextLeaf(string: content, attributes: context.text), foreground: context.foreground)]
    }
}

/// Sizes a string through the pass's measurer.
struct TextLeaf: NodeBehavior {
    let string: String
    /// The attributes when any differs from the defaults, boxed: a leaf of a string and a reference
    /// fits an existential's inline buffer, so the engine's `any NodeBehavior` holds it without
    /// allocating (with the attributes inline it couldn't).
    private let styled: StyledText?

    /// The font, line limit and alignment of the text.
    var attributes: TextAttributes { styled?.attributes ?? TextAttributes() }

    init(string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        styled = StyledText(attributes)
    }

    var ownExplicitGuides: GuideSet { Self.baselines }

    /// Built once: every text node asks for it.
    private static let baselines = GuideSet(
        keys: [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
    )

    /// The measurer's layout for `proposal`, measured once per proposal and pass (sizing, baselines
    /// and the result tree all read it).
    func layout(_ proposal: ProposedViewSize, node: EngineNode) -> TextLayout {
        if let layout = unsafe node.textLayouts[proposal] { return layout }
        var layout = measure(proposal, with: node.pass.measurer)
        if let styled { layout.styled = styled }
        if node.pass.cachesMeasurements { unsafe node.textLayouts.remember(layout, for: proposal) }
        return layout
    }

    /// The measurer's layout in the font in effect, cut to the line limit: more lines than the
    /// limit are measured again for the height of the limit's lines (every line of a text is as
    /// tall); fewer lines than it reserves take the reserved lines' height, empty lines below.
    private func measure(_ proposal: ProposedViewSize, with measurer: any TextMeasurer) -> TextLayout {
        guard let attributes = styled?.attributes else { return measurer.layout(string, in: proposal) }
        var layout = measurer.layout(string, font: attributes.font, in: proposal)
        if let limit = attributes.lineLimit, layout.lines.count > max(limit, 1) {
            let lineHeight = layout.size.height / CGFloat(layout.lines.count)
            let height = lineHeight * CGFloat(max(limit, 1))
            layout = measurer.layout(
                string,
                font: attributes.font,
                in: ProposedViewSize(width: proposal.width, height: min(proposal.height ?? height, height))
            )
        }
        if attributes.reservedLines > layout.lines.count {
            // Every line of a text is as tall; a text without lines measures one for the height.
            let lineHeight =
                layout.lines.isEmpty
                ? measurer.layout(" ", font: attributes.font, in: .unspecified).size.height
                : layout.size.height / CGFloat(layout.lines.count)
            layout.size.height = lineHeight * CGFloat(attributes.reservedLines)
        }
        return layout
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: EngineNode) -> CGSize {
        layout(proposal, node: node).size
    }

    /// The first and last text baselines: each the measurer's baseline in its line (a font's,
    /// below its ascent; a terminal row's bottom), in the first line and in the last line of text
    /// (below it, lines a `lineLimit` reserves stay empty).
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: EngineNode)
        -> CGFloat?
    {
        let isFirst = key == VerticalAlignment.firstTextBaseline.key
        guard isFirst || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let lines = max(layout(proposal, node: node).lines.count, 1)
        let lineHeight = bounds.height / CGFloat(max(lines, attributes.reservedLines))
        let baseline = node.pass.measurer.baselineOffset(inLineOf: lineHeight, font: attributes.font)
        return isFirst ? baseline : lineHeight * CGFloat(lines - 1) + baseline
    }

    func kind(node: EngineNode, proposal: ProposedViewSize) -> LayoutNode.Kind {
        .text(layout(proposal, node: node))
    }
}
