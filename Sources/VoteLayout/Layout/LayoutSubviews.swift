/// The subviews of a layout container, as SwiftUI's `LayoutSubviews`.
///
/// A random-access collection of ``LayoutSubview`` proxies indexed from 0; slices keep the
/// indices of the whole collection.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public typealias Indices = Range<Int>

    let nodes: [EngineNode]
    let recorder: PlacementRecorder?
    public let startIndex: Int
    public let endIndex: Int

    init(nodes: [EngineNode], recorder: PlacementRecorder?, range: Range<Int>? = nil) {
        self.nodes = nodes
        self.recorder = recorder
        let range = range ?? nodes.indices
        (startIndex, endIndex) = (range.lowerBound, range.upperBound)
    }

    /// The layout direction the subviews are laid out in (always left to right in VoteLayout).
    public var layoutDirection: LayoutDirection { .leftToRight }

    public var indices: Range<Int> { startIndex..<endIndex }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, recorder: recorder)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "subviews range out of bounds")
        return LayoutSubviews(nodes: nodes, recorder: recorder, range: bounds)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.indices == rhs.indices && lhs.nodes.count == rhs.nodes.count
            && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}
