import Foundation
import Testing

@testable import VoteLayout

/// `FlowLayout` wrapping 10-high boxes 30, 20, 40, 10 and 25 wide.
struct FlowLayoutTests {
    static let widths: [CGFloat] = [30, 20, 40, 10, 25]

    private func layOutBoxes(
        _ flow: FlowLayout,
        _ proposal: ProposedViewSize,
        widths: [CGFloat] = widths,
        heights: [CGFloat]? = nil
    ) -> ViewLayout {
        ViewLayout(
            flow {
                ForEach(widths.indices, id: \.self) { index in
                    box(widths[index], heights?[index] ?? 10)
                }
            },
            in: proposal
        )
    }

    @Test(
        "Rows break where the proposed width runs out (default spacing 8)",
        arguments: [
            // A nil or infinite width keeps one row: 125 of boxes + 4 × 8.
            (CGFloat?.none, CGSize(width: 157, height: 10), [[0, 38, 66, 114, 132]]),
            (.infinity, CGSize(width: 157, height: 10), [[0, 38, 66, 114, 132]]),
            (200, CGSize(width: 157, height: 10), [[0, 38, 66, 114, 132]]),
            (157, CGSize(width: 157, height: 10), [[0, 38, 66, 114, 132]]),
            // 30 + 8 + 20 = 58 fits, + 8 + 40 doesn't; 40 + 8 + 10 + 8 + 25 = 91 fits.
            (100, CGSize(width: 91, height: 28), [[0, 38], [0, 48, 66]]),
            // Exactly full rows still fit: 58 and 58.
            (58, CGSize(width: 58, height: 46), [[0, 38], [0, 48], [0]]),
            (57, CGSize(width: 43, height: 64), [[0], [0], [0], [0, 18]]),
            // Nothing fits: one subview per row, the widest overflowing.
            (0, CGSize(width: 40, height: 82), [[0], [0], [0], [0], [0]]),
        ] as [(CGFloat?, CGSize, [[CGFloat]])]
    )
    func rowsBreakAtTheProposedWidth(width: CGFloat?, size: CGSize, rowOffsets: [[CGFloat]]) {
        let layout = layOutBoxes(FlowLayout(alignment: .topLeading), ProposedViewSize(width: width, height: nil))
        #expect(layout.size == size)
        let frames = layout.root.children.map(\.frame)
        #expect(frames.map(\.size) == Self.widths.map { CGSize(width: $0, height: 10) })
        // Group the frames by row (their minY) and compare the x offsets.
        let rows = Dictionary(grouping: frames, by: \.minY).sorted { $0.key < $1.key }
        #expect(rows.map { $0.value.map(\.minX) } == rowOffsets)
        #expect(rows.map(\.key) == rowOffsets.indices.map { CGFloat($0) * 18 })
    }

    @Test("Explicit spacing replaces the subviews' preferences")
    func explicitSpacing() {
        let layout = layOutBoxes(
            FlowLayout(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 1),
            ProposedViewSize(width: 60, height: 100)
        )
        // [30 20] = 52, [40 10] = 52 (+2 +25 > 60), [25].
        #expect(layout.size == CGSize(width: 52, height: 32))
        #expect(
            layout.root.children.map(\.frame.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 32, y: 0),
                CGPoint(x: 0, y: 11), CGPoint(x: 42, y: 11),
                CGPoint(x: 0, y: 22),
            ]
        )
    }

    @Test(
        "Rows align horizontally within the widest row",
        arguments: [
            (Alignment.topLeading, [0, 38, 0, 48, 66] as [CGFloat]),
            (.top, [16.5, 54.5, 0, 48, 66]),
            (.topTrailing, [33, 71, 0, 48, 66]),
        ]
    )
    func rowsAlignHorizontally(alignment: Alignment, minXs: [CGFloat]) {
        let layout = layOutBoxes(FlowLayout(alignment: alignment), ProposedViewSize(width: 100, height: nil))
        #expect(layout.size.width == 91)
        #expect(layout.root.children.map(\.frame.minX) == minXs)
    }

    @Test(
        "Subviews align vertically within their row by their guides",
        arguments: [
            (Alignment.topLeading, [0, 0, 0] as [CGFloat]),
            (.leading, [5, 0, 7.5]),
            (.bottomLeading, [10, 0, 15]),
        ]
    )
    func subviewsAlignVerticallyInTheirRow(alignment: Alignment, minYs: [CGFloat]) {
        let layout = layOutBoxes(
            FlowLayout(alignment: alignment),
            .unspecified,
            widths: [10, 10, 10],
            heights: [10, 20, 5]
        )
        #expect(layout.size == CGSize(width: 46, height: 20))
        #expect(layout.root.children.map(\.frame.minY) == minYs)
    }

    @Test("Row height and the next row follow the alignment guides")
    func rowHeightFromGuides() {
        // Row 1: heights 10 and 20 on custom guides at 2 and 18 → ascent 18, descent 8: 26 high.
        let layout = ViewLayout(
            FlowLayout(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
                box(10, 10).alignmentGuide(.top) { _ in 2 }
                box(10, 20).alignmentGuide(.top) { _ in 18 }
                box(30, 4)
            },
            in: ProposedViewSize(width: 25, height: nil)
        )
        #expect(
            layout.root.children.map(\.frame.origin) == [
                CGPoint(x: 0, y: 16), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 26),
            ]
        )
        #expect(layout.size == CGSize(width: 30, height: 30))
    }

    @Test("Rows are as far apart as their subviews prefer")
    func verticalSpacingFromViewSpacing() {
        let layout = ViewLayout(
            FlowLayout(alignment: .topLeading, horizontalSpacing: 0) {
                box(10, 10).spacingPreference(.zero)
                box(10, 10).spacingPreference(.zero)
                box(10, 10)
            },
            in: ProposedViewSize(width: 20, height: nil)
        )
        // Row 1 prefers 0 below; row 2 has no preference: 0 wins over the default.
        #expect(layout.root.children.map(\.frame.minY) == [0, 0, 10])
    }

    @Test("Subviews get their ideal size, not the row's")
    func subviewsKeepTheirIdealSize() {
        let layout = ViewLayout(
            FlowLayout(alignment: .topLeading) {
                Text("Cat")
                Color.red
                Text("Goldfish").frame(maxWidth: .infinity)
            },
            in: ProposedViewSize(width: 100, height: 100)
        )
        #expect(
            layout.root.children.map(\.frame.size) == [
                CGSize(width: 3, height: 1), CGSize(width: 10, height: 10), CGSize(width: 8, height: 1),
            ]
        )
    }

    @Test("No subviews, no size")
    func empty() {
        #expect(ViewLayout(FlowLayout { EmptyView() }, in: ProposedViewSize(width: 100, height: 100)).size == .zero)
    }

    @Test("Each subview is asked for its size once per pass, whatever the parent proposes")
    func measuresOncePerPass() {
        // The HStack probes its children with several proposals before it places them.
        let layout = ViewLayout(
            HStack {
                FlowLayout {
                    box(5, 5)
                    box(5, 5)
                }
                Color.red
            },
            in: ProposedViewSize(width: 30, height: 30)
        )
        let flow = layout.root.children[0]
        #expect(flow.children.count == 2)
        #expect(flow.children.map { layout.subviewQueryCounts[$0.path] } == [1, 1])
    }

    @Test("Seed 004's platform tags wrap as its alignment-guide trick meant them to")
    func seed004Platforms() {
        let platforms = ["Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"]
        let layout = ViewLayout(
            FlowLayout(alignment: .topLeading) {
                ForEach(platforms, id: \.self) { platform in
                    Text(platform).padding(4)
                }
            },
            in: ProposedViewSize(width: 40, height: nil)
        )
        // Tags are 17, 12, 19, 21, 21, 21 wide and 9 high, 8 apart: 17 + 8 + 12 = 37 fits in 40,
        // then no two of the rest fit together.
        #expect(
            layout.root.children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 17, height: 9),
                CGRect(x: 25, y: 0, width: 12, height: 9),
                CGRect(x: 0, y: 17, width: 19, height: 9),
                CGRect(x: 0, y: 34, width: 21, height: 9),
                CGRect(x: 0, y: 51, width: 21, height: 9),
                CGRect(x: 0, y: 68, width: 21, height: 9),
            ]
        )
        #expect(layout.size == CGSize(width: 37, height: 77))
    }
}
