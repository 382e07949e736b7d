import Testing
@testable import VoteLayout

/// Leaves: Text, Color, shapes, ProgressView, Image, Button.
struct LeafViewTests {
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

    @Test(
        "Text sizes",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 7, height: 1)),
            (ProposedViewSize(width: 4, height: nil), CGSize(width: 3, height: 2)),
            (ProposedViewSize.infinity, CGSize(width: 7, height: 1)),
        ]
    )
    func text(proposal: ProposedViewSize, expected: CGSize) {
        #expect(layOut(Text("abc def"), proposal).size == expected)
    }

    @Test func textUsesTheInjectedMeasurer() {
        struct Doubling: TextMeasurer {
            func layout(_ text: String, in proposal: ProposedViewSize) -> TextLayout {
                TextLayout(size: CGSize(width: 2 * CGFloat(text.count), height: 1), lines: [text])
            }
        }
        #expect(ViewLayout(Text("abc"), measurer: Doubling()).size == CGSize(width: 6, height: 1))
        // The default measurer counts terminal cells: a wide character takes two.
        #expect(ViewLayout(Text("猫")).size == CGSize(width: 2, height: 1))
    }

    @Test(
        "Progress bars take the proposed width and are one row tall",
        arguments: [
            (ProposedViewSize.unspecified, CGSize(width: 10, height: 1)),
            (ProposedViewSize(width: 30, height: 5), CGSize(width: 30, height: 1)),
            (ProposedViewSize.zero, CGSize(width: 0, height: 1)),
        ]
    )
    func progress(proposal: ProposedViewSize, expected: CGSize) {
        #expect(layOut(ProgressView(value: 1, total: 4), proposal).size == expected)
    }

    @Test(
        "Progress fraction is clamped and safe",
        arguments: [
            (3.0, 4.0, 0.75), (5, 4, 1), (-1, 4, 0), (1, 0, 0), (.nan, 1, 0),
        ] as [(Double, Double, Double)]
    )
    func progressFraction(value: Double, total: Double, fraction: Double) {
        #expect(layOut(ProgressView(value: value, total: total)).root.kind == .progress(fraction: fraction))
    }

    @Test func imagesAreFixedPlaceholders() {
        let root = layOut(
            Image(systemName: "cat").frame(width: 20, height: 20),
            ProposedViewSize(width: 50, height: 50)
        )
        .root
        #expect(root.children[0].frame == CGRect(x: 9, y: 9.5, width: 2, height: 1))
        #expect(root.children[0].kind == .image(systemName: "cat"))
    }

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
