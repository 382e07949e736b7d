import Testing
@testable import VoteLayout

/// `ProgressView(value:total:)`: the proposed width, one row tall.
struct ProgressViewTests {
    @Test(
        "Progress bars take the proposed width and are one row tall",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 1)),
            (ProposedViewSize(width: 30, height: 5), CGSize(width: 30, height: 1)),
            (ProposedViewSize.zero, CGSize(width: 0, height: 1)),
        ]
    )
    func progress(proposal: ProposedViewSize, expected: CGSize) {
        #expect(layOut(ProgressView(value: 1, total: 4), proposal).size == expected)
    }

    @Test(
        "Progress fraction is clamped and safe",
        arguments: [
            (3.0, 4.0, 0.75), (5, 4, 1), (-1, 4, 0), (1, 0, 0), (.nan, 1, 0),
        ] as [(Double, Double, Double)]
    )
    func progressFraction(value: Double, total: Double, fraction: Double) {
        #expect(layOut(ProgressView(value: value, total: total)).root.kind == .progress(fraction: fraction))
    }
}
