import Foundation
import Testing
@testable import VoteLayout

struct TerminalRendererTests {
    @Test func drawsTheBoardWithBoxAndBlockGlyphs() {
        let expected = """
             Cat 🐶 猫 & <co>
            ────────────────────
            ████████████▊
                  ┌──────┐
                  │ Vote │
                  └──────┘
            """
        #expect(TerminalRenderer().render(BoardTree.board) == expected)
    }

    @Test func drawsTheBoardInASCII() {
        let expected = """
             Cat 🐶 猫 & <co>
            --------------------
            ############
                  +------+
                  | Vote |
                  +------+
            """
        #expect(TerminalRenderer(ascii: true).render(BoardTree.board) == expected)
    }

    @Test func linesMatchRenderSplitAtNewlines() {
        let renderer = TerminalRenderer()
        let lines = renderer.lines(for: BoardTree.board)
        #expect(lines.count == 6)
        #expect(lines.joined(separator: "\n") == renderer.render(BoardTree.board))
    }

    @Test func noColorsMeansNoEscapeBytes() {
        let tree = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 6, height: 2),
            kind: .layout("ZStackLayout"),
            path: "",
            children: [
                LayoutNode(frame: CGRect(x: 0, y: 0, width: 6, height: 2), kind: .color(.blue), path: "0"),
                BoardTree.text("Cat", x: 0, y: 0, path: "1", foreground: .red),
            ]
        )
        let plain = TerminalRenderer().render(tree)
        #expect(!plain.unicodeScalars.contains("\u{1B}"))
        #expect(plain == "Cat███\n██████")
    }

    @Test func colorsWrapEachRunInSGRAndReset() {
        let tree = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 5, height: 2),
            kind: .layout("VStackLayout"),
            path: "",
            children: [
                BoardTree.text("Cat", x: 0, y: 0, path: "0", foreground: .red),
                LayoutNode(frame: CGRect(x: 0, y: 1, width: 2, height: 1), kind: .color(.blue), path: "1"),
            ]
        )
        let lines = TerminalRenderer(colors: true).lines(for: tree)
        #expect(lines == ["\u{1B}[31mCat\u{1B}[0m", "\u{1B}[44m  \u{1B}[0m"])
    }

    @Test func textOnAColouredFillKeepsTheFill() {
        let tree = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 4, height: 1),
            kind: .layout("ZStackLayout"),
            path: "",
            children: [
                LayoutNode(frame: CGRect(x: 0, y: 0, width: 4, height: 1), kind: .color(.blue), path: "0"),
                BoardTree.text("ab", x: 1, y: 0, path: "1"),
            ]
        )
        let background = "\u{1B}[44m"
        #expect(TerminalRenderer(colors: true).render(tree) == background + " ab \u{1B}[0m")
    }

    @Test(arguments: [
        (Color.red, "\u{1B}[31mx\u{1B}[0m"), (.orange, "\u{1B}[38;5;208mx\u{1B}[0m"), (.primary, "x"),
        (Color(red: 0.5, green: 0.25, blue: 1), "\u{1B}[38;2;128;64;255mx\u{1B}[0m"),
    ])
    func standardColoursUseANSINamesAndCustomOnes24Bit(color: Color, expected: String) {
        #expect(
            TerminalRenderer(colors: true).render(BoardTree.text("x", x: 0, y: 0, path: "", foreground: color))
                == expected
        )
    }

    @Test func primaryFillsAreBlocksInTheTerminalForeground() {
        let tree = LayoutNode(frame: CGRect(x: 0, y: 0, width: 2, height: 1), kind: .color(.primary), path: "")
        #expect(TerminalRenderer(colors: true).render(tree) == "██")
    }

    @Test func progressBarsUseTheDefaultTintWhenColoured() {
        let tree = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 4, height: 1),
            kind: .progress(fraction: 0.5),
            path: ""
        )
        #expect(TerminalRenderer(colors: true).render(tree) == "\u{1B}[34m██\u{1B}[0m")
        #expect(TerminalRenderer().render(tree) == "██")
    }

    @Test func clearColorDrawsNothing() {
        let tree = LayoutNode(frame: CGRect(x: 0, y: 0, width: 3, height: 1), kind: .color(.clear), path: "")
        #expect(TerminalRenderer().render(tree) == "")
        #expect(TerminalRenderer(colors: true).render(tree) == "")
    }

    @Test("Text is clipped to its frame and a wide character cut by the edge becomes a space")
    func textIsClippedWithoutSplittingWideCharacters() {
        func clipped(_ string: String, width: CGFloat) -> String {
            let layout = TerminalTextMeasurer().layout(string, in: .unspecified)
            let node = LayoutNode(
                frame: CGRect(x: 0, y: 0, width: width, height: 1),
                kind: .text(layout),
                path: ""
            )
            let root = LayoutNode(
                frame: CGRect(x: 0, y: 0, width: 10, height: 1),
                kind: .layout("Root"),
                path: "",
                children: [node]
            )
            return TerminalRenderer().render(root)
        }
        #expect(clipped("Hamster", width: 3) == "Ham")
        #expect(clipped("猫猫猫", width: 3) == "猫")  // the second 猫 would straddle the edge: a space, trimmed
        #expect(clipped("a猫b", width: 2) == "a")
        #expect(clipped("🐈\u{200D}⬛x", width: 1) == "")
    }

    @Test func aWideCharacterAtTheLeftClipEdgeBecomesASpace() {
        let layout = TerminalTextMeasurer().layout("猫ab", in: .unspecified)
        let text = LayoutNode(frame: CGRect(x: -1, y: 0, width: 4, height: 1), kind: .text(layout), path: "0")
        let root = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 4, height: 1),
            kind: .layout("Root"),
            path: "",
            children: [text]
        )
        #expect(TerminalRenderer().render(root) == " ab")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        let root = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 6, height: 1),
            kind: .layout("ZStackLayout"),
            path: "",
            children: [
                BoardTree.text("猫猫猫", x: 0, y: 0, path: "0"),
                BoardTree.text("x", x: 3, y: 0, path: "1"),
            ]
        )
        #expect(TerminalRenderer().render(root) == "猫 x猫")
    }

    @Test("Clusters of several scalars come out whole, and a cell drawn over loses its cluster")
    func clustersOfSeveralScalarsSurviveAndCanBeOverwritten() {
        let cat = "🐈\u{200D}⬛"
        let root = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 9, height: 2),
            kind: .layout("ZStackLayout"),
            path: "",
            children: [
                BoardTree.text("e\u{0301}\(cat)\r\n", x: 0, y: 0, path: "0"),
                BoardTree.text("a\u{0308}\(cat)\(cat)", x: 0, y: 1, path: "1"),
                BoardTree.text("x", x: 3, y: 1, path: "2"),  // over the left half of the second cat
            ]
        )
        #expect(TerminalRenderer().render(root) == "e\u{0301}\(cat)\na\u{0308}\(cat)x")
    }

    @Test(arguments: [
        (CGRect(x: 0.9, y: 0, width: 3, height: 1), "───"),  // edges round down: 0.9 → 0, 3.9 → 3
        (CGRect(x: 1, y: 0, width: 2.5, height: 1), " ──"),
        (CGRect(x: 1.5, y: 0, width: 2.5, height: 1), " ───"),
    ])
    func framesSnapToCellsByRoundingEachEdgeDown(frame: CGRect, expected: String) {
        let rule = LayoutNode(frame: frame, kind: .divider(.horizontal), path: "0")
        let filler = LayoutNode(frame: CGRect(x: 4, y: 0, width: 1, height: 1), kind: .spacer, path: "1")
        let root = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 5, height: 1),
            kind: .layout("Root"),
            path: "",
            children: [rule, filler]
        )
        #expect(TerminalRenderer().render(root) == expected)
    }

    /// A tree taller than it is wide is drawn whole past 2,048 rows (a board of hundreds of pets),
    /// and a subview wholly outside the drawn rows is skipped rather than clipped to nothing twice.
    @Test func tallTreesAreDrawnWhole() {
        let rows = (0..<3_000)
            .map { row in
                LayoutNode(
                    frame: CGRect(x: 0, y: row, width: 1, height: 1),
                    kind: .shape(.rectangle, fill: nil),
                    path: ViewPath(["\(row)"])
                )
            }
        let root = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 1, height: 3_000),
            kind: .layout("Root"),
            path: "",
            children: rows
        )
        let lines = TerminalRenderer(ascii: true).lines(for: root)
        #expect(lines.count == 3_000)
        #expect(lines.allSatisfy { $0 == "#" })
        let beyond = LayoutNode(
            frame: CGRect(x: 0, y: 9_000_000, width: 1, height: 1),
            kind: .shape(.rectangle, fill: nil),
            path: "far"
        )
        let wide = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 3_000, height: 1),
            kind: .layout("Root"),
            path: "",
            children: [beyond]
        )
        #expect(TerminalRenderer(ascii: true).lines(for: wide) == [""])
    }

    @Test func verticalDividersRunThroughTheMiddleColumn() {
        let root = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 3, height: 2),
            kind: .divider(.vertical),
            path: ""
        )
        #expect(TerminalRenderer().lines(for: root) == [" │", " │"])
        #expect(TerminalRenderer(ascii: true).lines(for: root) == [" |", " |"])
    }

    @Test func shapesFillTheirFrame() {
        let circle = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 5, height: 5),
            kind: .shape(.circle, fill: nil),
            path: ""
        )
        #expect(TerminalRenderer(ascii: true).lines(for: circle) == [" ###", "#####", "#####", "#####", " ###"])
        let rectangle = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 2, height: 2),
            kind: .shape(.rectangle, fill: nil),
            path: ""
        )
        #expect(TerminalRenderer().lines(for: rectangle) == ["██", "██"])
    }

    @Test func aOneRowBorderedButtonGetsBrackets() {
        let button = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 6, height: 1),
            kind: .button(bordered: true),
            path: "",
            children: [BoardTree.text("OK", x: 2, y: 0, path: "0")]
        )
        #expect(TerminalRenderer().render(button) == "[ OK ]")
        let plain = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 6, height: 1),
            kind: .button(bordered: false),
            path: "",
            children: [BoardTree.text("OK", x: 2, y: 0, path: "0")]
        )
        #expect(TerminalRenderer().render(plain) == "  OK")
    }

    @Test func imagesArePlaceholders() {
        let image = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: 3, height: 3),
            kind: .image(systemName: "star"),
            path: ""
        )
        #expect(TerminalRenderer().lines(for: image) == ["", " □", ""])
        #expect(TerminalRenderer(ascii: true).lines(for: image) == ["", " o", ""])
    }

    @Test func emptyAndDegenerateTreesRenderEmpty() {
        let empty = LayoutNode(frame: .zero, kind: .layout("VStackLayout"), path: "")
        #expect(TerminalRenderer().lines(for: empty) == [])
        let blank = LayoutNode(frame: CGRect(x: 0, y: 0, width: 3, height: 2), kind: .spacer, path: "")
        #expect(TerminalRenderer().lines(for: blank) == ["", ""])
    }

    @Test(arguments: [1e12, .infinity, .nan] as [CGFloat])
    func hugeOrNonFiniteFramesAreClippedNotFatal(side: CGFloat) {
        let tree = LayoutNode(
            frame: CGRect(x: 0, y: 0, width: side, height: 3),
            kind: .divider(.horizontal),
            path: ""
        )
        let lines = TerminalRenderer(ascii: true).lines(for: tree)
        #expect(lines.count <= 3)
        #expect(lines.allSatisfy { $0.count <= TerminalRenderer.maximumColumns })
    }

    /// Colours add escape sequences and nothing else: without them, the coloured board is the
    /// plain one the tests above hold to a fixed text.
    @Test func coloursOnlyAddEscapes() throws {
        let coloured = TerminalRenderer(colors: true).render(BoardTree.board)
        #expect(coloured.contains("\u{1B}["))
        let escape = try Regex("\u{1B}\\[[0-9;]*m")
        #expect(coloured.replacing(escape, with: "") == TerminalRenderer().render(BoardTree.board))
    }
}
