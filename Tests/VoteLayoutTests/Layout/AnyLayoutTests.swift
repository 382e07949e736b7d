import Testing
@testable import VoteLayout

/// `AnyLayout`: switching layouts keeps the subviews' identity.
struct AnyLayoutTests {
    private func board(tie: Bool) -> some View {
        let layout = tie ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        return layout {
            ForEach(["Cat", "Dog"], id: \.self) { Text($0) }
        }
    }

    @Test func switchingKeepsPathsAndChangesFrames() {
        let horizontal = layOut(board(tie: true)).root
        let vertical = layOut(board(tie: false)).root
        #expect(horizontal.path == vertical.path)
        #expect(horizontal.children.map(\.path) == vertical.children.map(\.path))
        #expect(horizontal.children.map(\.path) == ["Cat", "Dog"])
        #expect(horizontal.kind == .layout("HStackLayout"))
        #expect(vertical.kind == .layout("VStackLayout"))
        #expect(horizontal.childFrames.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 0)])
        #expect(vertical.childFrames.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 1)])
    }

    @Test func stackOrientationFollowsTheWrappedLayout() {
        let horizontal = layOut(AnyLayout(HStackLayout()) { Spacer() }, ProposedViewSize(width: 15, height: 15)).root
        let vertical = layOut(AnyLayout(VStackLayout()) { Spacer() }, ProposedViewSize(width: 15, height: 15)).root
        #expect(horizontal.children[0].frame.size == CGSize(width: 15, height: 0))
        #expect(vertical.children[0].frame.size == CGSize(width: 0, height: 15))
    }

    @Test func wrappingAnAnyLayoutDoesNotNest() {
        let layout = AnyLayout(AnyLayout(ZStackLayout()))
        #expect(layout.storage is ZStackLayout)
    }

    @Test func aWrappedCustomLayoutKeepsItsNameAndItsGuides() {
        let stack = layOut(
            VStack(alignment: .leading) {
                Text("abcdef")
                AnyLayout(LeadingGuideLayout(leading: 3)) { Color.red.frame(width: 1, height: 1) }
            }
        )
        .root
        #expect(stack.children[1].kind == .layout("LeadingGuideLayout"))
        #expect(stack.children.map(\.frame.minX) == [3, 0])
    }

    @Test func onlyVoteLayoutsOwnLayoutsAreBuiltIn() {
        #expect(LeadingGuideLayout(leading: 3)._builtInLayout == nil)
        #expect(HStackLayout()._builtInLayout != nil)
        #expect(AnyLayout(LeadingGuideLayout(leading: 3))._builtInLayout != nil)
    }
}
