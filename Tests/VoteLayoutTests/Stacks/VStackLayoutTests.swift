import Testing
@testable import VoteLayout

/// `VStack`/`VStackLayout`: the same algorithm along the vertical axis.
struct VStackLayoutTests {
    @Test func distributesHeightLikeAnHStackDistributesWidth() {
        let stack = layOut(
            VStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow
            },
            ProposedViewSize(width: 5, height: 620)
        )
        .root
        #expect(stack.childFrames.map(\.height) == [200, 200, 200])
        #expect(stack.childFrames.map(\.minY) == [0, 210, 420])
    }

    @Test(
        "Horizontal alignment",
        arguments: [
            (HorizontalAlignment.leading, [0.0, 0.0]),
            (HorizontalAlignment.center, [1.0, 0.0]),
            (HorizontalAlignment.trailing, [2.0, 0.0]),
        ]
    )
    func alignment(alignment: HorizontalAlignment, expectedX: [Double]) {
        let stack = layOut(
            VStack(alignment: alignment) {
                Text("a")
                Text("abc")
            }
        )
        .root
        #expect(stack.children.map(\.frame.minX) == expectedX.map { CGFloat($0) })
        #expect(stack.frame.size == CGSize(width: 3, height: 10))
    }

    @Test func textWrapsWhenTheStackIsNarrow() {
        let stack = layOut(VStack { Text("aaa bbb") }, ProposedViewSize(width: 4, height: 10)).root
        #expect(stack.children[0].frame.size == CGSize(width: 3, height: 2))
        #expect(stack.children[0].kind == .text(TextLayout(size: CGSize(width: 3, height: 2), lines: ["aaa", "bbb"])))
    }

    @Test func vstackLayoutSetsVerticalStackOrientation() {
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
    }
}
