/// A view laid out for a proposal: the frame of every view, in root coordinates.
///
/// The entry point of VoteLayout, doing what SwiftUI does when it hosts a view: propose a
/// size to the root, let every container size and place its subviews, and record the result.
/// ```swift
/// let layout = ViewLayout(HStack(spacing: 10) { Color.blue; Color.green }, in: ProposedViewSize(width: 620, height: 80))
/// layout.root.frame                 // (0, 0, 620, 80)
/// layout.root.children[1].frame     // (315, 0, 305, 80)
/// ```
/// The root takes the size it chooses for the proposal and sits at the origin. Several root
/// views (a `Group` or a tuple) are stacked in a `VStack`.
public struct ViewLayout: Hashable, Sendable {
    /// The laid-out root view.
    public let root: LayoutNode
    /// The proposal the root was laid out for.
    public let proposal: ProposedViewSize
    /// How many sizes leaf views (text, colours, shapes, …) computed during the pass.
    ///
    /// A diagnostic of the measurement cache: within one pass each leaf computes each distinct
    /// proposal once, however often its containers ask.
    public let measurementCount: Int
    /// Per leaf path, how many sizes it computed.
    package var measurementCounts: [ViewPath: Int] {
        Dictionary(
            nodeCounts.lazy.filter { $0.measurements > 0 }.map { ($0.path, $0.measurements) },
            uniquingKeysWith: { $1 }
        )
    }
    /// Per path, how many size questions `Layout`s asked through `LayoutSubview` (cache hits included).
    package var subviewQueryCounts: [ViewPath: Int] {
        Dictionary(
            nodeCounts.lazy.filter { $0.queries > 0 }.map { ($0.path, $0.queries) },
            uniquingKeysWith: { $1 }
        )
    }

    /// The counters of one node that measured or was asked something.
    private struct NodeCounts: Hashable, Sendable {
        var path: ViewPath
        var measurements: Int
        var queries: Int
    }

    /// The nodes with counts, in tree order (a later node wins a path shared by two): kept as a
    /// list because hashing every path into the dictionaries, which only tests and benchmarks
    /// read, cost more than a board's text measurement.
    private let nodeCounts: [NodeCounts]

    /// Lays out `view` for `proposal`, measuring text with `measurer`.
    ///
    /// - Parameters:
    ///   - view: The root view.
    ///   - proposal: The size proposed to the root; ``ProposedViewSize/unspecified`` asks for its ideal size.
    ///   - measurer: How `Text` is measured and broken into lines.
    ///   - defaults: The default spacing and padding, in the units of the layout: SwiftUI's points
    ///     (``LayoutDefaults/standard``) or terminal cells (``LayoutDefaults/terminal``).
    public init<V: View>(
        _ view: V,
        in proposal: ProposedViewSize = .unspecified,
        measurer: any TextMeasurer,
        defaults: LayoutDefaults = .standard
    ) {
        self.init(view, in: proposal, measurer: measurer, defaults: defaults, cachingMeasurements: true)
    }

    /// Lays out `view`, optionally without the per-pass measurement cache (for benchmarks and tests
    /// that show what the cache saves: without it nested stacks cost exponential time).
    @_spi(Benchmarks)
    public init<V: View>(
        _ view: V,
        in proposal: ProposedViewSize = .unspecified,
        measurer: any TextMeasurer,
        defaults: LayoutDefaults = .standard,
        cachingMeasurements: Bool
    ) {
        let pass = LayoutPass(measurer: measurer, defaults: defaults, cachesMeasurements: cachingMeasurements)
        var elements = resolve(view, in: ResolveContext())
        if elements.count != 1 {
            elements = [ResolvedView(behavior: LayoutBehavior(layout: VStackLayout()), children: elements)]
        }
        let node = EngineNode(elements[0], path: ViewPath(), stackOrientation: nil, pass: pass)
        root = node.makeResult(origin: .zero, proposal: proposal)
        self.proposal = proposal
        var counts: [NodeCounts] = []
        var total = 0
        func collect(_ node: EngineNode) {
            let (measurements, queries) = unsafe (node.measurements, node.queries)
            if measurements > 0 || queries > 0 {
                counts.append(NodeCounts(path: node.path, measurements: measurements, queries: queries))
                total += measurements
            }
            node.children.forEach(collect)
        }
        collect(node)
        (nodeCounts, measurementCount) = (counts, total)
    }

    /// Lays out `view` for `proposal`, measuring text in terminal cells (``TerminalTextMeasurer``).
    ///
    /// Pass ``LayoutDefaults/terminal`` as `defaults` for spacing and padding in cells too.
    public init<V: View>(_ view: V, in proposal: ProposedViewSize = .unspecified, defaults: LayoutDefaults = .standard)
    {
        self.init(view, in: proposal, measurer: TerminalTextMeasurer(), defaults: defaults)
    }

    /// The size the root chose.
    public var size: CGSize { root.frame.size }

    /// The node at `path`, or `nil`.
    public func node(at path: ViewPath) -> LayoutNode? { root.node(at: path) }
}
