import CoreFoundation
import Testing
import VoteLayout

@Suite struct ShapeTests {
    @Test func shapesFillTheirFrameAndAreDrawnAsTheirOutlines() {
        let layout = ViewLayout(
            HStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 2).fill(.blue).frame(width: 8, height: 4)
                Capsule().frame(width: 8, height: 4)
                Ellipse().fill(Color.red).frame(width: 8, height: 4)
            },
            in: ProposedViewSize(width: 24, height: 4)
        )
        let shapes = layout.root.allNodes.compactMap { node -> LayoutNode.ShapeKind? in
            if case .shape(let shape, _) = node.kind { shape } else { nil }
        }
        #expect(shapes == [.roundedRectangle(cornerSize: CGSize(width: 2, height: 2)), .capsule, .ellipse])
        let svg = SVGRenderer(scale: 1).render(layout)
        #expect(svg.contains(#"<rect x="0" y="0" width="8" height="4" rx="2" ry="2""#))
        #expect(svg.contains(#"<rect x="8" y="0" width="8" height="4" rx="2" ry="2""#))
        #expect(svg.contains(#"<ellipse cx="20" cy="2" rx="4" ry="2""#))
        // In cells, each shape fills the cells whose centres it covers: the corners stay empty.
        let rows = TerminalRenderer(ascii: true).render(layout).split(separator: "\n").map(String.init)
        #expect(
            rows == [
                " ######  ######  ######", String(repeating: "#", count: 24), String(repeating: "#", count: 24),
                " ######  ######  ######",
            ]
        )
    }

    @Test func cornerRadiusClipsWithoutChangingTheFrame() throws {
        let plain = ViewLayout(Color.blue.frame(width: 10, height: 6), in: ProposedViewSize(width: 10, height: 6))
        let clipped = ViewLayout(
            Color.blue.frame(width: 10, height: 6).cornerRadius(3),
            in: ProposedViewSize(width: 10, height: 6)
        )
        #expect(clipped.size == plain.size)
        #expect(clipped.root.kind == .clip(.roundedRectangle(cornerSize: CGSize(width: 3, height: 3))))
        let svg = SVGRenderer(scale: 1).render(clipped)
        #expect(
            svg.contains(#"<clipPath id="clip-1"><rect x="0" y="0" width="10" height="6" rx="3" ry="3"/></clipPath>"#)
        )
        #expect(svg.contains(#"<g clip-path="url(#clip-1)">"#))
        let cells = TerminalRenderer(ascii: true).render(clipped).split(separator: "\n").map(String.init)
        #expect(cells.first?.hasPrefix(" ") == true, "the top-left corner cell is clipped away")
        #expect(cells.dropFirst(2).first?.hasPrefix("#") == true, "the middle row is whole")
    }

    @Test func backgroundInAShapeFillsTheShapeBehind() throws {
        let layout = ViewLayout(
            Text("Hi").padding(1).background(.cyan, in: Capsule()),
            in: ProposedViewSize(width: 10, height: 3)
        )
        let background = try #require(layout.root.allNodes.first { $0.kind == .shape(.capsule, fill: .cyan) })
        #expect(background.frame == CGRect(x: 0, y: 0, width: 4, height: 3))
        #expect(AnyShapeStyle(Color.mint.shadow(.drop(radius: 2))) == AnyShapeStyle(Color.mint))
    }
}
