import Foundation
import Testing
import VoteLayout
import VoteCore
@testable import VoteBoard

/// The podium as the SVG board draws it: circles exactly at the placement's centres, names that
/// never meet a circle, a medal or another name, and a board that fits 900 points.
struct PodiumDrawingTests {
    static let boards: [[(String, Int)]] = [
        [("Cat", 5), ("Goldfish", 3), ("Dog", 1)],
        [("Cat", 2), ("Goldfish", 2), ("Dog", 2)],
        SVGBoardBrowserTests.fourteen.map { ($0.pet, $0.count) },
        (1...20).map { ("Pet number \($0) with a long name", $0 % 4) },
    ]

    @Test(arguments: [CGSize(width: 300, height: 300), CGSize(width: 120, height: 80), CGSize(width: 600, height: 400)])
    func circlesSitAtThePlacementAndNothingOverlaps(size: CGSize) throws {
        for votes in Self.boards {
            let board = try BoardModel.with(votes: votes)
            let placement = PodiumPlacement(model: board, size: size)
            let drawing = PodiumDrawing(placement: placement, model: board, measurer: BoardPicture.measurer)
            #expect(drawing.avatars.map(\.center) == placement.avatars.map(\.center))
            #expect(drawing.avatars.map(\.pet) == placement.avatars.map(\.pet))

            // Circles shrink to keep apart, down to a radius of 8 (a podium too small for its pets).
            for (index, first) in drawing.avatars.enumerated() where first.radius > 8 {
                for second in drawing.avatars[(index + 1)...] {
                    let distance = hypot(first.center.x - second.center.x, first.center.y - second.center.y)
                    #expect(distance >= first.radius + second.radius, "\(first.pet) and \(second.pet) overlap")
                }
            }
            // Each name keeps clear of every circle's square, every medal and every other name.
            var boxes: [(String, CGRect)] = []
            for avatar in drawing.avatars {
                let circle = CGRect(
                    x: avatar.center.x - avatar.radius,
                    y: avatar.center.y - avatar.radius,
                    width: 2 * avatar.radius,
                    height: 2 * avatar.radius
                )
                #expect(drawing.bounds.contains(circle))
                boxes.append(("circle \(avatar.pet)", circle))
                boxes.append(("medal \(avatar.pet)", avatar.badge.frame))
                if let label = avatar.label {
                    #expect(label.text == avatar.pet || label.text.hasSuffix("…"))
                    #expect(drawing.bounds.contains(label.frame))
                    boxes.append(("label \(avatar.pet)", label.frame))
                }
            }
            for (index, (first, firstBox)) in boxes.enumerated() where first.hasPrefix("label") {
                for (second, secondBox) in boxes[...].enumerated().filter({ $0.offset != index }).map(\.element) {
                    let overlap = firstBox.intersection(secondBox)
                    #expect(
                        overlap.isNull || overlap.width <= 0.01 || overlap.height <= 0.01,
                        "\(first) and \(second) overlap: \(overlap)"
                    )
                }
            }
        }
    }

    @Test func everyPetOfTheFourteenIsNamedOnThePodium() throws {
        let board = try BoardModel.with(votes: SVGBoardBrowserTests.fourteen.map { ($0.pet, $0.count) })
        let drawing = PodiumDrawing(
            placement: PodiumPlacement(model: board, size: CGSize(width: 300, height: 300)),
            model: board,
            measurer: BoardPicture.measurer
        )
        #expect(drawing.avatars.allSatisfy { $0.label != nil })
        // Tied, they are too many for one row of the podium's width: they stand in rows, each named.
        let tied = try BoardModel.with(votes: SVGBoardBrowserTests.fourteen.map { ($0.pet, 3) })
        let row = PodiumDrawing(
            placement: PodiumPlacement(model: tied, size: CGSize(width: 300, height: 300)),
            model: tied,
            measurer: BoardPicture.measurer
        )
        #expect(row.avatars.allSatisfy { $0.label != nil })
        #expect(Set(row.avatars.map(\.center.y)).count > 1)
        #expect(row.avatars.allSatisfy { $0.center.x > 0 && $0.center.x < 300 })
        // Emoji names show their emoji, others their initial upper-cased.
        #expect(drawing.avatars.first { $0.pet == "🦜 Polly" }?.initial == "🦜")
        #expect(drawing.avatars.first { $0.pet == "Cat" }?.initial == "C")
        #expect(drawing.avatars.first { $0.pet == "Cat" }?.badge.text == "6=")
    }

    @Test func theBoardFitsNinehundredPointsAndPutsThePodiumInItsPanel() throws {
        for votes in Self.boards {
            let board = try BoardModel.with(votes: votes)
            let placement = PodiumPlacement(model: board, size: CGSize(width: 300, height: 300))
            let picture = BoardPicture(model: board, placement: placement)
            #expect(picture.size.width <= BoardPicture.maximumWidth)
            #expect(
                SVGBoard.document(model: board, podium: placement)
                    .hasPrefix(
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"petvote-board\" width=\"\(SVGNumber.format(picture.size.width))\""
                    )
            )
            for avatar in picture.podium.avatars {
                let center = CGPoint(
                    x: avatar.center.x + picture.podiumOrigin.x,
                    y: avatar.center.y + picture.podiumOrigin.y
                )
                #expect(picture.podiumPanel.insetBy(dx: avatar.radius, dy: avatar.radius).contains(center))
            }
        }
    }
}
