import Foundation
import Testing

@testable import VoteLayout

/// The rank → rotation rules of `MyRadialLayout`, without laying out views.
struct RadialArrangementTests {
    /// Every weak ordering of three subviews as the sample's model ranks them (competition ranks),
    /// with the sample's offset worked out by hand from its `getOffset` and `residual` rules, in
    /// degrees.
    static let sampleOffsets: [(ranks: [Int], degrees: Double)] = [
        ([1, 1, 1], 0),  // Three-way tie: no offset.
        ([1, 1, 3], -60),  // Leader first, next tied with it: residual −½.
        ([1, 3, 1], 60),  // Leader first, previous tied with it: residual +½.
        ([3, 1, 1], -180),  // −1 + residual(next 1) = −1½.
        ([1, 2, 2], 0),  // Tie for second: residual 0.
        ([2, 1, 2], -120),  // −1 + 0.
        ([2, 2, 1], 120),  // 1 + 0.
        ([1, 2, 3], -30),  // next < previous: −¼.
        ([1, 3, 2], 30),  // next > previous: +¼.
        ([2, 1, 3], -90),  // −1 + ¼.
        ([3, 1, 2], -150),  // −1 − ¼.
        ([2, 3, 1], 90),  // 1 − ¼.
        ([3, 2, 1], 150),  // 1 + ¼.
    ]

    @Test("The table covers the 13 weak orderings of three subviews")
    func tableCoversEveryWeakOrderingOfThree() {
        #expect(Set(Self.sampleOffsets.map(\.ranks)) == Set(WeakOrderings.competitionRanks(count: 3)))
        #expect(Self.sampleOffsets.count == 13)
    }

    @Test("Three subviews turn by the sample's offset", arguments: sampleOffsets)
    func threeSubviewsUseTheSampleOffset(ranks: [Int], degrees: Double) {
        let turns = RadialArrangement(ranks: ranks).turns
        let third = 2 * Double.pi / 3
        let offset = degrees * .pi / 180
        #expect(turns.count == 3)
        for index in 0..<3 {
            #expect(isClose(turns[index], third * Double(index) + offset))
        }
    }

    @Test(
        "Ranks compare by order only",
        arguments: [
            ([0, 1, 1], [1, 2, 2]), ([5, 5, 9], [1, 1, 3]), ([2, 3, 4], [1, 2, 3]),
            ([1, 1, 2], [1, 1, 3]), ([7, 7, 7], [1, 1, 1]), ([-1, 4, 2, 2], [1, 4, 2, 2]),
        ]
    )
    func ranksAreNormalisedToCompetitionRanks(ranks: [Int], competition: [Int]) {
        #expect(RadialArrangement.competitionRanks(ranks) == competition)
        #expect(RadialArrangement(ranks: ranks) == RadialArrangement(ranks: competition))
    }

    @Test("A better rank is never lower on screen", arguments: [1, 2, 3, 4, 5, 6])
    func betterRanksAreNeverLower(count: Int) {
        for ranks in WeakOrderings.competitionRanks(count: count) {
            // An all-way tie of three is the sample's one unordered case (it becomes a row).
            if count == 3 && ranks == [1, 1, 1] { continue }
            let heights = RadialArrangement(ranks: ranks).turns.map { -cos($0) }
            for better in ranks.indices {
                for worse in ranks.indices where ranks[better] < ranks[worse] {
                    #expect(
                        heights[better] <= heights[worse] + 1e-9,
                        "ranks \(ranks): subview \(better) is below subview \(worse)"
                    )
                }
            }
        }
    }

    @Test("Other counts use distinct, evenly spaced slots", arguments: [1, 2, 4, 5, 6])
    func slotsAreDistinctAndEvenlySpaced(count: Int) {
        let step = 2 * Double.pi / Double(count)
        for ranks in WeakOrderings.competitionRanks(count: count) {
            let turns = RadialArrangement(ranks: ranks).turns
            let sorted = turns.sorted()
            for (lower, upper) in zip(sorted, sorted.dropFirst()) {
                #expect(isClose(upper - lower, step), "ranks \(ranks): turns \(turns)")
            }
        }
    }

    @Test(
        "Ties sit level when a rotation has room for them",
        arguments: [
            [1, 1], [1, 2, 2, 4], [2, 2, 1, 4], [1, 1, 3, 3], [1, 2, 2, 4, 4], [1, 1, 3, 3, 5, 5],
        ]
    )
    func tiesSitLevelWhenPossible(ranks: [Int]) {
        let heights = RadialArrangement(ranks: ranks).turns.map { -cos($0) }
        for first in ranks.indices {
            for second in ranks.indices where first < second && ranks[first] == ranks[second] {
                #expect(isClose(heights[first], heights[second]), "ranks \(ranks)")
            }
        }
    }

    @Test(
        "Different ranks get different heights when no tie needs sharing",
        arguments: [[1, 2], [1, 2, 3, 4], [4, 3, 2, 1], [2, 5, 1, 3, 4], [6, 1, 5, 2, 4, 3]]
    )
    func distinctRanksGetDistinctHeights(ranks: [Int]) {
        let heights = RadialArrangement(ranks: ranks).turns.map { -cos($0) }
        let byRank = ranks.indices.sorted { ranks[$0] < ranks[$1] }.map { heights[$0] }
        for (higher, lower) in zip(byRank, byRank.dropFirst()) {
            #expect(higher < lower - 1e-9, "ranks \(ranks)")
        }
    }

    @Test("One subview sits at 12 o'clock, like the sample")
    func oneSubviewSitsOnTop() {
        #expect(RadialArrangement(ranks: [1]).turns == [0])
        #expect(RadialArrangement(ranks: []).turns == [])
    }

    @Test("Level subviews of different ranks put the better one on the left")
    func betterRankGoesLeftAtEqualHeight() {
        // Four subviews, ranks 1, 1, 3, 4: pair-aligned ring, 3 and 4 share the lower pair.
        let turns = RadialArrangement(ranks: [1, 1, 3, 4]).turns
        let xs = turns.map { sin($0) }
        let heights = turns.map { -cos($0) }
        #expect(isClose(heights[2], heights[3]))
        #expect(xs[2] < xs[3])
        #expect(xs[0] < xs[1])  // The tie in source order, left first.
    }
}
