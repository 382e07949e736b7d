import Testing
@testable import VoteLayout

/// `offset`: moves the drawing, not the layout.
struct OffsetLayoutTests {
    @Test func offsetMovesTheViewButNotItsNeighbours() {
        let stack = layOut(
            HStack(spacing: 0) {
                Text("ab").offset(x: 5, y: 2)
                Text("cd")
            }
        )
        .root
        #expect(stack.frame.size == CGSize(width: 4, height: 1))
        #expect(stack.children[0].frame == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(stack.children[0].children[0].frame == CGRect(x: 5, y: 2, width: 2, height: 1))
        #expect(stack.children[1].frame.minX == 2)
    }

    @Test func offsetBySize() {
        let root = layOut(Color.red.offset(CGSize(width: -3, height: 4)), ProposedViewSize(width: 2, height: 2)).root
        #expect(root.children[0].frame == CGRect(x: -3, y: 4, width: 2, height: 2))
    }
}
