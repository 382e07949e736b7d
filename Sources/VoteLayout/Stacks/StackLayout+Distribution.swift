extension StackLayout {
    /// Sizes the children for a concrete major length: priority groups, flexibility order,
    /// remaining-space-over-remaining-children offers, no redistribution.
    ///
    /// - Parameters:
    ///   - available: The major proposal minus the stack's internal spacing.
    ///   - minorProposal: The stack's proposal across its axis, passed to every child.
    ///   - subviews: The children.
    ///   - proposals: Receives what each child was offered.
    /// - Returns: Each child's dimensions, in source order.
    func distribute(
        _ available: CGFloat,
        minorProposal: CGFloat?,
        subviews: LayoutSubviews,
        proposals: inout [ProposedViewSize]
    ) -> [ViewDimensions] {
        let count = subviews.count
        let base = subviews.startIndex
        let priorities = subviews.map(\.priority)
        var minimums = [CGFloat?](repeating: nil, count: count)
        var maximums = [CGFloat?](repeating: nil, count: count)
        func minimum(_ offset: Int) -> CGFloat {
            if let value = minimums[offset] { return value }
            let value =
                subviews[base + offset].sizeThatFits(ProposedViewSize(0, along: majorAxis, by: minorProposal))[
                    majorAxis
                ]
            minimums[offset] = value
            return value
        }
        func maximum(_ offset: Int) -> CGFloat {
            if let value = maximums[offset] { return value }
            let value =
                subviews[base + offset].sizeThatFits(ProposedViewSize(.infinity, along: majorAxis, by: minorProposal))[
                    majorAxis
                ]
            maximums[offset] = value
            return value
        }
        func fitsFirst(_ lhs: Int, _ rhs: Int) -> Bool {
            guard priorities[lhs] == priorities[rhs] else { return priorities[lhs] > priorities[rhs] }
            return FlexibilityEstimate(min: minimum(lhs), max: maximum(lhs))
                < FlexibilityEstimate(min: minimum(rhs), max: maximum(rhs))
        }

        var order = Array(0..<count)
        if count <= 32 {
            for next in 1..<max(count, 1) {
                let candidate = order[next]
                var slot = next
                while slot > 0, fitsFirst(candidate, order[slot - 1]) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = candidate
            }
        } else {
            order.sort(by: fitsFirst)
        }

        var dimensions = [ViewDimensions?](repeating: nil, count: count)
        var remainingSpace = available
        let firstPriority = priorities[order[0]]
        for offset in order where priorities[offset] != firstPriority {
            remainingSpace -= minimum(offset)
        }
        var start = 0
        while start < count {
            let priority = priorities[order[start]]
            var end = start + 1
            while end < count, priorities[order[end]] == priority { end += 1 }
            if start > 0 {
                for position in start..<end { remainingSpace += minimum(order[position]) }
            }
            var remainingChildren = end - start
            for position in start..<end {
                let offset = order[position]
                let offer = max(remainingSpace / CGFloat(remainingChildren), 0)
                let proposal = ProposedViewSize(offer, along: majorAxis, by: minorProposal)
                let dimension = subviews[base + offset].dimensions(in: proposal)
                proposals[offset] = proposal
                dimensions[offset] = dimension
                let left = remainingSpace - dimension.size[majorAxis]
                remainingSpace = left.isNaN ? remainingSpace : left
                remainingChildren -= 1
            }
            start = end
        }
        return dimensions.map { $0 ?? ViewDimensions(size: .zero) }
    }
}

/// How flexible a child is along the stack's axis, as SwiftUI orders stack children.
struct FlexibilityEstimate: Comparable {
    var min: CGFloat
    var max: CGFloat

    /// Less flexible first; two infinitely flexible children put the larger minimum first.
    static func < (lhs: FlexibilityEstimate, rhs: FlexibilityEstimate) -> Bool {
        let lhsRange = lhs.max - lhs.min
        let rhsRange = rhs.max - rhs.min
        guard lhsRange == rhsRange else { return lhsRange < rhsRange }
        let lhsKey = lhsRange == .infinity ? -lhs.min : 0
        let rhsKey = rhsRange == .infinity ? -rhs.min : 0
        return lhsKey < rhsKey
    }
}
