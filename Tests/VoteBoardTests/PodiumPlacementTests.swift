import Foundation
import Testing
import VoteCore
@testable import VoteBoard

/// The podium's avatars are found by their container's path in the laid-out tree, and the
/// arrangement is the sample's rule, not a name read back from the tree.
struct PodiumPlacementTests {
    @Test func rankedPetsAreArrangedRadiallyWithOneAvatarEach() throws {
        let board = try BoardModel.with(votes: [("Cat", 5), ("Dog", 3), ("Goldfish", 1)])
        let placement = PodiumPlacement(model: board, size: CGSize(width: 300, height: 300))
        #expect(placement.arrangement == .radial)
        #expect(placement.avatars.map(\.pet) == ["Cat", "Dog", "Goldfish"])
        #expect(placement.avatars.map(\.rank) == [1, 2, 3])
        #expect(placement.avatars.allSatisfy { $0.frame.size == CGSize(width: 60, height: 60) })
        // Three different places on the circle.
        #expect(Set(placement.avatars.map { "\($0.center.x),\($0.center.y)" }).count == 3)
    }

    @Test func anAllWayTieIsALineAcrossTheTop() throws {
        let board = try BoardModel.with(votes: [("Cat", 2), ("Dog", 2), ("Goldfish", 2)])
        let placement = PodiumPlacement(model: board, size: CGSize(width: 300, height: 300))
        #expect(placement.arrangement == .line)
        #expect(placement.avatars.count == 3)
        #expect(Set(placement.avatars.map(\.center.y)).count == 1)
        let xs = placement.avatars.map(\.center.x)
        #expect(xs == xs.sorted())
    }
}
