import Testing
@testable import VoteLayout

/// `Image`: a fixed placeholder.
struct ImageTests {
    @Test func imagesAreFixedPlaceholders() {
        let root = layOut(
            Image(systemName: "cat").frame(width: 20, height: 20),
            ProposedViewSize(width: 50, height: 50)
        )
        .root
        #expect(root.children[0].frame == CGRect(x: 9, y: 9.5, width: 2, height: 1))
        #expect(root.children[0].kind == .image(systemName: "cat"))
    }
}
