import Foundation
import Testing
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
}
