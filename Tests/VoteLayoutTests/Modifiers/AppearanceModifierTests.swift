import Testing
@testable import VoteLayout

/// `font`, `animation` and `cornerRadius` compile as in SwiftUI and leave layout alone.
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
        #expect(plain.root.allNodes.map(\.frame) == styled.root.allNodes.map(\.frame))
        #expect(styled.root.foreground == .white)
    }
}
