import Foundation
import Testing
@testable import VoteLayout

/// The renderers on trees the layout engine produced from real views, end to end.
struct RenderedViewTests {
    struct Board: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Cat 🐶 猫").foregroundStyle(Color.red)
                Divider()
                ProgressView(value: 7, total: 11)
                Button("Vote") {}.buttonStyle(.bordered)
            }
        }
    }

    let layout = ViewLayout(Board(), in: ProposedViewSize(width: 20, height: nil))

    @Test func theEngineGivesTheBoardItsTerminalSize() {
        #expect(layout.size == CGSize(width: 20, height: 6))
    }

    @Test func drawsTheLaidOutBoard() {
        let expected = """
                 Cat 🐶 猫
            ────────────────────
            ████████████▊
                   ┌────┐
                   │Vote│
                   └────┘
            """
        #expect(TerminalRenderer().render(layout.root) == expected)
        #expect(TerminalRenderer().render(layout) == expected)
    }

    @Test func colouredOutputMarksTheTintedText() {
        let lines = TerminalRenderer(colors: true).lines(for: layout.root)
        #expect(lines[0] == "     \u{1B}[31mCat 🐶 猫\u{1B}[0m")
        #expect(lines[2] == "\u{1B}[34m████████████▊\u{1B}[0m")
    }

    @Test func drawsTheLaidOutBoardAsSVG() {
        let svg = SVGRenderer(scale: 10, title: "Board").render(layout.root)
        #expect(SVGRenderer(scale: 10, title: "Board").render(layout) == svg)
        #expect(svg.contains(##"<text x="55" y="5" dominant-baseline="central" fill="#ff3b30">Cat 🐶 猫</text>"##))
        #expect(svg.contains(##"<rect x="0" y="22.5" width="127.27" height="5" rx="2.5" fill="#007aff"/>"##))
        #expect(
            svg.contains(
                ##"<rect x="75" y="35" width="50" height="20" rx="5" fill="none" stroke="#007aff" stroke-width="1"/>"##
            )
        )
    }
}
