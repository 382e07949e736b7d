import Foundation
import Testing

@testable import VoteLayout

/// `border(_:width:)`: an overlay of a stroked rectangle that doesn't change the layout.
struct BorderTests {
    @Test("Seed 002's view compiles unchanged; the border covers the 620 × 80 stack")
    func seed002() {
        // Seed 002, verbatim (Ole Begemann's first example).
        let view = HStack(spacing: 10) {
            Color.blue
                .relativeProposed(width: 0.5)
            Color.green
            Color.yellow
        }
        .border(.primary)
        .frame(height: 80)

        let root = layOut(view, ProposedViewSize(width: 620, height: 400)).root
        #expect(root.frame == CGRect(x: 0, y: 0, width: 620, height: 80))
        let overlay = root.children.first
        #expect(overlay?.kind == .modifier("overlay"))
        #expect(overlay?.frame == CGRect(x: 0, y: 0, width: 620, height: 80))
        let (stack, border) = (overlay?.children.first, overlay?.children.last)
        #expect(stack?.children.map(\.frame.minX) == [0, 110, 370])
        #expect(stack?.children.map(\.frame.width) == [100, 250, 250])
        #expect(border?.frame == CGRect(x: 0, y: 0, width: 620, height: 80))
        #expect(border?.kind == .border(.primary, width: 1))
    }

    @Test(
        "The border takes the view's size for every proposal",
        arguments: [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 7, height: 3)]
    )
    func borderDoesNotChangeTheLayout(proposal: ProposedViewSize) {
        let plain = layOut(Text("Cat").padding(1), proposal).root
        let bordered = layOut(Text("Cat").padding(1).border(Color.red, width: 2), proposal).root
        #expect(bordered.frame == plain.frame)
        #expect(bordered.children.map(\.frame) == [plain.frame, plain.frame])
        #expect(bordered.children.last?.kind == .border(.red, width: 2))
    }

    @Test func terminalDrawsABoxOnTheOuterCells() {
        let layout = layOut(Text("Cat").padding(1).border(.primary))
        #expect(TerminalRenderer().render(layout) == "┌───┐\n│Cat│\n└───┘")
        #expect(TerminalRenderer(ascii: true).render(layout) == "+---+\n|Cat|\n+---+")
    }

    @Test func aZeroWidthBorderDrawsNothing() {
        let layout = layOut(Text("Cat").padding(1).border(.primary, width: 0))
        #expect(TerminalRenderer().lines(for: layout.root) == ["", " Cat", ""])
        #expect(!SVGRenderer().render(layout).contains("stroke-width"))
    }

    @Test func svgStrokesARectangleInsideTheFrame() {
        let layout = layOut(Color.clear.frame(width: 4, height: 3).border(Color.red))
        let svg = SVGRenderer(scale: 16).render(layout)
        #expect(svg.contains("<rect x=\"8\" y=\"8\" width=\"48\" height=\"32\" fill=\"none\" stroke=\""))
        #expect(svg.contains("stroke-width=\"16\"/>"))
    }
}
