/// Terminal display width: how many character cells a string occupies in a monospaced terminal.
///
/// Width is measured per grapheme cluster (`Character`), never per scalar or UTF-16 unit, so an
/// emoji ZWJ sequence or a flag is one 2-cell glyph and a letter with a combining accent is one
/// cell. The rule follows UAX #11 as applied by wcwidth and Rust's unicode-width:
///
/// - a cluster is 2 cells if any scalar has Emoji_Presentation, or if it holds U+FE0F (emoji
///   variation selector) after a base that is an emoji;
/// - otherwise a cluster whose first scalar is a combining mark (Mn, Me), a control or format
///   character, or a default-ignorable code point (ZWJ, variation selectors, …) is 0 cells;
/// - otherwise it is 2 cells when its first scalar is East Asian Wide or Fullwidth, and 1 cell
///   for everything else (Ambiguous counts as narrow).
enum DisplayWidth {
    /// The cells `character` occupies: 0, 1 or 2.
    static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue, isPrintableASCII(ascii) { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isEmoji(character) { return 2 }
        if isZeroWidth(first) { return 0 }
        return isWide(first) ? 2 : 1
    }

    /// The cells `text` occupies on one line: the sum of its clusters' widths.
    ///
    /// Printable ASCII (U+0020…U+007E) is one cell per byte, so text made only of it is measured
    /// from its UTF-8 bytes without breaking it into grapheme clusters: the common case of names
    /// and numbers. Any other byte (a control, or a non-ASCII scalar such as a combining mark that
    /// would join the previous letter) takes the cluster-by-cluster path.
    static func of<S: StringProtocol>(_ text: S) -> Int {
        printableASCIIWidth(of: text) ?? text.reduce(0) { $0 + of($1) }
    }

    /// The cells `text` occupies when it is printable ASCII only (one per byte), else `nil`.
    static func printableASCIIWidth<S: StringProtocol>(of text: S) -> Int? {
        var cells = 0
        for byte in text.utf8 {
            guard isPrintableASCII(byte) else { return nil }
            cells += 1
        }
        return cells
    }

    /// The paragraphs of `text` and the widest one's cells, when `text` is printable ASCII and line
    /// feeds only (one cell per byte, and no other line break such as CR or CR-LF), else `nil`.
    ///
    /// The paragraphs are those of splitting at every newline character, found from the bytes.
    static func printableASCIIParagraphs(of text: String) -> (paragraphs: [Substring], widest: Int)? {
        var paragraphs: [Substring] = []
        var widest = 0
        var start = text.utf8.startIndex
        var cells = 0
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if byte == 0x0A {
                paragraphs.append(text[start..<index])
                widest = max(widest, cells)
                (start, cells) = (text.utf8.index(after: index), 0)
            } else if isPrintableASCII(byte) {
                cells += 1
            } else {
                return nil
            }
        }
        paragraphs.append(text[start...])
        return (paragraphs, max(widest, cells))
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }

    /// Whether every scalar of `text` is a grapheme cluster of its own, one cell wide: printable
    /// ASCII, box drawing (U+2500…U+257F) and block elements (U+2580…U+259F).
    ///
    /// None of these scalars extends, joins or prepends to a neighbour, none is emoji, wide or
    /// zero-width, so such text is drawn one cell per scalar without breaking it into clusters:
    /// the rules, bars and borders of a board as well as plain names and numbers.
    static func isOneNarrowClusterPerScalar(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            (0x20...0x7E).contains(scalar.value) || (0x2500...0x259F).contains(scalar.value)
        }
    }

    private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"

    /// Whether `character` is drawn as an emoji: a scalar with Emoji_Presentation, or an emoji
    /// followed by U+FE0F (the emoji variation selector).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: \.properties.isEmojiPresentation) { return true }
        guard let first = scalars.first else { return false }
        return first.properties.isEmoji && scalars.contains(variationSelector16)
    }

    /// Whether `scalar` takes no room of its own: a combining or enclosing mark, a control or format
    /// character, or a default-ignorable code point (ZWJ, variation selectors, …).
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint
        }
    }

    /// Whether `scalar` is East Asian Wide (W) or Fullwidth (F).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var (low, high) = (0, wideRanges.count - 1)
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide and Fullwidth code points that are not emoji, sorted and disjoint.
    ///
    /// From UCD EastAsianWidth.txt (Unicode 15.1). Emoji with Emoji_Presentation are caught
    /// before the table is consulted, so the emoji blocks are left out.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2E99,  // CJK Radicals Supplement
        0x2E9B...0x2EF3,
        0x2F00...0x2FD5,  // Kangxi Radicals
        0x2FF0...0x2FFF,  // Ideographic Description Characters
        0x3000...0x303E,  // ideographic space, CJK Symbols and Punctuation
        0x3041...0x3096,  // Hiragana
        0x3099...0x30FF,  // Hiragana voiced marks, Katakana
        0x3105...0x312F,  // Bopomofo
        0x3131...0x318E,  // Hangul Compatibility Jamo
        0x3190...0x31E5,  // Kanbun, Bopomofo Extended, CJK Strokes
        0x31EF...0x321E,  // Katakana Phonetic Extensions, Enclosed CJK
        0x3220...0x3247,
        0x3250...0xA48C,  // Enclosed CJK, CJK Compatibility, CJK Ext A, Yijing, CJK Unified, Yi
        0xA490...0xA4C6,  // Yi Radicals
        0xA960...0xA97C,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul Syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // Vertical Forms
        0xFE30...0xFE52,  // CJK Compatibility Forms, Small Form Variants
        0xFE54...0xFE66,
        0xFE68...0xFE6B,
        0xFF01...0xFF60,  // Fullwidth ASCII variants and brackets
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x16FE0...0x16FE4,  // Ideographic Symbols and Punctuation
        0x16FF0...0x16FF1,
        0x17000...0x187F7,  // Tangut
        0x18800...0x18CD5,  // Tangut Components, Khitan
        0x18D00...0x18D08,
        0x1AFF0...0x1AFFE,  // Kana Extended-B
        0x1B000...0x1B122,  // Kana Supplement, Kana Extended-A
        0x1B132...0x1B132,
        0x1B150...0x1B152,  // Small Kana Extension
        0x1B155...0x1B155,
        0x1B164...0x1B167,
        0x1B170...0x1B2FB,  // Nushu
        0x1F200...0x1F202,  // Enclosed Ideographic Supplement
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F260...0x1F265,
        0x20000...0x2FFFD,  // CJK Unified Ideographs Extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extensions G, H
    ]
}

extension Character {
    /// The number of terminal cells this character occupies: 0, 1 or 2.
    ///
    /// See ``DisplayWidth`` for the rule.
    package var terminalDisplayWidth: Int { DisplayWidth.of(self) }

    /// Whether this character is drawn as an emoji (one colour glyph), by the rule ``DisplayWidth`` uses.
    package var isDrawnAsEmoji: Bool { DisplayWidth.isEmoji(self) }
}

extension StringProtocol {
    /// The number of terminal cells this text occupies on one line.
    ///
    /// Counts grapheme clusters by their display width (East Asian wide and emoji 2, combining
    /// marks 0, everything else 1), never `count` or UTF-16 length. Line breaks are not special:
    /// measure one line at a time.
    package var terminalDisplayWidth: Int { DisplayWidth.of(self) }

    /// Returns the longest prefix that fits in `width` cells, ending with `ellipsis` when cut.
    ///
    /// Text that already fits comes back whole. Otherwise whole clusters are kept while they
    /// and the ellipsis fit, so a wide character or an emoji sequence is never split; a width
    /// too small even for the ellipsis gives an empty string.
    ///
    /// ```swift
    /// "Hamster".truncated(toDisplayWidth: 5)  // "Hams…"
    /// "猫猫猫".truncated(toDisplayWidth: 4)    // "猫…"
    /// ```
    package func truncated(toDisplayWidth width: Int, ellipsis: String = "…") -> String {
        if terminalDisplayWidth <= width { return String(self) }
        let ellipsisWidth = ellipsis.terminalDisplayWidth
        guard ellipsisWidth <= width else { return "" }
        return DisplayWidth.prefix(of: self, fitting: width - ellipsisWidth) + ellipsis
    }

    /// Returns the text followed by spaces up to `width` cells; text already as wide comes back whole.
    package func padded(toDisplayWidth width: Int) -> String {
        let missing = width - terminalDisplayWidth
        return missing > 0 ? String(self) + String(repeating: " ", count: missing) : String(self)
    }
}

extension DisplayWidth {
    /// The longest run of whole clusters from the start of `text` that fits in `width` cells.
    static func prefix<S: StringProtocol>(of text: S, fitting width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let cells = of(text[index])
            if used + cells > width { break }
            used += cells
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
