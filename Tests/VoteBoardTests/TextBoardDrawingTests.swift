import Foundation
import Testing
import VoteLayout

@testable import VoteBoard

/// The terminal's podium drawing: as tall as the podium's content at its scale, so an all-way
/// tie's single row leaves no empty band below it, as the page's podium does not.
struct TextBoardDrawingTests {
    @Test func aTiesRowIsDrawnInAFewRowsAndARingInNine() throws {
        let size = CGSize(width: 300, height: 300)
        let tie = PodiumPlacement(
            model: try BoardModel.with(votes: [("Cat", 2), ("Goldfish", 2), ("Dog", 2)]),
            size: size
        )
        let ring = PodiumPlacement(
            model: try BoardModel.with(votes: [("Cat", 3), ("Goldfish", 1), ("Dog", 2)]),
            size: size
        )
        let tieDrawing = try #require(TextBoard.drawingSize(width: 80, podium: tie))
        let ringDrawing = try #require(TextBoard.drawingSize(width: 80, podium: ring))
        #expect(tieDrawing.height == (9 * tie.contentHeight / 300).rounded(.up))
        #expect(tieDrawing.height < 9)
        #expect(ringDrawing.height == 9)
        #expect(tieDrawing.width == 40 && ringDrawing.width == 40)
        #expect(TextBoard.drawingSize(width: 9, podium: tie) == nil)
    }

    /// The podium report names each pet's rank as the leaderboard does: a tie's "=" included.
    @Test func thePodiumReportMarksTiesAsTheLeaderboardDoes() throws {
        let model = try BoardModel.with(votes: [("Cat", 1), ("Dog", 1), ("Goldfish", 0)])
        let podium = PodiumPlacement(model: model, size: CGSize(width: 300, height: 300))
        let text = TerminalRenderer().render(TextBoard.layout(model: model, podium: podium, width: 80))
        #expect(text.contains("Cat (rank 1=): centre"), "\(text)")
        #expect(text.contains("Dog (rank 1=): centre"), "\(text)")
        #expect(text.contains("Goldfish (rank 3): centre"), "\(text)")
    }

    /// Many pets on a few rows of cells: the leaders' labels come first, and every label drawn
    /// stands a cell clear of the next, a name cut short included.
    @Test func manyLabelsNeverTouch() throws {
        var votes = [(pet: "Cat", count: 0), (pet: "Goldfish", count: 0), (pet: "Dog", count: 0)]
        votes += (1...320).map { (pet: "Pet\($0)", count: 0) }
        for leader in [5, 200, 319] { votes[leader + 2].count = 3 }
        let model = try BoardModel.with(votes: votes)
        let podium = PodiumPlacement(model: model, size: CGSize(width: 300, height: 300))
        let layout = TextBoard.layout(model: model, podium: podium, width: 80)
        let lines = TerminalRenderer().render(layout).split(separator: "\n")
        let box = lines.drop { !$0.hasPrefix("┌") }.dropFirst().prefix { !$0.hasPrefix("└") }
        #expect(box.count >= 3)
        let labels = box.flatMap { $0.dropFirst().dropLast().split(separator: " ") }
        for leader in ["Pet5", "Pet200", "Pet319"] {
            #expect(labels.contains(Substring(leader)), "\(leader) is not drawn: \(box.joined(separator: "\n"))")
        }
        // A label is a name, or the start of one cut short with "…": never two run together.
        let names = votes.map(\.pet)
        for label in labels {
            let isName = names.contains(String(label))
            let isCut = label.hasSuffix("…") && names.contains { $0.hasPrefix(label.dropLast()) }
            #expect(isName || isCut, "labels run together: \(label)")
        }
    }
}
