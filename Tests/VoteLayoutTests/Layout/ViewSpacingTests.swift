import Testing
@testable import VoteLayout

/// `ViewSpacing` (layout-rules §2.3).
struct ViewSpacingTests {
    @Test(
        "Distances",
        arguments: [
            (ViewSpacing(), ViewSpacing(), 8.0),
            (ViewSpacing.zero, ViewSpacing(), 0),
            (ViewSpacing(), ViewSpacing.zero, 0),
            (ViewSpacing.zero, ViewSpacing.zero, 0),
            (ViewSpacing(all: 3), ViewSpacing(all: 5), 5),
            (ViewSpacing(all: 12), ViewSpacing(), 12),
        ] as [(ViewSpacing, ViewSpacing, Double)]
    )
    func distance(lhs: ViewSpacing, rhs: ViewSpacing, expected: Double) {
        #expect(lhs.distance(to: rhs, along: .horizontal) == CGFloat(expected))
        #expect(lhs.distance(to: rhs, along: .vertical) == CGFloat(expected))
    }

    @Test func formUnionKeepsTheLargerPreferenceOnTheChosenEdges() {
        var spacing = ViewSpacing(all: 2)
        spacing.formUnion(ViewSpacing(all: 6), edges: .leading)
        #expect(spacing.distance(to: ViewSpacing(), along: .horizontal) == 2)
        #expect(ViewSpacing().distance(to: spacing, along: .horizontal) == 6)
        #expect(ViewSpacing().union(.zero) == .zero)
    }

    @Test func spacingAlongOneAxisLeavesTheOtherDefault() {
        let spacer = ViewSpacing.along(.horizontal, 0)
        #expect(spacer.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(spacer.distance(to: ViewSpacing(), along: .vertical) == 8)
    }
}
