import Foundation
import TestSupport
import Testing
@testable import VoteBoard
@testable import VoteCore
@testable import VoteStore

struct BoardFormattingTests {
    @Test(arguments: [(0.0, "0.0%"), (0.625, "62.5%"), (1.0 / 3.0, "33.3%"), (0.99951, "100.0%"), (1, "100.0%")])
    func sharesAsPercentWithOneDecimal(share: Double, text: String) {
        #expect(BoardModel.percent(share) == text)
    }

    @Test(arguments: [(150.0, "150"), (63.397, "63.4"), (-0.04, "0"), (-12.25, "-12.3"), (0.05, "0.1")])
    func podiumPointsWithOneDecimal(value: Double, text: String) {
        #expect(TextBoardView.points(CGFloat(value)) == text)
    }

    @Test(
        "JSON numbers are exact, with only floating-point noise snapped and never -0",
        arguments: [
            (199.99999999999997, "200"), (0.1 + 0.2, "0.3"), (63.39745962, "63.39745962"),
            (54.89087296526011, "54.89087296526011"), (5.0 / 11, "0.45454545454545453"), (0.4375, "0.4375"),
            (-0.0, "0"), (-1e-300, "-1e-300"), (Double.nan, "0"),
        ]
    )
    func jsonNumbersAreExact(value: Double, text: String) {
        #expect(JSONWriter.format(BoardDocument.exact(value)) == text)
    }

    @Test("Ten significant digits without formatting text agree with %.10g read back")
    func tenDigitsAgreeWithFormatting() {
        var random = SeededRandom(seed: 0x10d)
        var values: [Double] = [1, 10, 1000, 999.99999999996, 1e-12, 9.999999999e14, 0.30000000000000004]
        for _ in 0..<20_000 {
            let decimal =
                Double(Int.random(in: 1...9_999_999_999, using: &random))
                * pow(10, Double(Int.random(in: -21...5, using: &random)))
            let noise = Double(Int.random(in: -6...6, using: &random)) * decimal.ulp
            values.append((Bool.random(using: &random) ? 1 : -1) * (decimal + noise))
            values.append(Double.random(in: -1e6...1e6, using: &random))
        }
        for value in values where abs(value) >= 1e-12 && abs(value) < 1e15 {
            let formatted = Double(String(format: "%.10g", value))
            #expect(BoardDocument.tenDigits(value) == formatted, "\(value)")
        }
    }

    @Test func sharesOfFiveThreeAndThreeReadBackExactly() throws {
        let store = try SQLiteVoteStore.inMemory()
        for (pet, count) in [("Cat", 5), ("Dog", 3), ("Goldfish", 3)] { try store.vote(for: pet, count: count) }
        let model = BoardModel(try store.standings())
        let json = BoardDocument.json(
            model: model,
            podium: PodiumPlacement(model: model, size: CGSize(width: 300, height: 300))
        )
        // Read as text: Foundation's JSONSerialization on Linux parses 0.45454545454545453 one
        // unit in the last place off, and this test is about the last place.
        let shares = json.matches(of: /"share":([^,}]+)/).compactMap { Double(String($0.output.1)) }
        let expected: [Double] = [5.0 / 11, 3.0 / 11, 3.0 / 11]
        #expect(shares == expected)
        #expect(abs(shares.reduce(0, +) - 1) <= 1e-15)
    }

    @Test(arguments: [("300x300", 300.0, 300.0), ("400X250", 400, 250), ("12.5x7", 12.5, 7)])
    func podiumSizeParses(text: String, width: Double, height: Double) {
        #expect(PodiumSize(parsing: text) == PodiumSize(width: width, height: height))
    }

    @Test(
        arguments: [
            "300", "x300", "300x", "0x10", "-5x10", "axb", "1x1x1", "1000000x5", "300\u{0}x300", "3e2x300",
            "infxinf", " 300x300", "+3x3",
        ]
    )
    func podiumSizeRejects(text: String) {
        #expect(PodiumSize(parsing: text) == nil)
    }
}
