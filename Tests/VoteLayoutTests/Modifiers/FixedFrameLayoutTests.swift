import Testing
@testable import VoteLayout

/// `frame(width:height:alignment:)` (layout-rules §2.6).
struct FixedFrameLayoutTests {
    @Test(
        "Sizes",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 1)),
            (ProposedViewSize.zero, CGSize(width: 10, height: 1)),
            (ProposedViewSize.infinity, CGSize(width: 10, height: 1)),
            (ProposedViewSize(width: 3, height: 3), CGSize(width: 10, height: 1)),
        ]
    )
    func widthOnly(proposal: ProposedViewSize, expected: CGSize) {
        #expect(layOut(Text("abc").frame(width: 10), proposal).size == expected)
    }

    @Test func childIsCentredByDefault() {
        let root = layOut(Text("abc").frame(width: 10, height: 5)).root
        #expect(root.children[0].frame == CGRect(x: 3.5, y: 2, width: 3, height: 1))
    }

    @Test(
        "Alignment",
        arguments: [
            (Alignment.topLeading, CGPoint(x: 0, y: 0)),
            (Alignment.bottomTrailing, CGPoint(x: 7, y: 4)),
            (Alignment.trailing, CGPoint(x: 7, y: 2)),
        ]
    )
    func alignment(alignment: Alignment, expected: CGPoint) {
        let root = layOut(Text("abc").frame(width: 10, height: 5, alignment: alignment)).root
        #expect(root.children[0].frame.origin == expected)
    }

    @Test func theChildIsProposedTheFramesSize() {
        let root = layOut(Color.red.frame(width: 4), ProposedViewSize(width: 50, height: 6)).root
        #expect(root.children[0].frame.size == CGSize(width: 4, height: 6))
        let wrapped = layOut(Text("aa bb").frame(width: 2)).root
        #expect(wrapped.frame.size == CGSize(width: 2, height: 2))
    }

    @Test func negativeAndNonFiniteLengthsAreIgnored() {
        #expect(layOut(Text("abc").frame(width: -5, height: .infinity)).size == CGSize(width: 3, height: 1))
    }
}
