import Testing
@testable import VoteLayout

struct DisplayWidthTests {
    /// Display widths checked against real terminals.
    @Test(arguments: [
        ("Cat", 3), ("猫", 2), ("🐶", 2), ("🐈\u{200D}⬛", 2), ("❤️", 2), ("🇯🇵", 2),
        ("e\u{0301}", 1), ("Ｃａｔ", 6),
    ])
    func matchesTheConventionsTable(text: String, cells: Int) {
        #expect(text.terminalDisplayWidth == cells)
    }

    @Test(arguments: [
        ("", 0), (" ", 1), ("Hamster", 7), ("猫 and 🐶", 9), ("한국어", 6), ("ひらがな", 8), ("カタカナ", 8),
        ("中文字", 6), ("、。", 4), ("\u{3000}", 2), ("ｶ", 1),  // halfwidth katakana stays narrow
        ("1", 1), ("1️⃣", 2), ("©", 1), ("©️", 2), ("❤", 1),  // text-presentation emoji are narrow
        ("👍🏽", 2), ("👨‍👩‍👧", 2), ("\u{200D}", 0), ("\u{0301}", 0), ("\u{200B}", 0), ("a\u{0000}", 1),
        ("│─█▉", 4),  // Ambiguous box and block glyphs count as narrow
        ("𠀀", 2),  // CJK Extension B, outside the BMP
        ("\u{1112}\u{1161}\u{11AB}", 2),  // Hangul jamo sequence (L V T): one cluster, wide by its first scalar
    ])
    func measuresByGraphemeCluster(text: String, cells: Int) {
        #expect(text.terminalDisplayWidth == cells)
    }

    @Test(
        "Printable ASCII is one cell per byte; anything else falls back to clusters",
        arguments: [
            (" !~Az09", 7), ("a\tb", 2), ("\r\n", 0), ("a\u{7F}", 1), ("e\u{0301}x", 2), ("Cat 🐶", 6),
            (String(repeating: "Goldfish ", count: 100), 900),
        ]
    )
    func asciiFastPathAgreesWithClusters(text: String, cells: Int) {
        #expect(text.terminalDisplayWidth == cells)
        #expect(text.dropFirst().terminalDisplayWidth == cells - (text.first?.terminalDisplayWidth ?? 0))
    }

    @Test("Scalars drawn one cell each without cluster breaking are narrow clusters of their own")
    func oneNarrowClusterPerScalarAgreesWithClusters() throws {
        for value in Array(0x20...0x7E) + Array(0x2500...0x259F) {
            let scalar = try #require(Unicode.Scalar(UInt32(value)))
            #expect(Character(scalar).terminalDisplayWidth == 1, "U+\(String(value, radix: 16))")
            // Next to each other and to ASCII, every scalar stays a cluster of its own.
            let text = "a" + String(scalar) + String(scalar) + "─"
            #expect(DisplayWidth.isOneNarrowClusterPerScalar(text))
            #expect(text.count == text.unicodeScalars.count)
        }
    }

    @Test(arguments: ["e\u{0301}", "a\tb", "猫", "🐶", "…", "\u{2500}\u{0301}", "a\u{200D}b", "\r\n", "\u{25A0}"])
    func otherScalarsTakeTheClusterPath(text: String) {
        #expect(!DisplayWidth.isOneNarrowClusterPerScalar(text))
    }

    @Test(
        "Printable ASCII with line feeds splits into the paragraphs newline splitting gives",
        arguments: ["", "Cat", "a\n\nbc\n", "\n", "Podium: radial\n  Cat (rank 1)\n  Dog (rank 2)", "  x  \n"]
    )
    func asciiParagraphsMatchNewlineSplitting(text: String) throws {
        let ascii = try #require(DisplayWidth.printableASCIIParagraphs(of: text))
        let split = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        #expect(ascii.paragraphs == split)
        #expect(ascii.widest == split.map(\.terminalDisplayWidth).max())
    }

    @Test(arguments: ["a\r\nb", "a\rb", "caf\u{E9}", "a\tb", "a\u{0B}b", "\u{85}"])
    func otherLineBreaksAndNonASCIITakeTheClusterPath(text: String) {
        #expect(DisplayWidth.printableASCIIParagraphs(of: text) == nil)
    }

    @Test func wideRangeTableIsSortedAndDisjoint() {
        let ranges = DisplayWidth.wideRanges
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.upperBound < next.lowerBound, "\(previous) overlaps or follows \(next)")
        }
    }

    @Test(
        arguments: [
            (0x1100, true), (0x115F, true), (0x1160, false), (0x3000, true), (0x303F, false), (0x4E00, true),
            (0x9FFF, true), (0xAC00, true), (0xD7A3, true), (0xD7B0, false), (0xFF01, true), (0xFF61, false),
            (0xFFE6, true), (0x0041, false), (0x20000, true), (0x3FFFD, true), (0x40000, false),
        ] as [(UInt32, Bool)]
    )
    func wideTableBoundaries(value: UInt32, wide: Bool) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayWidth.isWide(scalar) == wide)
    }

    @Test(arguments: [
        ("Hamster", 7, "Hamster"), ("Hamster", 8, "Hamster"), ("Hamster", 5, "Hams…"), ("Hamster", 1, "…"),
        ("Hamster", 0, ""), ("猫猫猫", 4, "猫…"), ("猫猫猫", 5, "猫猫…"), ("猫猫猫", 2, "…"),
        ("🐈\u{200D}⬛🐈\u{200D}⬛", 3, "🐈\u{200D}⬛…"), ("e\u{0301}e\u{0301}e\u{0301}", 2, "e\u{0301}…"),
        ("Ｃａｔｓ", 6, "Ｃａ…"),
    ])
    func truncatesByDisplayWidthNeverInsideACluster(text: String, width: Int, expected: String) {
        let truncated = text.truncated(toDisplayWidth: width)
        #expect(truncated == expected)
        #expect(truncated.terminalDisplayWidth <= width)
    }

    @Test func truncationTakesACustomEllipsis() {
        #expect("Hamster".truncated(toDisplayWidth: 5, ellipsis: "...") == "Ha...")
        #expect("Hamster".truncated(toDisplayWidth: 2, ellipsis: "...") == "")
    }

    @Test(arguments: [("猫", 4, "猫  "), ("Cat", 3, "Cat"), ("Hamster", 3, "Hamster"), ("🇯🇵", 3, "🇯🇵 ")])
    func padsToDisplayWidth(text: String, width: Int, expected: String) {
        #expect(text.padded(toDisplayWidth: width) == expected)
    }
}
