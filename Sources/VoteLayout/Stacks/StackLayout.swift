/// The one axis-generic stack algorithm behind `HStackLayout` and `VStackLayout`.
///
/// With a concrete proposal along the major axis `P`, the stack:
/// 1. computes the spacing before each child (`spacing`, or the pair's `ViewSpacing` distance);
/// 2. orders children by priority (highest first) and, within a priority, by flexibility
///    (`max − min` length, least flexible first; between two infinitely flexible children the
///    one with the larger minimum first), keeping source order otherwise;
/// 3. starts with `P − spacing − Σ minimum of every lower-priority child`, and for each priority
///    group gives back that group's minimums, then offers each child the space left divided by
///    the children left in the group, subtracting what the child takes;
/// 4. never redistributes leftovers: its size is the sum of the children's sizes plus spacing,
///    which may exceed `P`.
///
/// A `nil` major proposal proposes `nil` (ideal) to every child. Children align on the minor
/// axis by `alignment`; the stack's minor size is the union of their aligned extents. When
/// placing, a `nil` minor proposal becomes the stack's minor size and the distribution runs
/// again, so flexible children fill the stack across.
struct StackLayout {
    let majorAxis: Axis
    /// The guide children align on, on the minor axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    var minorAxis: Axis { majorAxis.other }

    /// The children's frames relative to the stack's origin, and the stack's size.
    struct Arrangement {
        var size: CGSize
        var origins: [CGPoint]
        var proposals: [ProposedViewSize]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        arrange(subviews, proposal: proposal).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let placing = ProposedViewSize(
            proposal[majorAxis],
            along: majorAxis,
            by: proposal[minorAxis] ?? bounds.size[minorAxis]
        )
        let arrangement = arrange(subviews, proposal: placing)
        for (offset, index) in subviews.indices.enumerated() {
            let origin = arrangement.origins[offset]
            subviews[index]
                .place(
                    at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                    anchor: .topLeading,
                    proposal: arrangement.proposals[offset]
                )
        }
    }

    /// The stack's spacing: its first child's leading edge, its last child's trailing edge and every
    /// child's edges across the axis.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        let across: Edge.Set = majorAxis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing()
        for index in subviews.indices {
            var edges = across
            if index == subviews.startIndex { edges.insert(majorAxis == .horizontal ? .leading : .top) }
            if index == subviews.endIndex - 1 { edges.insert(majorAxis == .horizontal ? .trailing : .bottom) }
            result.formUnion(subviews[index].spacing, edges: edges)
        }
        return result
    }

    /// The distance before each child (0 before the first).
    func distances(_ subviews: LayoutSubviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index > subviews.startIndex else { return 0 }
            return spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: majorAxis)
        }
    }

    func arrange(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> Arrangement {
        let count = subviews.count
        guard count > 0 else { return Arrangement(size: .zero, origins: [], proposals: []) }
        let distances = distances(subviews)
        let minorProposal = proposal[minorAxis]
        var proposals = [ProposedViewSize](
            repeating: ProposedViewSize(nil, along: majorAxis, by: minorProposal),
            count: count
        )
        var dimensions: [ViewDimensions]
        if let major = proposal[majorAxis] {
            dimensions = distribute(
                major - distances.reduce(0, +),
                minorProposal: minorProposal,
                subviews: subviews,
                proposals: &proposals
            )
        } else {
            dimensions = subviews.indices.map { subviews[$0].dimensions(in: proposals[$0 - subviews.startIndex]) }
        }
        var lowest: CGFloat = 0
        var highest: CGFloat = 0
        let alignmentValues = dimensions.map { $0[alignment] }
        for (dimension, value) in zip(dimensions, alignmentValues) {
            lowest = min(lowest, -value)
            highest = max(highest, dimension.size[minorAxis] - value)
        }
        var position: CGFloat = 0
        var origins: [CGPoint] = []
        origins.reserveCapacity(count)
        for offset in 0..<count {
            position += distances[offset]
            origins.append(CGPoint(position, along: majorAxis, by: -alignmentValues[offset] - lowest))
            position += dimensions[offset].size[majorAxis]
        }
        return Arrangement(
            size: CGSize(position, along: majorAxis, by: highest - lowest),
            origins: origins,
            proposals: proposals
        )
    }
}
