import Testing
@testable import VoteLayout

/// `fixedSize` (layout-rules §2.8): ideal size on the fixed axes, may overflow, centred.
struct FixedSizeLayoutTests {
    @Test func textKeepsItsIdealWidthAndOverflowsCentred() {
        let root = layOut(Text("abcdef").fixedSize().frame(width: 3)).root
        #expect(root.frame.width == 3)
        #expect(root.children[0].frame == CGRect(x: -1.5, y: 0, width: 6, height: 1))
    }

    @Test(
        "Axes",
        arguments: [
            (true, true, CGSize(width: 10, height: 10)),
            (true, false, CGSize(width: 10, height: 4)),
            (false, true, CGSize(width: 7, height: 10)),
            (false, false, CGSize(width: 7, height: 4)),
        ]
    )
    func axes(horizontal: Bool, vertical: Bool, expected: CGSize) {
        let size = layOut(
            Color.red.fixedSize(horizontal: horizontal, vertical: vertical),
            ProposedViewSize(width: 7, height: 4)
        )
        .size
        #expect(size == expected)
    }

    @Test func verticalFixedSizeLetsTextGrowTaller() {
        let size = layOut(
            Text("aa bb cc").fixedSize(horizontal: false, vertical: true),
            ProposedViewSize(width: 2, height: 1)
        )
        .size
        #expect(size == CGSize(width: 2, height: 3))
    }

    @Test func passesPriorityThrough() {
        let stack = layOut(
            HStack(spacing: 0) {
                Color.red
                Color.blue.layoutPriority(1).fixedSize(horizontal: false, vertical: false)
            },
            ProposedViewSize(width: 10, height: 1)
        )
        .root
        #expect(stack.childFrames.map(\.width) == [0, 10])
    }
}
