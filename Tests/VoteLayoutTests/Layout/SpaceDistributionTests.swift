import Foundation
import Testing

@testable import VoteLayout

// The one distribution of stacks and grids (SwiftUI's stack rule, applied to grid tracks too),
// through its track form; StackLayout's and Grid's own tests cover it in place.

struct SpaceDistributionTests {
    /// A track that takes what it is offered, between `minimum` and `maximum` (ideal = minimum).
    private struct Clamp {
        var minimum: CGFloat
        var maximum: CGFloat
        func length(_ offer: CGFloat?) -> CGFloat { min(max(offer ?? minimum, minimum), maximum) }
    }

    private func lengths(_ tracks: [Clamp], priorities: [Double]? = nil, available: CGFloat?, spacing: CGFloat = 0)
        -> [CGFloat]
    {
        SpaceDistribution.lengths(
            priorities: priorities ?? tracks.map { _ in 0 },
            available: available,
            spacing: spacing
        ) { index, offer in tracks[index].length(offer) }
    }

    @Test func leastFlexibleTracksAreSizedFirstAndTheRestShareWhatIsLeft() {
        let tracks = [
            Clamp(minimum: 0, maximum: .infinity), Clamp(minimum: 30, maximum: 30),
            Clamp(minimum: 0, maximum: .infinity),
        ]
        #expect(lengths(tracks, available: 100, spacing: 10) == [30, 30, 30])
    }

    @Test func leftoverIsNotRedistributed() {
        let tracks = [Clamp(minimum: 0, maximum: 10), Clamp(minimum: 0, maximum: 100)]
        // The first track (less flexible) is offered 50 and takes 10; the second is offered 90.
        #expect(lengths(tracks, available: 100) == [10, 90])
        let capped = [Clamp(minimum: 0, maximum: 60), Clamp(minimum: 0, maximum: 60), Clamp(minimum: 0, maximum: 10)]
        #expect(lengths(capped, available: 90) == [40, 40, 10])
    }

    @Test func lowerPriorityGroupsKeepTheirMinimums() {
        let tracks = [Clamp(minimum: 5, maximum: .infinity), Clamp(minimum: 0, maximum: .infinity)]
        #expect(lengths(tracks, priorities: [0, 1], available: 50) == [5, 45])
    }

    @Test func ofTwoInfinitelyFlexibleTracksTheLargerMinimumGoesFirst() {
        let tracks = [Clamp(minimum: 0, maximum: .infinity), Clamp(minimum: 40, maximum: .infinity)]
        // The second goes first and is offered half; the first gets what is left.
        #expect(lengths(tracks, available: 100) == [50, 50])
        #expect(lengths(tracks, available: 60) == [20, 40])
    }

    @Test func anUnspecifiedLengthGivesIdealLengths() {
        let tracks = [Clamp(minimum: 5, maximum: .infinity), Clamp(minimum: 7, maximum: 9)]
        #expect(lengths(tracks, available: nil) == [5, 7])
    }

    @Test func offersNeverGoNegative() {
        let tracks = [Clamp(minimum: 20, maximum: 20), Clamp(minimum: 0, maximum: .infinity)]
        #expect(lengths(tracks, available: 10) == [20, 0])
    }
}
