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

    @Test(
        "Containers merge custom guides by mean, text baselines by min (first) and max (last), frame guides never"
    )
    func combination() {
        // OpenSwiftUI, AlignmentGuide.swift: AlignmentID's default `_combineExplicit` is the mean,
        // the baselines take the min and the max, and the frame guides' (`FrameAlignment`) does nothing.
        #expect(HorizontalAlignment(Third.self).key.combine([1, 2, 6]) == 3)
        for guide in [HorizontalAlignment.leading, .center, .trailing] {
            #expect(guide.key.combine([1, 2, 6]) == nil)
        }
        for guide in [VerticalAlignment.top, .center, .bottom] {
            #expect(guide.key.combine([1, 2, 6]) == nil)
        }
        #expect(VerticalAlignment.firstTextBaseline.key.combine([4, 2, 9]) == 2)
        #expect(VerticalAlignment.lastTextBaseline.key.combine([4, 2, 9]) == 9)
        #expect(VerticalAlignment.top.key.combine([]) == nil)
    }
}

private enum Third: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}
