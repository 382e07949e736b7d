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
    /// For a selection made with the sequence-of-indices subscript, each element's index among the container's
    /// children; `nil` when `nodes` are the children themselves.
    let childIndices: [Int]?
    let recorder: PlacementRecorder?
    /// The layout direction the subviews are laid out in, as SwiftUI's `layoutDirection`.
    ///
    /// Read it in a custom layout to learn the environment's direction; there is usually nothing
    /// to do with it: the engine mirrors every subview's position within its container in a
    /// right-to-left environment, so a layout written left to right comes out mirrored.
    public let layoutDirection: LayoutDirection
    /// The index of the first subview.
    public let startIndex: Int
    /// The index after the last subview.
    public let endIndex: Int

    init(
        nodes: [EngineNode],
        recorder: PlacementRecorder?,
        layoutDirection: LayoutDirection = .leftToRight,
        range: Range<Int>? = nil,
        childIndices: [Int]? = nil
    ) {
        self.nodes = nodes
        self.recorder = recorder
        self.layoutDirection = layoutDirection
        self.childIndices = childIndices
        let range = range ?? nodes.indices
        (startIndex, endIndex) = (range.lowerBound, range.upperBound)
    }

    /// The index of the first subview.
    public var indices: Range<Int> { startIndex..<endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: childIndices?[index] ?? index, recorder: recorder)
    }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "subviews range out of bounds")
        return LayoutSubviews(
            nodes: nodes,
            recorder: recorder,
            layoutDirection: layoutDirection,
            range: bounds,
            childIndices: childIndices
        )
    }

    /// The subviews in `bounds`, keeping their indices: `subviews[1...2]`.
    ///
    /// Not in SwiftUI, where the collection's range subscript serves: closed ranges are
    /// sequences too, and without this overload `subviews[1...2]` would pick
    /// the sequence-of-indices subscript and lose the slice's indices.
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews {
        self[bounds.lowerBound..<(bounds.upperBound + 1)]
    }

    /// The subviews from `bounds.lowerBound` on, keeping their indices: `subviews[1...]`.
    ///
    /// Not in SwiftUI, where the collection's range subscript serves: a partial range from an
    /// index is an endless sequence, and without this overload `subviews[1...]` would pick
    /// the sequence-of-indices subscript and never finish.
    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews {
        self[bounds.lowerBound..<endIndex]
    }

    /// The subviews at `indices`, in that order, indexed from 0, as SwiftUI's
    /// `subscript<S>(indices: S) -> LayoutSubviews`.
    ///
    /// Any sequence of indices works: `subviews[[2, 0]]`, `subviews[stride(from: 0, to: 4, by: 2)]`.
    /// Ranges keep meaning slices, with their indices: `subviews[1...]`, `subviews[..<2]`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of indices.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let selected = Array(indices)
        precondition(selected.allSatisfy { $0 >= startIndex && $0 < endIndex }, "subview index out of bounds")
        return LayoutSubviews(
            nodes: selected.map { nodes[$0] },
            recorder: recorder,
            layoutDirection: layoutDirection,
            childIndices: selected.map { childIndices?[$0] ?? $0 }
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
