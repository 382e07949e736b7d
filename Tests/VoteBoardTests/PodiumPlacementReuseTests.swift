import Foundation
import TestSupport
import Testing

@testable import VoteBoard

/// A placement is used again only where drawing afresh would place the podium exactly so.
struct PodiumPlacementReuseTests {
    private static let size = CGSize(width: 320, height: 300)

    @Test("A vote that moves no rank keeps the placement; one that moves a rank, or another size, does not")
    func ranksDecide() throws {
        let before = try BoardModel.with(votes: [("Cat", 5), ("Dog", 3), ("Goldfish", 1)])
        let placement = PodiumPlacement(model: before, size: Self.size)
        let sameRanks = try BoardModel.with(votes: [("Cat", 9), ("Dog", 4), ("Goldfish", 1)])
        #expect(placement.reused(for: sameRanks, size: Self.size) == PodiumPlacement(model: sameRanks, size: Self.size))
        #expect(placement.reused(for: sameRanks, size: CGSize(width: 321, height: 300)) == nil)
        let newLeader = try BoardModel.with(votes: [("Cat", 5), ("Dog", 6), ("Goldfish", 1)])
        #expect(placement.reused(for: newLeader, size: Self.size) == nil)
        let nowTied = try BoardModel.with(votes: [("Cat", 5), ("Dog", 5), ("Goldfish", 1)])
        #expect(placement.reused(for: nowTied, size: Self.size) == nil)
        let anotherPet = try BoardModel.with(votes: [("Cat", 5), ("Dog", 3), ("Goldfish", 1), ("Rabbit", 0)])
        #expect(placement.reused(for: anotherPet, size: Self.size) == nil)
    }

    @Test("An all-way tie is not placed like the same ranks without it")
    func allWayTie() throws {
        let tied = try BoardModel.with(votes: [("Cat", 2), ("Dog", 2), ("Goldfish", 2)])
        let placement = PodiumPlacement(model: tied, size: Self.size)
        var notTied = tied
        notTied.isAllWayTie = false
        #expect(placement.reused(for: notTied, size: Self.size) == nil)
        #expect(placement.reused(for: tied, size: Self.size) == placement)
    }

    @Test("Random boards: whenever a placement is reused, drawing afresh gives the same one")
    func randomBoards() throws {
        var random = SeededRandom(seed: 0x9_0d1)
        let pets = ["Cat", "Dog", "Goldfish", "Parrot", "Hamster"]
        var reused = 0
        for _ in 0..<60 {
            let count = Int.random(in: 1...pets.count, using: &random)
            func board() throws -> BoardModel {
                try BoardModel.with(votes: pets.prefix(count).map { ($0, Int.random(in: 0...3, using: &random)) })
            }
            let (first, second) = (try board(), try board())
            let placement = PodiumPlacement(model: first, size: Self.size)
            guard let kept = placement.reused(for: second, size: Self.size) else { continue }
            reused += 1
            #expect(kept == PodiumPlacement(model: second, size: Self.size))
        }
        #expect(reused > 0)
    }
}
