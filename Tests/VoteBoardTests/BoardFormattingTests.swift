import Foundation
import Testing
@testable import VoteBoard

struct BoardFormattingTests {
    @Test(arguments: [(0.0, "0.0%"), (0.625, "62.5%"), (1.0 / 3.0, "33.3%"), (0.99951, "100.0%"), (1, "100.0%")])
    func sharesAsPercentWithOneDecimal(share: Double, text: String) {
        #expect(BoardModel.percent(share) == text)
    }

    @Test(arguments: [(150.0, "150"), (63.397, "63.4"), (-0.04, "0"), (-12.25, "-12.3"), (0.05, "0.1")])
    func podiumPointsWithOneDecimal(value: Double, text: String) {
        #expect(TextBoardView.points(CGFloat(value)) == text)
    }

    @Test func jsonNumbersAreRoundedAndNeverNegativeZero() {
        #expect(BoardDocument.rounded(63.39745962) == 63.4)
        #expect(BoardDocument.rounded(1.0 / 3.0, places: 4) == 0.3333)
        #expect(BoardDocument.rounded(-0.001).sign == .plus)
        #expect(JSONWriter.format(BoardDocument.rounded(-0.001)) == "0")
    }

    @Test(arguments: [("300x300", 300.0, 300.0), ("400X250", 400, 250), ("12.5x7", 12.5, 7)])
    func podiumSizeParses(text: String, width: Double, height: Double) {
        #expect(PodiumSize(parsing: text) == PodiumSize(width: width, height: height))
    }

    @Test(arguments: ["300", "x300", "300x", "0x10", "-5x10", "axb", "1x1x1", "1000000x5"])
    func podiumSizeRejects(text: String) {
        #expect(PodiumSize(parsing: text) == nil)
    }
}
