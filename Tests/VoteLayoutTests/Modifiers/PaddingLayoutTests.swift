import Testing
@testable import VoteLayout

/// `padding` (layout-rules §2.7): the child is proposed the proposal minus the insets, clamped at 0.
struct PaddingLayoutTests {
    @Test(
        "Sizes for proposals",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 10 + 32, height: 10 + 32)),
            (ProposedViewSize.zero, CGSize(width: 32, height: 32)),
            (ProposedViewSize(width: 50, height: 40), CGSize(width: 50, height: 40)),
            (ProposedViewSize(width: 20, height: 10), CGSize(width: 32, height: 32)),
        ]
    )
    func defaultPaddingAroundAColour(proposal: ProposedViewSize, expected: CGSize) {
        let root = layOut(Color.red.padding(), proposal).root
        #expect(root.frame.size == expected)
        #expect(root.children[0].frame.origin == CGPoint(x: 16, y: 16))
        #expect(root.kind == .modifier("padding"))
    }

    @Test func edgesAndLength() {
        let root = layOut(Text("abc").padding(.horizontal, 2)).root
        #expect(root.frame.size == CGSize(width: 7, height: 1))
        #expect(root.children[0].frame.origin == CGPoint(x: 2, y: 0))
        #expect(layOut(Text("abc").padding(1)).size == CGSize(width: 5, height: 3))
        #expect(layOut(Text("abc").padding([.top, .leading])).size == CGSize(width: 19, height: 17))
    }

    @Test func edgeInsets() {
        let root = layOut(Text("abc").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).root
        #expect(root.frame.size == CGSize(width: 9, height: 5))
        #expect(root.children[0].frame.origin == CGPoint(x: 2, y: 1))
    }

    @Test func paddedTextWrapsInTheReducedWidth() {
        let root = layOut(Text("aaa bbb").padding(1), ProposedViewSize(width: 6, height: 10)).root
        #expect(root.children[0].frame.size == CGSize(width: 3, height: 2))
    }
}
