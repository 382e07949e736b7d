/// Shares a length among the children of a stack, or the tracks of a grid, as SwiftUI does.
///
/// A grid's columns behave like the children of an `HStack` and its rows like the children of
/// a `VStack` (WWDC22: "the grid is now giving the last column what it needs, and dividing the
/// remaining space between the first two columns"), so both use this one algorithm:
/// - Children are ordered by priority (highest first), then by flexibility (the range between
///   what they take offered nothing and offered infinity; least first; of two infinitely
///   flexible children the one with the larger minimum goes first), then by position.
/// - Each priority group is offered what is left once the lower groups' minimums are set aside,
///   and each child in it an equal share of what remains (never below zero).
/// - Leftover length is never redistributed.
///
/// Minimums and maximums are asked lazily and at most once per child: a child's flexibility is
/// needed only to order it among children of the same priority.
///
/// - Complexity: O(*n* log *n*) comparisons for *n* children, plus at most three questions each.
enum SpaceDistribution {
    /// Offers each child its share of `available` and returns the length each chose, in order.
    ///
    /// - Parameters:
    ///   - available: The length to share, spacing already taken out.
    ///   - priorities: Each child's layout priority, in source order.
    ///   - length: The length child `index` chooses when offered `offer` (0 and `.infinity` ask
    ///     for its minimum and maximum).
    ///   - take: Called once per child, in distribution order, with the offer it gets; returns the
    ///     length the child chose (the caller records whatever else it needs).
    static func share(
        _ available: CGFloat,
        priorities: [Double],
        length: (_ index: Int, _ offer: CGFloat) -> CGFloat,
        take: (_ index: Int, _ offer: CGFloat) -> CGFloat
    ) {
        let count = priorities.count
        guard count > 0 else { return }
        var minimums = [CGFloat?](repeating: nil, count: count)
        var maximums = [CGFloat?](repeating: nil, count: count)
        func minimum(_ index: Int) -> CGFloat {
            if let value = minimums[index] { return value }
            let value = length(index, 0)
            minimums[index] = value
            return value
        }
        func flexibility(_ index: Int) -> Flexibility {
            let low = minimum(index)
            if maximums[index] == nil { maximums[index] = length(index, .infinity) }
            return Flexibility(min: low, max: maximums[index] ?? low)
        }
        // The standard library's sort is stable, so equal children keep their source order.
        let order = (0..<count)
            .sorted { lhs, rhs in
                guard priorities[lhs] == priorities[rhs] else { return priorities[lhs] > priorities[rhs] }
                return flexibility(lhs) < flexibility(rhs)
            }

        var remaining = available
        let firstPriority = priorities[order[0]]
        for index in order where priorities[index] != firstPriority {
            remaining -= minimum(index)
        }
        var start = 0
        while start < count {
            let priority = priorities[order[start]]
            var end = start + 1
            while end < count, priorities[order[end]] == priority { end += 1 }
            if start > 0 {
                for position in start..<end { remaining += minimum(order[position]) }
            }
            var remainingChildren = end - start
            for position in start..<end {
                let chosen = take(order[position], max(remaining / CGFloat(remainingChildren), 0))
                let left = remaining - chosen
                remaining = left.isNaN ? remaining : left
                remainingChildren -= 1
            }
            start = end
        }
    }

    /// The length of each child (a grid's tracks): with a `nil` length each takes its ideal
    /// length; otherwise `available` less `spacing` is shared as ``share(_:priorities:length:take:)`` does.
    ///
    /// - Parameters:
    ///   - priorities: Each child's layout priority, in source order.
    ///   - available: The length to share, or `nil` for ideal lengths.
    ///   - spacing: The sum of the gaps between children.
    ///   - length: The length child `index` chooses when offered `offer` (`nil` = ideal).
    /// - Returns: Each child's length, in source order.
    static func lengths(
        priorities: [Double],
        available: CGFloat?,
        spacing: CGFloat,
        length: (_ index: Int, _ offer: CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let available else { return priorities.indices.map { length($0, nil) } }
        var result = [CGFloat](repeating: 0, count: priorities.count)
        share(
            available - spacing,
            priorities: priorities,
            length: { length($0, $1) },
            take: { index, offer in
                result[index] = length(index, offer)
                return result[index]
            }
        )
        return result
    }

    /// How flexible a child is: the range between its minimum and its maximum.
    struct Flexibility: Comparable {
        var min: CGFloat
        var max: CGFloat

        /// Less flexible first; two infinitely flexible children put the larger minimum first.
        /// A range that is not a number (an infinite minimum) counts as no flexibility.
        static func < (lhs: Flexibility, rhs: Flexibility) -> Bool {
            let lhsRange = lhs.range
            let rhsRange = rhs.range
            guard lhsRange == rhsRange else { return lhsRange < rhsRange }
            let lhsKey = lhsRange == .infinity ? -lhs.min : 0
            let rhsKey = rhsRange == .infinity ? -rhs.min : 0
            return lhsKey < rhsKey
        }

        private var range: CGFloat {
            let range = max - min
            return range.isNaN ? 0 : range
        }
    }
}
