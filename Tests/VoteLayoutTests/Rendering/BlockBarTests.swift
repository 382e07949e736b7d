import Testing
@testable import VoteLayout

struct BlockBarTests {
    /// A board of 11, 7, 7 and 2 votes, scaled to the leader over 20 cells.
    @Test(
        arguments: [
            (11.0 / 11, "████████████████████", "####################"),
            (7.0 / 11, "████████████▊", "############"),
            (2.0 / 11, "███▋", "###"),
            (0, "", ""),
            (1.0 / 160, "▏", ""),  // exactly one eighth
            (1.0 / 400, "", ""),  // rounds to no eighths
            (-1, "", ""),
            (2, "████████████████████", "####################"),  // clamped
            (Double.nan, "", ""),
        ] as [(Double, String, String)]
    )
    func barsRoundToEighthsOnce(fraction: Double, blocks: String, ascii: String) {
        #expect(BlockBar.bar(fraction: fraction, width: 20) == blocks)
        #expect(BlockBar.bar(fraction: fraction, width: 20, ascii: true) == ascii)
    }

    @Test func everyPartialBlockAppears() {
        let bars = (0..<8).map { BlockBar.bar(fraction: Double($0) / 8, width: 1) }
        #expect(bars == ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"])
        #expect(BlockBar.bar(fraction: 1, width: 1) == "█")
        #expect(BlockBar.bar(fraction: 0.5, width: 0) == "")
    }
}
