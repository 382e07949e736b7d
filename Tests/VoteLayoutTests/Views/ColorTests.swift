import Testing
@testable import VoteLayout

/// `Color`: a value with standard and custom colours, and a view that fills the proposal.
struct ColorTests {
    @Test(
        "Colours and shapes take the proposal, nil as 10",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
            (ProposedViewSize.zero, CGSize(width: 0, height: 0)),
            (ProposedViewSize.infinity, CGSize(width: CGFloat.infinity, height: .infinity)),
            (ProposedViewSize(width: 7, height: nil), CGSize(width: 7, height: 10)),
        ]
    )
    func fills(proposal: ProposedViewSize, expected: CGSize) {
        #expect(layOut(Color.red, proposal).size == expected)
        #expect(layOut(Rectangle(), proposal).size == expected)
        #expect(layOut(Circle().fill(Color.green), proposal).size == expected)
    }

    @Test func shapesAndColoursCarryWhatRenderersNeed() {
        #expect(layOut(Color.red).root.kind == .color(.red))
        #expect(layOut(Circle().fill(.blue)).root.kind == .shape(.circle, fill: .blue))
        let styled = layOut(Rectangle().foregroundStyle(.orange)).root
        #expect(styled.kind == .shape(.rectangle, fill: nil))
        #expect(styled.foreground == .orange)
        #expect(layOut(Text("a").foregroundColor(.gray)).root.foreground == .gray)
    }

    @Test func customColours() {
        let teal = Color(red: 0.1, green: 0.5, blue: 0.5)
        #expect(teal.name == nil)
        #expect(teal.resolved == Color.Resolved(red: 0.1, green: 0.5, blue: 0.5, opacity: 1))
        #expect(Color.clear.resolved.opacity == 0)
        #expect(Color.red.opacity(0.5).resolved.opacity == 0.5)
        #expect(Color.accentColor.name == "accentColor")
    }
}
