/// The subviews of a layout container, as SwiftUI's `LayoutSubviews`.
///
/// A random-access collection of ``LayoutSubview`` proxies indexed from 0; slices keep the
/// indices of the whole collection.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// The collection's `Element` type.
    public typealias Element = LayoutSubview
    /// The collection's `Index` type.
    public typealias Index = Int
    /// The collection's `SubSequence` type.
    public typealias SubSequence = LayoutSubviews
    /// The collection's `Indices` type.
    public typealias Indices = Range<Int>

    let nodes: [EngineNode]
    /// For a selection made with ``subscript(indices:)``, each element's index among the container's
    /// children; `nil` when `nodes` are the children themselves.
    let childIndices: [Int]?
    let recorder: PlacementRecorder?
    /// The index of the first subview.
    public let startIndex: Int
    /// The index after the last subview.
    public let endIndex: Int

    init(nodes: [EngineNode], recorder: PlacementRecorder?, range: Range<Int>? = nil, childIndices: [Int]? = nil) {
        self.nodes = nodes
        self.recorder = recorder
        self.childIndices = childIndices
        let range = range ?? nodes.indices
        (startIndex, endIndex) = (range.lowerBound, range.upperBound)
    }

    /// The layout direction the subviews are laid out in (always left to right in VoteLayout).
    public var layoutDirection: LayoutDirection { .leftToRight }

    /// The index of the first subview.
    public var indices: Range<Int> { startIndex..<endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: childIndices?[index] ?? index, recorder: recorder)
    }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "subviews range out of bounds")
        return LayoutSubviews(nodes: nodes, recorder: recorder, range: bounds, childIndices: childIndices)
    }

    /// The subviews at `indices`, in that order, indexed from 0.
    ///
    /// SwiftUI takes any sequence of indices here; VoteLayout takes an array, so that a partial
    /// range such as `subviews[1...]` keeps meaning a slice.
    public subscript(indices: [Int]) -> LayoutSubviews {
        precondition(indices.allSatisfy { $0 >= startIndex && $0 < endIndex }, "subview index out of bounds")
        return LayoutSubviews(
            nodes: indices.map { nodes[$0] },
            recorder: recorder,
            childIndices: indices.map { childIndices?[$0] ?? $0 }
        )
    }

    /// The default spacing and padding of the pass the subviews belong to.
    var defaults: LayoutDefaults { nodes.first?.pass.defaults ?? .standard }

    /// Whether two values are the same.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.indices == rhs.indices && lhs.nodes.count == rhs.nodes.count
            && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}
