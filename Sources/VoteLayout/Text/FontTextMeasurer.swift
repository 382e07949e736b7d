/// Measures text in points with the advance widths of real fonts: the ``TextMeasurer`` for
/// drawings a browser renders (SVG).
///
/// Each grapheme cluster is measured in the first face of a stack that has it, as a browser's font
/// fallback picks a font per character from a `font-family` list:
/// 1. **Liberation Sans** (Regular, or Bold from semibold up): Latin, Greek, Cyrillic. It is
///    metric-compatible with Arial, so a reader whose browser draws with Arial gets the same widths.
/// 2. **Noto Sans CJK JP**: kana, ideographs, Hangul, fullwidth forms (ideographs are 1 em in any CJK font).
/// 3. **Noto Color Emoji** for a cluster drawn as an emoji (a ZWJ sequence or flag is one glyph).
///
/// Combining marks, ZWJ and variation selectors take no room; a character no face has counts 1 em.
/// Kerning and ligatures are not applied: a drawing using these measurements turns them off
/// (`font-kerning: none`), so its text advances exactly as measured. The advances come from tables
/// generated from the Debian font files (`Scripts/font-metrics/generate.py`).
///
/// Why tables rather than FreeType/HarfBuzz at run time: an SVG is drawn by its reader's browser,
/// not by the machine that writes it, so what matters is that the fonts the drawing names have the
/// widths measured — the writer's installed fonts are beside the point. Tables give the same bytes
/// on every machine (with or without fonts, in the static `votectl`), cost no C dependency or
/// fontconfig start-up, and are checked against Chromium (`SVGBoardBrowserTests`). What they give up:
/// shaping (kerning and ligatures are turned off in the drawing; scripts whose letters join, such
/// as Arabic, are measured by their nominal advances and may come out wider or narrower).
///
/// Lines are ``lineHeight(of:)`` apart. With no width proposed or room to spare nothing wraps;
/// a narrower width wraps at spaces (breaking a word wider than the line between clusters). A
/// height of one line keeps the first line whole and cuts it to the width with "…", as SwiftUI's
/// `lineLimit(1)`; a taller height that holds fewer lines than the text needs ends the last line
/// kept with "…".
///
/// ```swift
/// let measurer = FontTextMeasurer()
/// measurer.layout("Goldfish", font: .system(size: 15), in: .unspecified).size   // 55.03 × 19.5
/// ```
public struct FontTextMeasurer: TextMeasurer {
    /// The font of text without `font(_:)`.
    public var defaultFont: Font

    /// A measurer whose default font is `defaultFont`.
    public init(defaultFont: Font = .body) {
        self.defaultFont = defaultFont
    }

    /// The `font-family` list a drawing names so the browser uses the measured faces, each followed
    /// by stand-ins with the same advances (Arial for Liberation Sans; the CJK fonts of macOS and
    /// Windows, whose ideographs and kana are 1 em too; their emoji fonts).
    public static let fontFamily =
        "'Liberation Sans',Arimo,Arial,'Noto Sans CJK JP','Hiragino Sans','Yu Gothic','Microsoft YaHei',"
        + "'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji',sans-serif"

    /// The distance from one line's top to the next: 1.3 em, room for the tallest glyph box of the
    /// faces (Noto Color Emoji's, 1.17 em) however a browser rounds it.
    public static func lineHeight(of font: Font) -> CGFloat {
        (font.size * 1.3 * 100).rounded() / 100
    }

    /// Where the baseline sits below a line's top: the Latin face's ascent and descent centred in the line.
    public static func baseline(of font: Font) -> CGFloat {
        let face = Self.face(for: font)
        let ascent = face.ascent / face.unitsPerEm * font.size
        let descent = face.descent / face.unitsPerEm * font.size
        return (lineHeight(of: font) - ascent - descent) / 2 + ascent
    }

    /// Whether a drawing should ask for the bold face to get these measurements.
    public static func isBold(_ font: Font) -> Bool { font.weight.value >= Font.Weight.semibold.value }

    /// The width of `text` on one line in `font`, in points.
    public func width<S: StringProtocol>(of text: S, font: Font) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, font: font) }
    }

    /// Lays out `text` for `proposal` in the default font.
    public func layout(_ text: String, in proposal: ProposedViewSize) -> TextLayout {
        layout(text, font: nil, in: proposal)
    }

    /// Where the baseline of a line in `font` (`nil`: ``defaultFont``) sits below the line's top
    /// (``baseline(of:)``): every line of a font is as tall, so `lineHeight` adds nothing.
    public func baselineOffset(inLineOf lineHeight: CGFloat, font: Font?) -> CGFloat {
        Self.baseline(of: font ?? defaultFont)
    }

    /// Lays out `text` for `proposal` in `font` (`nil`: ``defaultFont``).
    public func layout(_ text: String, font: Font?, in proposal: ProposedViewSize) -> TextLayout {
        guard !text.isEmpty else { return TextLayout(size: .zero, lines: []) }
        let font = font ?? defaultFont
        let lineHeight = Self.lineHeight(of: font)
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let maximumWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let rows = proposal.height.flatMap { height in
            height.isFinite ? max(1, Int((height / lineHeight + 1e-9).rounded(.down))) : nil
        }

        var lines: [String]
        if let maximumWidth, rows == 1 {
            // One line: the first paragraph cut to the width, not wrapped first.
            let first = String(paragraphs[0])
            let cut = paragraphs.count > 1 || width(of: first, font: font) > maximumWidth
            lines = [cut ? ellipsized(first, font: font, width: maximumWidth) : first]
        } else {
            let breaker = maximumWidth.map { maximumWidth in
                LineBreaker(
                    width: maximumWidth,
                    measure: { self.width(of: $0, font: font) },
                    measureCharacter: { self.advance(of: $0, font: font) }
                )
            }
            if let breaker {
                lines = breaker.lines(of: paragraphs, rows: rows)
            } else {
                lines = paragraphs.map(String.init)
            }
            // Cut short: more lines than rows, or the last row holding the rest of its paragraph.
            if let rows,
                rows < lines.count
                    || (rows == lines.count && width(of: lines[rows - 1], font: font) > maximumWidth ?? .infinity)
            {
                lines.removeLast(lines.count - rows)
                let last = lines.count - 1
                lines[last] = ellipsized(lines[last], font: font, width: maximumWidth ?? .infinity)
            }
        }
        let widest = lines.map { width(of: $0, font: font) }.max() ?? 0
        return TextLayout(size: CGSize(width: widest, height: lineHeight * CGFloat(lines.count)), lines: lines)
    }

    /// `line`, which was cut short, ending with "…" within `width`: whole clusters are kept while
    /// they and the ellipsis fit (trailing spaces dropped). Too narrow even for "…" gives an empty line.
    private func ellipsized(_ line: String, font: Font, width maximumWidth: CGFloat) -> String {
        let ellipsis = "…"
        let ellipsisWidth = width(of: ellipsis, font: font)
        guard ellipsisWidth <= maximumWidth else { return "" }
        var kept = ""
        var used: CGFloat = 0
        for character in line {
            let advance = advance(of: character, font: font)
            if used + advance + ellipsisWidth > maximumWidth { break }
            kept.append(character)
            used += advance
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// The advance of one grapheme cluster in `font`, in points.
    func advance(of character: Character, font: Font) -> CGFloat {
        if DisplayWidth.isEmoji(character) { return FontFace.notoColorEmoji.advance(atSize: font.size) }
        let bold = Self.isBold(font)
        let latin = bold ? FontFace.liberationSansBold : FontFace.liberationSans
        var ems = 0.0
        for scalar in character.unicodeScalars {
            if let advance = latin.advance(of: scalar) {
                ems += advance
            } else if let advance = (bold ? FontFace.notoSansCJKBold : FontFace.notoSansCJK).advance(of: scalar) {
                // Read only when text goes past the Latin face: the CJK tables are the large ones.
                ems += advance
            } else if !DisplayWidth.isZeroWidth(scalar) {
                ems += 1
            }
        }
        return font.size * ems
    }

    /// The Latin face for `font`'s weight: it sets the line's ascent and descent.
    private static func face(for font: Font) -> FontFace {
        isBold(font) ? .liberationSansBold : .liberationSans
    }
}
