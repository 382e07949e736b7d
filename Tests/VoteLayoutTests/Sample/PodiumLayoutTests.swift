import Foundation
import Testing

@testable import VoteLayout

/// The sample's switch from the radial layout to a row when every rank is equal.
struct PodiumLayoutTests {
    @Test(
        "An all-way tie is every rank equal (and trivially no rank or one)",
        arguments: [
            ([Int](), true), ([1], true), ([1, 1, 1], true), ([2, 2], true),
            ([1, 1, 3], false), ([1, 2, 3], false), ([3, 1, 1], false),
        ]
    )
    func allWayTie(ranks: [Int], isTie: Bool) {
        #expect(MyRadialLayout.isAllWayTie(ranks) == isTie)
    }

    /// The children's frames of the podium for `ranks`, 20 × 10 boxes in 300 × 240.
    private func frames(ranks: [Int], layout: AnyLayout) -> [CGRect] {
        ViewLayout(
            layout {
                ForEach(ranks.indices, id: \.self) { index in box(20, 10).rank(ranks[index]) }
            },
            in: ProposedViewSize(width: 300, height: 240)
        )
        .root.children.map(\.frame)
    }

    @Test("A three-way tie lays the avatars out as an HStack: a row of 20-wide boxes 8 apart")
    func threeWayTieIsARow() {
        let ranks = [1, 1, 1]
        let podium = frames(ranks: ranks, layout: MyRadialLayout.podiumLayout(ranks: ranks))
        #expect(
            podium == [
                CGRect(x: 0, y: 0, width: 20, height: 10),
                CGRect(x: 28, y: 0, width: 20, height: 10),
                CGRect(x: 56, y: 0, width: 20, height: 10),
            ]
        )
        #expect(podium == frames(ranks: ranks, layout: AnyLayout(HStackLayout())))
    }

    @Test("Any other ranking stays radial", arguments: [[1, 1, 3], [1, 2, 3], [2, 1, 2], [1, 2], [1, 2, 2, 4]])
    func otherRankingsAreRadial(ranks: [Int]) {
        let podium = frames(ranks: ranks, layout: MyRadialLayout.podiumLayout(ranks: ranks))
        #expect(podium == frames(ranks: ranks, layout: AnyLayout(MyRadialLayout())))
        #expect(podium != frames(ranks: ranks, layout: AnyLayout(HStackLayout())))
    }
}
