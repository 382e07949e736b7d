/// Where ``MyRadialLayout`` puts each subview on its circle, as a clockwise rotation from 12 o'clock.
///
/// Pure arithmetic on the ranks, so the rules are testable without laying out views.
///
/// **Three subviews** use Apple's sample arithmetic exactly: subview `i` turns by
/// `angle × i + offset`, where `angle` is a third of a turn and `offset` rotates the triangle so
/// the leader is on top and the rest follow their ranks (see ``sampleOffset(ranks:)``).
///
/// **Any other count** `n` can't be ordered by rotation alone, so subviews move between slots
/// instead. The `n` slots are evenly spaced, `angle = 2π / n` apart, and the whole ring is turned
/// by one of three amounts, each a multiple of a quarter step (`angle / 4`, the step the sample's
/// own offsets use for three subviews):
/// - *top-aligned* (0): a slot at 12 o'clock, the others in mirror pairs at equal heights;
/// - *pair-aligned* (half a step): every slot in a mirror pair;
/// - *staggered* (a quarter step): every slot at a height of its own.
///
/// Slots are then ordered top to bottom, the left one first at equal heights, and subviews
/// ordered by rank, ties in source order, take them in turn. So **a better rank is never placed
/// lower on screen**, whatever the rotation. Of the three rotations the layout takes the one
/// that first splits the fewest ties across two heights, then puts the fewest different ranks at
/// one height; remaining draws go to top-aligned, then pair-aligned, then staggered. Ties can
/// still land at different heights when no rotation has room for them (three tied subviews
/// never share a height on a circle).
///
/// Ranks are compared only by order: they are first turned into competition ranks
/// (1 + the number of strictly better ranks), which leaves the sample's ranks (1 for the
/// leader, ties sharing a rank, as `1, 1, 3`) unchanged and makes any other numbering (`0`-based,
/// dense, gaps) behave the same way.
struct RadialArrangement: Hashable, Sendable {
    /// The clockwise rotation from 12 o'clock of each subview, in radians, by subview index.
    let turns: [Double]

    /// Arranges subviews with `ranks`, in source order.
    init(ranks: [Int]) {
        let count = ranks.count
        guard count > 0 else {
            turns = []
            return
        }
        let ranks = Self.competitionRanks(ranks)
        // The same expression as the sample: a full turn in degrees, divided, in radians.
        let angle = Angle.degrees(360.0 / Double(count)).radians
        if count == 3 {
            let offset = Self.sampleOffset(ranks: ranks)
            turns = ranks.indices.map { index in angle * Double(index) + offset }
        } else {
            let ring = Self.bestRing(ranks: ranks)
            let quarterTurns = Double(ring.quarterSteps) * angle / 4
            turns = ring.slotByIndex.map { slot in angle * Double(slot) + quarterTurns }
        }
    }

    /// `1 +` the number of strictly better (smaller) ranks, for each rank.
    ///
    /// - Complexity: O(n log n).
    static func competitionRanks(_ ranks: [Int]) -> [Int] {
        let sorted = ranks.sorted()
        return ranks.map { rank in 1 + sorted.partitioningIndex(where: { $0 >= rank }) }
    }

    /// The sample's rotation for three subviews, in radians; `0` for a three-way tie.
    ///
    /// The leader goes to the top; the residual then nudges the triangle by a quarter or a half of
    /// a third of a turn depending on the other two ranks, so the second place is higher than the
    /// third and a tie for first or second sits level.
    static func sampleOffset(ranks: [Int]) -> Double {
        guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks[0] }) else { return 0 }
        let fractionOfThird: Double =
            if ranks[0] == 1 {
                residual(next: ranks[1], previous: ranks[2])
            } else if ranks[1] == 1 {
                -1 + residual(next: ranks[2], previous: ranks[0])
            } else {
                1 + residual(next: ranks[0], previous: ranks[1])
            }
        return fractionOfThird * 2.0 * Double.pi / 3.0
    }

    /// The sample's residual, in thirds of a turn, from the ranks of the subview after the
    /// leader (`next`) and the one before it (`previous`).
    private static func residual(next: Int, previous: Int) -> Double {
        if next == 1 {
            -0.5
        } else if previous == 1 {
            0.5
        } else if next < previous {
            -0.25
        } else if next > previous {
            0.25
        } else {
            0
        }
    }
}

extension RadialArrangement {
    /// One rotation of the ring of slots and the slot each subview takes.
    struct Ring: Hashable, Sendable {
        /// The ring's rotation in quarter steps: 0 top-aligned, 2 pair-aligned, 1 staggered.
        let quarterSteps: Int
        /// The slot of each subview, by subview index.
        let slotByIndex: [Int]
        /// Ties split over two heights, then different ranks sharing a height: lower is better.
        let cost: [Int]
    }

    /// The rotations tried, in order of preference when their costs are equal.
    static let rotationPreference = [0, 2, 1]

    /// Tries each rotation and keeps the cheapest, the earliest on equal cost.
    static func bestRing(ranks: [Int]) -> Ring {
        let rings = rotationPreference.map { ring(quarterSteps: $0, ranks: ranks) }
        // `min(by:)` returns the first of equal minima, which is the preferred rotation.
        return rings.min { $0.cost.lexicographicallyPrecedes($1.cost) } ?? rings[0]
    }

    /// Gives the slots, top to bottom, to the subviews in rank order.
    static func ring(quarterSteps: Int, ranks: [Int]) -> Ring {
        let count = ranks.count
        let slotsTopToBottom = (0..<count)
            .sorted { lhs, rhs in
                let (lhsHeight, rhsHeight) = (
                    heightOrder(slot: lhs, count: count, quarterSteps: quarterSteps),
                    heightOrder(slot: rhs, count: count, quarterSteps: quarterSteps)
                )
                if lhsHeight != rhsHeight { return lhsHeight < rhsHeight }
                return isLeft(slot: lhs, count: count, quarterSteps: quarterSteps)
                    && !isLeft(slot: rhs, count: count, quarterSteps: quarterSteps)
            }
        let subviewsByRank = ranks.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }

        var slotByIndex = [Int](repeating: 0, count: count)
        for (subview, slot) in zip(subviewsByRank, slotsTopToBottom) {
            slotByIndex[subview] = slot
        }

        var splitTies = 0
        var sharedHeights = 0
        for position in slotsTopToBottom.indices.dropLast() {
            let tied = ranks[subviewsByRank[position]] == ranks[subviewsByRank[position + 1]]
            let level =
                heightOrder(slot: slotsTopToBottom[position], count: count, quarterSteps: quarterSteps)
                == heightOrder(slot: slotsTopToBottom[position + 1], count: count, quarterSteps: quarterSteps)
            if tied && !level { splitTies += 1 }
            if !tied && level { sharedHeights += 1 }
        }
        return Ring(quarterSteps: quarterSteps, slotByIndex: slotByIndex, cost: [splitTies, sharedHeights])
    }

    /// The slot's angular distance from 12 o'clock in quarter steps (`angle / 4`), an exact
    /// integer: smaller is higher on screen, equal is level.
    ///
    /// Slot `k` sits at `(4k + q) × angle / 4`, which is `(4k + q)` quarter steps clockwise or
    /// `(4n − 4k − q)` counter-clockwise; the height grows with the shorter way round.
    static func heightOrder(slot: Int, count: Int, quarterSteps: Int) -> Int {
        let clockwise = 4 * slot + quarterSteps
        return Swift.min(clockwise, 4 * count - clockwise)
    }

    /// Whether the slot is on the left half of the circle (more than half a turn clockwise).
    static func isLeft(slot: Int, count: Int, quarterSteps: Int) -> Bool {
        4 * slot + quarterSteps > 2 * count
    }
}

extension Array where Element: Comparable {
    /// The index of the first element of this sorted array for which `belongs` is true.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var (low, high) = (startIndex, endIndex)
        while low < high {
            let middle = low + (high - low) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
