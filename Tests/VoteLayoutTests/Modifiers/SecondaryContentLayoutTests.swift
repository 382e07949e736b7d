import Testing
@testable import VoteLayout

/// `overlay` and `background`: the modified view sizes; the secondary view gets exactly that size.
struct SecondaryContentLayoutTests {
    @Test func overlayTakesTheViewsSizeAndDrawsAfterIt() {
        let root = layOut(Text("abc").overlay { Color.red }).root
        #expect(root.kind == .modifier("overlay"))
        #expect(root.frame.size == CGSize(width: 3, height: 1))
        #expect(
            root.children.map(\.kind) == [
                .text(TextLayout(size: CGSize(width: 3, height: 1), lines: ["abc"])), .color(.red),
            ]
        )
        #expect(root.childFrames == [CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 0, y: 0, width: 3, height: 1)])
    }

    @Test func backgroundDrawsFirst() {
        let root = layOut(Text("abc").padding(1).background(Color.blue)).root
        #expect(root.kind == .modifier("background"))
        #expect(root.children.map(\.kind.isText) == [false, false])
        #expect(root.children[0].kind == .shape(.rectangle, fill: .blue))
        #expect(root.childFrames.map(\.size) == [CGSize(width: 5, height: 3), CGSize(width: 5, height: 3)])
    }

    @Test(
        "Alignment of the secondary view",
        arguments: [
            (Alignment.topLeading, CGPoint(x: 0, y: 0)),
            (Alignment.center, CGPoint(x: 4.5, y: 1.5)),
            (Alignment.bottomTrailing, CGPoint(x: 9, y: 3)),
        ]
    )
    func alignment(alignment: Alignment, expected: CGPoint) {
        let root = layOut(Color.red.frame(width: 10, height: 4).overlay(alignment: alignment) { Text("x") }).root
        #expect(root.children[1].frame.origin == expected)
        let background = layOut(Color.red.frame(width: 10, height: 4).background(alignment: alignment) { Text("x") })
            .root
        #expect(background.children[0].frame.origin == expected)
    }

    @Test func secondaryViewDoesNotChangeTheLayout() {
        let plain = layOut(
            HStack {
                Text("ab")
                Color.red
            },
            ProposedViewSize(width: 30, height: 3)
        )
        .root
        let decorated = layOut(
            HStack {
                Text("ab").background { Color.yellow.frame(width: 100) }
                Color.red
            },
            ProposedViewSize(width: 30, height: 3)
        )
        .root
        #expect(plain.childFrames == decorated.childFrames)
    }

    @Test func backgroundPassesTheViewsPriorityThrough() {
        let stack = layOut(
            HStack(spacing: 0) {
                Color.red
                Color.blue.layoutPriority(1).background(Color.green)
            },
            ProposedViewSize(width: 10, height: 1)
        )
        .root
        #expect(stack.childFrames.map(\.width) == [0, 10])
    }
}

extension LayoutNode.Kind {
    var isText: Bool {
        if case .text = self { return true }
        return false
    }
}
