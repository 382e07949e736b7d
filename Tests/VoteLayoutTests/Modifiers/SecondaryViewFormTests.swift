import Testing
@testable import VoteLayout

/// `overlay(_:alignment:)` and `background(_:alignment:)` taking a view: the older forms, laid out
/// as `overlay(alignment:content:)` and `background(alignment:content:)` (Apple: the secondary view
/// is proposed the size of the view it modifies and aligned on it).
struct SecondaryViewFormTests {
    @Test func anOverlayViewIsAlignedOnTheView() {
        let root = layOut(Color.red.frame(width: 40, height: 20).overlay(Text("ab"), alignment: .topLeading)).root
        #expect(root.frame.size == CGSize(width: 40, height: 20))
        #expect(
            root.children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 0, width: 2, height: 1),
            ]
        )
    }

    @Test func theDefaultAlignmentIsTheCentre() {
        let root = layOut(Color.red.frame(width: 40, height: 20).overlay(Text("ab"))).root
        #expect(root.children[1].frame == CGRect(x: 19, y: 9.5, width: 2, height: 1))
    }

    @Test func aBackgroundViewIsDrawnFirstAndSizesNothing() {
        let root = layOut(Text("abcd").background(Color.red.frame(width: 2, height: 3), alignment: .bottomTrailing))
            .root
        #expect(root.frame.size == CGSize(width: 4, height: 1))
        #expect(root.kind == .modifier("background"))
        // Drawn first; its bottom-trailing corner on the text's.
        #expect(
            root.children.map(\.frame) == [
                CGRect(x: 2, y: -2, width: 2, height: 3), CGRect(x: 0, y: 0, width: 4, height: 1),
            ]
        )
    }

    @Test func aShapeViewIsProposedTheViewsSize() {
        let root = layOut(Text("abcd").overlay(Circle(), alignment: .leading)).root
        #expect(root.children[1].frame == CGRect(x: 0, y: 0, width: 4, height: 1))
    }
}
