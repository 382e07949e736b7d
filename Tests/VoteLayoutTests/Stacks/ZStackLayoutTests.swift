import Testing
@testable import VoteLayout

/// `ZStack`: everyone gets the proposal; the top priority sets the size (layout-rules §2.5).
struct ZStackLayoutTests {
    @Test func sizeIsTheUnionOfTheChildrenAndChildrenAreCentred() {
        let stack = layOut(
            ZStack {
                Color.red.frame(width: 10, height: 4)
                Text("ab")
            }
        )
        .root
        #expect(stack.frame.size == CGSize(width: 10, height: 4))
        #expect(stack.children[1].frame == CGRect(x: 4, y: 1.5, width: 2, height: 1))
    }

    @Test func lowerPriorityChildrenDoNotGrowTheStack() {
        let stack = layOut(
            ZStack {
                Color.red.frame(width: 20, height: 20).layoutPriority(-1)
                Text("ab")
            }
        )
        .root
        #expect(stack.frame.size == CGSize(width: 2, height: 1))
        #expect(stack.children[0].frame == CGRect(x: -9, y: -9.5, width: 20, height: 20))
    }

    @Test(
        "Alignment",
        arguments: [
            (Alignment.topLeading, CGPoint(x: 0, y: 0)),
            (Alignment.bottomTrailing, CGPoint(x: 8, y: 3)),
            (Alignment.leading, CGPoint(x: 0, y: 1.5)),
        ]
    )
    func alignment(alignment: Alignment, expected: CGPoint) {
        let stack = layOut(
            ZStack(alignment: alignment) {
                Color.red.frame(width: 10, height: 4)
                Text("ab")
            }
        )
        .root
        #expect(stack.children[1].frame.origin == expected)
    }

    @Test(
        "Every child is proposed the stack's proposal",
        arguments: [
            (ProposedViewSize(width: 30, height: 20), CGSize(width: 30, height: 20)),
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
            (ProposedViewSize.zero, CGSize(width: 0, height: 0)),
        ]
    )
    func proposal(proposal: ProposedViewSize, expected: CGSize) {
        let stack = layOut(
            ZStack {
                Color.red
                Color.blue
            },
            proposal
        )
        .root
        #expect(stack.childFrames.map(\.size) == [expected, expected])
    }

    /// A colour behind content in a vertical scroll view (a width and no height proposed) fills
    /// the content's height, as a card's background does in SwiftUI: when placed, an axis the
    /// proposal leaves open is proposed the stack's own length (it drew a 10-point strip).
    @Test func placingProposesTheStacksOwnLengthOnAnOpenAxis() {
        let stack = layOut(
            ZStack {
                Color.blue
                Color.red.frame(width: 50, height: 30)
            },
            ProposedViewSize(width: 200, height: nil)
        )
        .root
        #expect(stack.frame.size == CGSize(width: 200, height: 30))
        #expect(
            stack.childFrames == [
                CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 75, y: 0, width: 50, height: 30),
            ]
        )
    }
}
