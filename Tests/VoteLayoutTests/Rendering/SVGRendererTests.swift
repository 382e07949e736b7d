import Foundation
import Testing
@testable import VoteLayout

#if canImport(FoundationXML)
import FoundationXML
#endif

struct SVGRendererTests {
    @Test func drawsTheBoardAsByteStableSVG() {
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" \
            font-family="'Noto Sans','Noto Sans CJK JP','Noto Color Emoji',sans-serif" font-size="8" \
            xml:space="preserve">
              <title>Pets &amp; &quot;votes&quot;</title>
              <text x="15" y="5" dominant-baseline="central">Cat 🐶 猫 &amp; &lt;co&gt;</text>
              <line x1="0" y1="15" x2="200" y2="15" stroke="#c6c6c8" stroke-width="1"/>
              <rect x="0" y="22.5" width="200" height="5" rx="2.5" fill="#e5e5ea"/>
              <rect x="0" y="22.5" width="127.27" height="5" rx="2.5" fill="#007aff"/>
              <rect x="65" y="35" width="70" height="20" rx="5" fill="none" stroke="#007aff" stroke-width="1"/>
              <text x="80" y="45" dominant-baseline="central">Vote</text>
            </svg>

            """
        #expect(SVGRenderer(scale: 10, title: "Pets & \"votes\"").render(BoardTree.board) == expected)
    }

    @Test func theDefaultScaleIsSixteenPixelsPerUnit() {
        let svg = SVGRenderer().render(BoardTree.board)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96""#))
        #expect(svg.contains("<title>PetVote</title>"))
    }

    @Test func fillsShapesAndColoursWithTheirColour() {
        let tree = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 4, height: 2),
            kind: .layout("HStackLayout"),
            path: "",
            children: [
                LayoutNode(frame: CGRect(x: 0, y: 0, width: 1, height: 2), kind: .color(.red), path: "0"),
                LayoutNode(
                    frame: CGRect(x: 1, y: 0, width: 1, height: 2),
                    kind: .shape(.rectangle, fill: nil),
                    path: "1"
                ),
                LayoutNode(
                    frame: CGRect(x: 2, y: 0, width: 2, height: 2),
                    kind: .shape(.circle, fill: .blue),
                    path: "2"
                ),
                LayoutNode(frame: CGRect(x: 2, y: 0, width: 2, height: 2), kind: .color(.clear), path: "3"),
                LayoutNode(frame: CGRect(x: 1, y: 0, width: 1, height: 2), kind: .divider(.vertical), path: "4"),
            ]
        )
        let body = SVGRenderer(scale: 1).render(tree).split(separator: "\n").dropFirst(2).dropLast()
        #expect(
            Array(body) == [
                ##"  <rect x="0" y="0" width="1" height="2" fill="#ff3b30"/>"##,
                ##"  <rect x="1" y="0" width="1" height="2" fill="#000000"/>"##,
                ##"  <circle cx="3" cy="1" r="1" fill="#007aff"/>"##,
                ##"  <line x1="1.5" y1="0" x2="1.5" y2="2" stroke="#c6c6c8" stroke-width="1"/>"##,
            ]
        )
    }

    @Test func escapesEveryTextAndKeepsNoExternalReferences() {
        let tree = BoardTree.text("<script>alert('x')</script> & \"q\"", x: 0, y: 0, path: "")
        let svg = SVGRenderer(title: "a<b").render(tree)
        #expect(svg.contains("&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;q&quot;"))
        #expect(svg.contains("<title>a&lt;b</title>"))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("href"))
        #expect(!svg.contains("url("))
    }

    @Test func imagesAreDashedPlaceholdersNamedBySymbol() {
        let image = LayoutNode(
            frame: CGRect(x: 1, y: 1, width: 2, height: 2),
            kind: .image(systemName: "star.fill"),
            path: ""
        )
        #expect(
            SVGRenderer(scale: 1).render(image)
                .contains(
                    ##"<rect x="1" y="1" width="2" height="2" fill="none" stroke="#8e8e93" stroke-dasharray="2"><title>star.fill</title></rect>"##
                )
        )
    }

    @Test func multilineTextGetsOneElementPerRow() {
        let tree = BoardTree.text("one\n\nthree", x: 0, y: 0, path: "")
        let rows = SVGRenderer(scale: 2).render(tree).split(separator: "\n").filter { $0.contains("<text") }
        #expect(
            rows == [
                ##"  <text x="0" y="1" dominant-baseline="central">one</text>"##,
                ##"  <text x="0" y="5" dominant-baseline="central">three</text>"##,
            ]
        )
    }

    @Test func groupsWrapAViewAndItsSubviewsWithSortedEscapedAttributes() {
        let svg = SVGRenderer(scale: 10, title: "Board")
            .render(BoardTree.board) { node in
                switch node.path {
                case "": ["id": "board"]
                case "3":
                    [
                        "data-votes": "7", "id": "pet-cat", "aria-label": "Vote for \"Cat\" & co", "1bad": "x",
                        "b@d": "y",
                    ]
                default: nil
                }
            }
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" \
            font-family="'Noto Sans','Noto Sans CJK JP','Noto Color Emoji',sans-serif" font-size="8" \
            xml:space="preserve">
              <title>Board</title>
              <g id="board">
                <text x="15" y="5" dominant-baseline="central">Cat 🐶 猫 &amp; &lt;co&gt;</text>
                <line x1="0" y1="15" x2="200" y2="15" stroke="#c6c6c8" stroke-width="1"/>
                <rect x="0" y="22.5" width="200" height="5" rx="2.5" fill="#e5e5ea"/>
                <rect x="0" y="22.5" width="127.27" height="5" rx="2.5" fill="#007aff"/>
                <g aria-label="Vote for &quot;Cat&quot; &amp; co" data-votes="7" id="pet-cat">
                  <rect x="65" y="35" width="70" height="20" rx="5" fill="none" stroke="#007aff" stroke-width="1"/>
                  <text x="80" y="45" dominant-baseline="central">Vote</text>
                </g>
              </g>
            </svg>

            """
        #expect(svg == expected)
    }

    @Test func groupsFollowForEachIdentities() {
        struct Row: View {
            let pets: [String]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(pets, id: \.self) { pet in
                        Text(pet)
                    }
                }
            }
        }
        let layout = ViewLayout(Row(pets: ["Cat", "Dog"]), in: .unspecified)
        let svg = SVGRenderer(scale: 1)
            .render(layout.root) { node in
                guard case .text = node.kind, let pet = node.path.components.last else { return nil }
                return ["id": "pet-" + pet.lowercased()]
            }
        #expect(svg.contains("<g id=\"pet-cat\">\n    <text x=\"0\" y=\"0.5\""))
        #expect(svg.contains("<g id=\"pet-dog\">\n    <text x=\"0\" y=\"1.5\""))
    }

    #if canImport(FoundationXML)
    @Test func outputIsWellFormedXML() {
        let plain = SVGRenderer(title: "Tom & 'Jerry'").render(BoardTree.board)
        let grouped = SVGRenderer().render(BoardTree.board) { node in ["data-path": "<\(node.path)>"] }
        for svg in [plain, grouped] {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        }
    }
    #endif
}
