/// Shares a length among a grid's columns (or rows) the way a stack shares its length
/// among its children.
///
/// A grid's columns behave like the children of an `HStack` and its rows like the
/// children of a `VStack` (WWDC22: "the grid is now giving the last column what it needs,
/// and dividing the remaining space between the first two columns"). A track's answer for
/// an offer is the largest answer of the cells that size it.
///
/// With a `nil` length every track takes its ideal length. With a concrete length the
/// tracks are ordered by priority (highest first), then by flexibility (least first; of
/// two infinitely flexible tracks the one with the larger minimum goes first), then by
/// position; each priority group is offered what is left once the lower groups' minimums
/// are set aside, and each track in it an equal share of what remains. Leftover length is
/// never redistributed.
///
/// - Complexity: O(*n* log *n*) for *n* tracks, plus three calls of `length` per track.
enum GridTrackDistribution {
    /// Returns the length of each track.
    ///
    /// - Parameters:
    ///   - priorities: Each track's priority (the largest `layoutPriority` among the cells
    ///     that size it), in source order.
    ///   - available: The length proposed to the grid on this axis, or `nil` for ideal.
    ///   - spacing: The sum of the gaps between tracks.
    ///   - length: The length track `index` chooses when offered a length (`nil` = ideal).
    /// - Returns: Each track's length, in source order.
    static func lengths(
        priorities: [Double],
        available: CGFloat?,
        spacing: CGFloat,
        length: (_ index: Int, _ offer: CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let available else {
            return priorities.indices.map { length($0, nil) }
        }
        let minimums = priorities.indices.map { length($0, 0) }
        let flexibilities = priorities.indices.map { index -> CGFloat in
            let flexibility = length(index, .infinity) - minimums[index]
            return flexibility.isNaN ? 0 : flexibility
        }
        let order = priorities.indices.sorted { lhs, rhs in
            if priorities[lhs] != priorities[rhs] {
                return priorities[lhs] > priorities[rhs]
            }
            if flexibilities[lhs] != flexibilities[rhs] {
                return flexibilities[lhs] < flexibilities[rhs]
            }
            if flexibilities[lhs] == .infinity, minimums[lhs] != minimums[rhs] {
                return minimums[lhs] > minimums[rhs]
            }
            return lhs < rhs
        }

        var result = [CGFloat](repeating: 0, count: priorities.count)
        let firstPriority = order.first.map { priorities[$0] }
        var remainingLength = available - spacing
        for index in order where priorities[index] != firstPriority {
            remainingLength -= minimums[index]
        }
        var start = order.startIndex
        while start < order.endIndex {
            let priority = priorities[order[start]]
            var end = start
            while end < order.endIndex, priorities[order[end]] == priority { end += 1 }
            let group = order[start..<end]
            if start != order.startIndex {
                remainingLength += group.reduce(0) { $0 + minimums[$1] }
            }
            var remainingCount = group.count
            for index in group {
                let offer = max(remainingLength / CGFloat(remainingCount), 0)
                let chosen = length(index, offer)
                result[index] = chosen
                remainingLength -= chosen
                remainingCount -= 1
            }
            start = end
        }
        return result
    }
}
