import Foundation
import Testing
@testable import VoteLayout

struct TerminalTextMeasurerTests {
    let measurer = TerminalTextMeasurer()

    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let width: CGFloat?
        let height: CGFloat?
        let lines: [String]
        let size: CGSize

        init(_ text: String, _ width: CGFloat?, _ height: CGFloat?, _ lines: [String], _ cells: Int, _ rows: Int) {
            (self.text, self.width, self.height, self.lines) = (text, width, height, lines)
            size = CGSize(width: cells, height: rows)
        }

        var testDescription: String {
            "\(text.debugDescription) in \(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil")"
        }
    }

    static let idealCases: [Case] = [
        Case("Hello wide world", nil, nil, ["Hello wide world"], 16, 1),
        Case("Hello wide world", 16, nil, ["Hello wide world"], 16, 1),
        Case("Hello wide world", 100, 100, ["Hello wide world"], 16, 1),
        Case("Hello wide world", .infinity, .infinity, ["Hello wide world"], 16, 1),
        Case("Cat\nHamster", nil, nil, ["Cat", "Hamster"], 7, 2),
        Case("Cat\r\nDog", nil, nil, ["Cat", "Dog"], 3, 2),
        Case("\n", nil, nil, ["", ""], 0, 2),
        Case("", nil, nil, [], 0, 0),
        Case("", 0, 0, [], 0, 0),
        Case("猫 and 🐶", nil, nil, ["猫 and 🐶"], 9, 1),
        Case("  indented", nil, nil, ["  indented"], 10, 1),
    ]

    static let hugeProposalCases: [Case] = [
        Case("Hello wide world", 1e300, 1e300, ["Hello wide world"], 16, 1),
        Case("a\nb", .nan, .nan, ["a", "b"], 1, 2),
        Case("a\nb", -5, nil, ["", ""], 0, 2),
    ]

    static let wrappingCases: [Case] = [
        Case("Hello wide world", 10, nil, ["Hello wide", "world"], 10, 2),
        Case("Hello wide world", 15.9, nil, ["Hello wide", "world"], 10, 2),  // fractional cells round down
        Case("Hello wide world", 5, nil, ["Hello", "wide", "world"], 5, 3),
        Case("Cat\nHamster", 5, nil, ["Cat", "Hamst", "er"], 5, 3),
        Case("Hamster", 3, nil, ["Ham", "ste", "r"], 3, 3),
        Case("a  b", 2, nil, ["a", "b"], 1, 2),  // spaces at a break disappear
        Case("猫 and 🐶", 5, nil, ["猫", "and", "🐶"], 3, 3),
        Case("猫 and 🐶", 6, nil, ["猫 and", "🐶"], 6, 2),
        Case("猫猫猫猫", 5, nil, ["猫猫", "猫猫"], 4, 2),  // a wide character is never half on a line
        Case("猫猫", 1, nil, ["猫", "猫"], 2, 2),  // a cluster wider than the line overflows alone
        Case("🐈\u{200D}⬛🐈\u{200D}⬛🐈\u{200D}⬛", 3, nil, ["🐈\u{200D}⬛", "🐈\u{200D}⬛", "🐈\u{200D}⬛"], 2, 3),
        Case("e\u{0301}e\u{0301}e\u{0301}", 2, nil, ["e\u{0301}e\u{0301}", "e\u{0301}"], 2, 2),
        Case("Vote for 猫 today", 8, nil, ["Vote for", "猫 today"], 8, 2),
    ]

    static let truncationCases: [Case] = [
        Case("Hello wide world", 10, 1, ["Hello wid…"], 10, 1),
        Case("Hello wide world", 5, 2, ["Hello", "wide…"], 5, 2),
        Case("Hello wide world", 6, 2, ["Hello", "wide…"], 5, 2),
        Case("Hello wide world", 5, 2.9, ["Hello", "wide…"], 5, 2),
        // The last row holds the rest of the text, cut at the width, not its next wrapped line:
        // a short word before a long one kept only the short one ("Hi…", "ccc…").
        Case("Hi extraordinarily", 10, 1, ["Hi extrao…"], 10, 1),
        Case("aaa bbb ccc ddddddd eee", 9, 2, ["aaa bbb", "ccc dddd…"], 9, 2),
        Case("aaa bbb ccc\nmore", 9, 2, ["aaa bbb", "ccc…"], 7, 2),
        Case("a\nb\nc", nil, 2, ["a", "b…"], 2, 2),
        Case("a\nb", nil, 0, ["a…"], 2, 1),  // never fewer than one row
        Case("Cat   \nDog", nil, 1, ["Cat…"], 4, 1),
        Case("猫猫猫\nx", nil, 1, ["猫猫猫…"], 7, 1),
        Case("猫猫猫\nx", 6, 1, ["猫猫…"], 5, 1),
        Case("猫猫猫猫", 5, 1, ["猫猫…"], 5, 1),
        Case("🐶🐶 🐶🐶", 4, 1, ["🐶…"], 3, 1),
    ]

    static let belowOneCellCases: [Case] = [
        Case("Hello", 0, nil, [""], 0, 1),
        Case("a\nb", 0.5, nil, ["", ""], 0, 2),
        Case("a\nb", 0, 1, [""], 0, 1),
        Case("a\nb", 0, .infinity, ["", ""], 0, 2),
    ]

    @Test(arguments: idealCases)
    func unwrappedTextTakesItsIdealSize(_ example: Case) {
        check(example)
    }

    @Test(arguments: hugeProposalCases)
    func hugeNaNAndNegativeProposalsAreSafe(_ example: Case) {
        check(example)
    }

    @Test(arguments: wrappingCases)
    func narrowerWidthsWrapAtWordBoundaries(_ example: Case) {
        check(example)
    }

    @Test(arguments: truncationCases)
    func shortHeightsTruncateTheLastKeptLine(_ example: Case) {
        check(example)
    }

    @Test(arguments: belowOneCellCases)
    func widthsBelowOneCellShowNothing(_ example: Case) {
        check(example)
    }

    @Test("A measurer for an ASCII terminal ends text cut short with its own ellipsis, as much of it as fits")
    func anEllipsisOfItsOwn() {
        let measurer = TerminalTextMeasurer(ellipsis: "...")
        let cases: [(width: CGFloat, lines: [String])] = [(10, ["Hello w..."]), (3, ["..."]), (2, [".."]), (0, [""])]
        for (width, lines) in cases {
            let layout = measurer.layout("Hello wide world", in: ProposedViewSize(width: width, height: 1))
            #expect(layout.lines == lines, "at \(width) cells")
            #expect(layout.size.width <= width)
        }
    }

    @Test(
        "Lines never exceed the proposed width (two cells or more) and the size matches the lines",
        arguments: [2, 3, 4, 5, 7, 11, 20] as [CGFloat],
        [nil, 1, 2, 3] as [CGFloat?]
    )
    func sizeAlwaysDescribesTheLines(width: CGFloat, height: CGFloat?) {
        let text = "PetVote: 猫 🐶 and 🐈\u{200D}⬛ compete\nfor the Ｃａｔ crown, e\u{0301}lan"
        let layout = measurer.layout(text, in: ProposedViewSize(width: width, height: height))
        let widths = layout.lines.map(\.terminalDisplayWidth)
        #expect(widths.allSatisfy { $0 <= Int(width) })
        #expect(layout.size == CGSize(width: widths.max() ?? 0, height: layout.lines.count))
        if let height { #expect(layout.lines.count <= Int(height)) }
        #expect(layout.lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
    }

    @Test(
        "Printable ASCII, measured without cluster breaking, lays out as the same words with a wide character",
        arguments: [nil, 0, 3, 5, 9, 14, 15, 16, 17, .infinity] as [CGFloat?],
        [nil, 0, 1, 2] as [CGFloat?]
    )
    func asciiAgreesWithTheClusterPath(width: CGFloat?, height: CGFloat?) {
        // "猫" is two cells like "ab" (and never split from 3 cells up): swapping it back gives the ASCII layout.
        let proposal = ProposedViewSize(width: width, height: height)
        let ascii = measurer.layout("ab Goldfish  Dog ", in: proposal)
        let clustered = measurer.layout("猫 Goldfish  Dog ", in: proposal)
        #expect(ascii.size == clustered.size)
        #expect(ascii.lines == clustered.lines.map { $0.replacingOccurrences(of: "猫", with: "ab") })
    }

    @Test func terminalIsTheStaticShorthand() {
        func measure(with measurer: some TextMeasurer) -> CGSize { measurer.layout("猫", in: .unspecified).size }
        #expect(measure(with: .terminal) == CGSize(width: 2, height: 1))
    }

    private func check(_ example: Case) {
        let layout = measurer.layout(example.text, in: ProposedViewSize(width: example.width, height: example.height))
        #expect(layout.lines == example.lines)
        #expect(layout.size == example.size)
    }
}
