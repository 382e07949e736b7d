import Testing
@testable import VoteLayout

/// `font`, `animation` and `cornerRadius` compile as in SwiftUI and leave layout alone (the corner
/// radius adds a clipping node with the clipped view's frame).
struct AppearanceModifierTests {
    @Test func appearanceModifiersDoNotChangeLayout() {
        let plain = layOut(Text("tag").padding(.all, 5).background(Color.blue), ProposedViewSize(width: 30, height: 9))
        let styled = layOut(
            Text("tag")
                .padding(.all, 5)
                .font(.body)
                .background(Color.blue)
                .foregroundColor(Color.white)
                .cornerRadius(5)
                .animation(.default, value: 3),
            ProposedViewSize(width: 30, height: 9)
        )
        #expect(styled.root.kind == .clip(.roundedRectangle(cornerSize: CGSize(width: 5, height: 5))))
        #expect(styled.root.frame == plain.root.frame)
        #expect(plain.root.allNodes.map(\.frame) == styled.root.children.flatMap(\.allNodes).map(\.frame))
        #expect(styled.root.foreground == .white)
    }
}
