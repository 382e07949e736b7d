import Foundation
import Testing
import VoteCore

@testable import VoteBoard

/// The podium's rule at any number of pets and any width: the medals on the sample's ring, the
/// rest in rows below, nothing overlapping, and the podium as tall as what it shows.
struct PodiumLayoutRuleTests {
    /// Votes that give `count` pets ranks with ties (5, 4, 4, 3, 2, 2, …), or all tied.
    static func board(count: Int, tied: Bool) throws -> BoardModel {
        try BoardModel.with(
            votes: (0..<count)
                .map { index in ("Pet \(index)", tied ? 1 : max(0, 60 - index - (index % 3 == 1 ? 1 : 0))) }
        )
    }

    @Test func threePetsRankedApartAreTheSamplesTriangle() throws {
        let board = try BoardModel.with(votes: [("Cat", 5), ("Dog", 3), ("Goldfish", 1)])
        let placement = PodiumPlacement(model: board, size: CGSize(width: 300, height: 300))
        #expect(placement.arrangement == .radial)
        for avatar in placement.avatars {
            #expect(avatar.frame.size == CGSize(width: 60, height: 60))
            // On the sample's circle: a third of the side around the podium's middle.
            #expect(abs(hypot(avatar.center.x - 150, avatar.center.y - 150) - 100) < 1e-9)
        }
        let leader = try #require(placement.avatars.first { $0.rank == 1 })
        #expect(placement.avatars.allSatisfy { $0.center.y >= leader.center.y })
    }

    @Test func theMedalsTakeTheRingAndEveryoneElseTheStandsInRankOrder() throws {
        let board = try Self.board(count: 13, tied: false)
        let placement = PodiumPlacement(model: board, size: CGSize(width: 600, height: 340))
        #expect(placement.arrangement == .radial)
        let ring = placement.avatars.filter { $0.frame.width == 60 }
        #expect(ring.map(\.rank).sorted() == [1, 2, 2])
        let stands = placement.avatars.filter { $0.frame.width < 60 }
            .sorted {
                ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
            }
        #expect(stands.count == 10)
        #expect(stands.map(\.rank) == stands.map(\.rank).sorted())
        let ringBottom = ring.map(\.label.maxY).max() ?? 0
        #expect(stands.allSatisfy { $0.frame.minY > ringBottom })
    }

    @Test func aTieTooLargeForTheRingPutsEveryoneInTheRowsInRankOrder() throws {
        let board = try BoardModel.with(votes: [("A", 5), ("B", 5), ("C", 5), ("D", 5), ("E", 1)])
        let placement = PodiumPlacement(model: board, size: CGSize(width: 600, height: 340))
        #expect(placement.arrangement == .line)
        #expect(placement.avatars.allSatisfy { $0.frame.width < PodiumPlacement.avatarSide })
        let last = try #require(placement.avatars.first { $0.pet == "E" })
        #expect(placement.avatars.allSatisfy { $0.frame.minY == last.frame.minY && $0.frame.minX <= last.frame.minX })
    }

    @Test func anAllWayTieIsTheSamplesRowWhenItFitsAndRowsOtherwise() throws {
        let three = PodiumPlacement(model: try Self.board(count: 3, tied: true), size: CGSize(width: 300, height: 300))
        #expect(three.arrangement == .line)
        #expect(Set(three.avatars.map(\.center.y)) == [30])
        #expect(three.contentHeight == 84)
        let many = PodiumPlacement(model: try Self.board(count: 20, tied: true), size: CGSize(width: 300, height: 300))
        #expect(Set(many.avatars.map(\.center.y)).count > 1)
        #expect(many.avatars.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= 300 })
    }

    @Test(arguments: [1, 2, 3, 4, 5, 8, 13, 21, 40, 50])
    func nothingOverlapsAtAnyWidth(count: Int) throws {
        for tied in [false, true] {
            let board = try Self.board(count: count, tied: tied)
            for width in [264.0, 296, 320, 600, 1_000, 1_440] {
                let placement = PodiumPlacement(model: board, size: CGSize(width: width, height: min(width, 340)))
                let avatars = placement.avatars
                #expect(avatars.count == count)
                for (index, avatar) in avatars.enumerated() {
                    let context = "\(count) pets, tied \(tied), \(width) wide: \(avatar.pet)"
                    #expect(avatar.frame.width >= 28, "\(context): a visible avatar")
                    #expect(avatar.frame.minX >= 0 && avatar.frame.maxX <= width, "\(context): inside")
                    #expect(avatar.label.minX >= -1e-9 && avatar.label.maxX <= width + 1e-9, "\(context): name inside")
                    #expect(avatar.label.width >= avatar.frame.width, "\(context): room for a name")
                    for other in avatars[(index + 1)...] {
                        #expect(!Self.overlap(avatar.frame, other.frame), "\(context) and \(other.pet): avatars")
                        #expect(!Self.overlap(avatar.label, other.label), "\(context) and \(other.pet): names")
                        #expect(!Self.overlap(avatar.label, other.frame), "\(context)'s name and \(other.pet)")
                        #expect(!Self.overlap(avatar.frame, other.label), "\(context) and \(other.pet)'s name")
                    }
                }
                let bottom = avatars.map { max($0.frame.maxY, $0.label.maxY) }.max() ?? 0
                #expect(placement.contentHeight == bottom)
            }
        }
    }

    /// On a podium a few avatars wide a name may get no room: its box then has no size at all,
    /// where it kept its height and reached, as a line, into the avatar below it.
    @Test(arguments: [
        CGSize(width: 10, height: 10), CGSize(width: 40, height: 300), CGSize(width: 50, height: 50),
    ])
    func aNameWithNoRoomHasNoBox(size: CGSize) throws {
        var boxesOfNoSize = 0
        for count in [2, 3] {
            let placement = PodiumPlacement(model: try Self.board(count: count, tied: false), size: size)
            for avatar in placement.avatars {
                let context = "\(count) pets, \(size): \(avatar.pet)"
                #expect((avatar.label.width == 0) == (avatar.label.height == 0), "\(context): \(avatar.label)")
                if avatar.label.size == .zero { boxesOfNoSize += 1 }
                for other in placement.avatars where other.pet != avatar.pet {
                    #expect(!Self.overlap(avatar.label, other.frame), "\(context)'s name and \(other.pet)")
                }
            }
        }
        #expect(boxesOfNoSize > 0, "each of these sizes leaves some name no room")
    }

    /// Whether two boxes share more than a hair of area.
    static func overlap(_ first: CGRect, _ second: CGRect) -> Bool {
        let common = first.intersection(second)
        return !common.isNull && common.width > 1e-6 && common.height > 1e-6
    }
}
