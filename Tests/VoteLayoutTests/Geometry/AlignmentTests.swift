import Testing
@testable import VoteLayout

/// `Alignment`, `HorizontalAlignment`, `VerticalAlignment` and `AlignmentID` default values.
struct AlignmentTests {
    private let dimensions = ViewDimensions(size: CGSize(width: 8, height: 6))

    @Test(
        "Horizontal guides",
        arguments: [
            (HorizontalAlignment.leading, 0.0), (.center, 4), (.trailing, 8),
        ] as [(HorizontalAlignment, Double)]
    )
    func horizontal(guide: HorizontalAlignment, expected: Double) {
        #expect(dimensions[guide] == CGFloat(expected))
        #expect(dimensions[explicit: guide] == nil)
    }

    @Test(
        "Vertical guides; baselines default to the bottom",
        arguments: [
            (VerticalAlignment.top, 0.0), (.center, 3), (.bottom, 6), (.firstTextBaseline, 6), (.lastTextBaseline, 6),
        ] as [(VerticalAlignment, Double)]
    )
    func vertical(guide: VerticalAlignment, expected: Double) {
        #expect(dimensions[guide] == CGFloat(expected))
    }

    @Test func alignmentsPairTheirGuides() {
        #expect(Alignment.topTrailing == Alignment(horizontal: .trailing, vertical: .top))
        #expect(Alignment.center.horizontal == .center)
        #expect(Alignment.leadingLastTextBaseline.vertical == .lastTextBaseline)
        #expect(HorizontalAlignment.leading != .trailing)
    }

    @Test("Containers merge explicit guides by mean, text baselines by min (first) and max (last)")
    func combination() {
        #expect(HorizontalAlignment.center.key.combine([1, 2, 6]) == 3)
        #expect(VerticalAlignment.firstTextBaseline.key.combine([4, 2, 9]) == 2)
        #expect(VerticalAlignment.lastTextBaseline.key.combine([4, 2, 9]) == 9)
        #expect(VerticalAlignment.top.key.combine([]) == nil)
    }
}
