import CoreFoundation
import Foundation
import Testing
import VoteLayout

/// Every SwiftUI view of the seeds (`Fixtures/`, kept as the seeds write them) compiles against
/// VoteLayout — this target does not build otherwise — and lays out as SwiftUI lays it out.
@Suite("The seeds' SwiftUI views, compiled unchanged against VoteLayout")
struct SeedViewsTests {
    /// The texts of a laid-out tree with their frames, in drawing order.
    static func texts(in layout: ViewLayout) -> [(text: String, frame: CGRect)] {
        layout.root.allNodes.compactMap { node in
            guard case .text(let text) = node.kind else { return nil }
            return (text.lines.joined(separator: "\n"), node.frame)
        }
    }

    @Test("Seed 000: ButtonStack puts each button in an equal slot, centred on the stack's top edge")
    func buttonStack() {
        let layout = ViewLayout(ButtonStack(), in: ProposedViewSize(width: 60, height: 10), defaults: .terminal)
        #expect(Self.texts(in: layout).map(\.text) == ["Cat", "Goldfish", "Dog"])
        let buttons = layout.root.allNodes.filter { $0.kind == .button(bordered: true) }
        #expect(buttons.count == 3)
        // The slots are as wide as the widest button ("Goldfish" and a border cell each side); the
        // buttons keep their own width, as in SwiftUI, since the seed leaves the label's
        // `.frame(maxWidth: .infinity)` commented out.
        #expect(buttons.map(\.frame.width) == [5, 10, 5])
        let centres = buttons.map(\.frame.midX)
        // A slot and the spacing between buttons apart.
        #expect(abs(centres[1] - centres[0] - 11) < 0.001 && abs(centres[2] - centres[1] - 11) < 0.001)
        // The seed's stack places at `bounds.minY` with a centre anchor: half of each button above.
        #expect(buttons.allSatisfy { $0.frame.midY == layout.root.frame.minY })
    }

    @Test("Seed 001: the Grid example spans its last cell over two columns")
    func gridExample() {
        let layout = ViewLayout(Seed001GridExample(), in: ProposedViewSize(width: 40, height: 20), defaults: .terminal)
        let texts = Self.texts(in: layout)
        #expect(texts.map(\.text) == ["One", "One", "One", "Two", "Two", "Three", "Three"])
        let columns = texts.prefix(3).map(\.frame.midX)
        // Row two's cells sit in columns one and two; the last "Three" spans columns two and three.
        #expect(abs(texts[3].frame.midX - columns[0]) < 0.01 && abs(texts[4].frame.midX - columns[1]) < 0.01)
        #expect(abs(texts[6].frame.midX - (columns[1] + columns[2]) / 2) < 1)
        let divider = layout.root.allNodes.first { $0.kind == .divider(.horizontal) }
        #expect(divider.map { $0.frame.minY >= texts[4].frame.maxY && $0.frame.maxY <= texts[5].frame.minY } == true)
    }

    @Test("Seed 001: PAnyLayout lays its views out in a row (isVertical starts false), the button below")
    func anyLayout() {
        let layout = ViewLayout(PAnyLayout(), in: ProposedViewSize(width: 60, height: 10), defaults: .terminal)
        let texts = Self.texts(in: layout)
        #expect(texts.map(\.text) == ["Starming.com", "戴铭", "Click"])
        let image = layout.root.allNodes.first { $0.kind == .image(systemName: "star") }
        let row = [image?.frame].compactMap { $0 } + texts.prefix(2).map(\.frame)
        #expect(row.count == 3)
        #expect(Set(row.map(\.midY)).count == 1)
        #expect(row.map(\.minX) == row.map(\.minX).sorted())
        #expect(texts[2].frame.minY >= (row.map(\.maxY).max() ?? 0))
    }

    @Test("Seed 001: PTextTransitionsView — a heavy large title at most 150 wide, padded 20, on a rounded rectangle")
    func textTransitions() throws {
        let layout = ViewLayout(
            PTextTransitionsView(),
            in: ProposedViewSize(width: 400, height: 400),
            measurer: FontTextMeasurer()
        )
        let text = try #require(Self.texts(in: layout).first)
        #expect(text.text.split(separator: "\n").count > 1, "the title wraps inside 150 points")
        #expect(text.frame.width <= 150)
        let background = try #require(layout.root.allNodes.first { if case .shape = $0.kind { true } else { false } })
        #expect(
            background.kind
                == .shape(.roundedRectangle(cornerSize: CGSize(width: 6, height: 6)), fill: .cyan.opacity(0.3))
        )
        // The background fills the padded frame: the text's frame (inside its max-width frame) plus 20.
        #expect(background.frame.height == text.frame.height + 40)
        #expect(background.frame.minY == text.frame.minY - 20)
        #expect(layout.size == background.frame.size)
    }

    /// Seed 004's algorithm, step by step as its comments explain it: each item's leading guide
    /// runs, then its top guide, item after item; an item that would pass the container's width
    /// starts a new row. The top-leading corner of each item.
    static func seedWrapping(sizes: [CGSize], width: CGFloat) -> [CGPoint] {
        var (x, y) = (CGFloat.zero, CGFloat.zero)
        return sizes.map { size in
            if abs(x - size.width) > width {
                x = 0
                y -= size.height
            }
            let corner = CGPoint(x: -x, y: -y)
            x -= size.width
            return corner
        }
    }

    @Test("Seed 004: the wrapping HStack flows its tags into rows that fit the width", arguments: [60, 100])
    func wrappingHStack(width: Int) throws {
        let layout = ViewLayout(TestWrappedLayout(), in: ProposedViewSize(width: CGFloat(width), height: 200))
        #expect(layout.size == CGSize(width: width, height: 200), "a GeometryReader takes what it is offered")
        let texts = Self.texts(in: layout)
        let platforms = ["Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"]
        #expect(texts.map(\.text) == platforms)
        // Each tag is its text padded 5 and then 4 on every side.
        let items = texts.map { $0.frame.insetBy(dx: -9, dy: -9) }
        let expected = Self.seedWrapping(sizes: items.map(\.size), width: CGFloat(width))
        #expect(items.map(\.origin) == expected)
        for item in items { #expect(item.maxX <= CGFloat(width), "a tag passes the edge: \(item)") }
        let rows = Dictionary(grouping: zip(platforms, items), by: { $0.1.minY }).sorted { $0.key < $1.key }
            .map { $0.value.map(\.0) }
        #expect(rows.count > 1 && rows.count < platforms.count, "wraps, but not one tag a row: \(rows)")
        // Each row starts a new one only because its next tag did not fit.
        for (row, next) in zip(rows, rows.dropFirst()) {
            let used = row.compactMap { pet in items[platforms.firstIndex(of: pet) ?? 0].maxX }.max() ?? 0
            let nextWidth = items[platforms.firstIndex(of: next[0]) ?? 0].width
            #expect(used + nextWidth > CGFloat(width))
        }

        // The terminal drawing: each row's labels on one line, rows in order, in blue rounded tags.
        let drawing = TerminalRenderer(ascii: true).render(layout)
        let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for row in rows {
            let line = try #require(lines.first { $0.contains(row[0]) }, "\(row[0]) is not drawn")
            for tag in row { #expect(line.contains(tag), "\(tag) is not beside \(row[0]): \(line)") }
        }
        let rowLines = rows.map { row in lines.firstIndex { $0.contains(row[0]) } ?? -1 }
        #expect(rowLines == rowLines.sorted() && !rowLines.contains(-1))
        print("Seed 004 at \(width) cells:\n\(drawing)")
    }

    @Test("Seed 004's preview is the view itself")
    func preview() {
        let proposal = ProposedViewSize(width: 60, height: 200)
        #expect(
            ViewLayout(TestWrappedLayout_Previews.previews, in: proposal).root.allNodes.map(\.frame)
                == ViewLayout(TestWrappedLayout(), in: proposal).root.allNodes.map(\.frame)
        )
    }
}
