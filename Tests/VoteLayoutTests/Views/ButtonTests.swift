import Testing
@testable import VoteLayout

/// `Button` and button styles.
struct ButtonTests {
    @Test func borderedButtonsInsetTheirLabelByOne() {
        let root = layOut(Button("Cat") {}.buttonStyle(.bordered)).root
        #expect(root.kind == .button(bordered: true))
        #expect(root.frame.size == CGSize(width: 5, height: 3))
        #expect(root.children[0].frame == CGRect(x: 1, y: 1, width: 3, height: 1))
    }

    @Test func plainButtonsAreTheirLabel() {
        let root = layOut(
            Button(action: {}) {
                Text("Cat")
                Image(systemName: "pawprint")
            }
        )
        .root
        #expect(root.kind == .button(bordered: false))
        #expect(root.frame.size == CGSize(width: 13, height: 1))
        #expect(root.children[0].kind == .layout("HStackLayout"))
    }

    @Test func buttonStyleAppliesToEveryButtonInside() {
        let stack = layOut(
            HStack(spacing: 0) {
                Button("A") {}
                Button("B") {}.buttonStyle(.plain)
            }
            .buttonStyle(.borderedProminent)
        )
        .root
        #expect(stack.children.map(\.kind) == [.button(bordered: true), .button(bordered: false)])
    }
}
