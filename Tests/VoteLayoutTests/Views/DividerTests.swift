import Testing
@testable import VoteLayout

/// `Divider`: across the enclosing stack, 1 thick, flexible along its length.
struct DividerTests {
    @Test func verticalLineInAnHStack() {
        let stack = layOut(
            HStack {
                Text("a")
                Divider()
                Text("b")
            },
            ProposedViewSize(width: 40, height: 3)
        )
        .root
        #expect(stack.children[1].kind == .divider(.vertical))
        #expect(stack.children[1].frame.size == CGSize(width: 1, height: 3))
    }

    @Test func horizontalLineInAVStackFillsItsWidth() {
        let stack = layOut(
            VStack {
                Text("abcdefghijkl")
                Divider()
            }
        )
        .root
        #expect(stack.children[1].kind == .divider(.horizontal))
        #expect(stack.children[1].frame.size == CGSize(width: 12, height: 1))
    }

    @Test(
        "Outside stacks a divider is horizontal and takes the proposed width",
        arguments: [
            (ProposedViewSize(width: 7, height: 9), CGSize(width: 7, height: 1)),
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 1)),
        ]
    )
    func outsideStacks(proposal: ProposedViewSize, expected: CGSize) {
        let root = layOut(Divider(), proposal).root
        #expect(root.kind == .divider(.horizontal))
        #expect(root.frame.size == expected)
    }

    @Test func modifiersKeepTheStackOrientation() {
        let stack = layOut(HStack { Divider().padding(1) }, ProposedViewSize(width: 40, height: 5)).root
        #expect(stack.children[0].children[0].kind == .divider(.vertical))
    }
}
