import Testing
@testable import VoteLayout

/// `FontTextMeasurer`: widths from the fonts' own advance tables, as Chromium measured them
/// (`getComputedTextLength()` with `font-kerning: none`, Chromium 156, Debian 12's fonts).
struct FontTextMeasurerTests {
    let measurer = FontTextMeasurer()
    let body = Font.system(size: 15)

    @Test(
        "Widths match the browser's",
        arguments: [
            // Chromium's lengths (1/64-pixel glyph positions) beside the tables' exact sums.
            ("A very long pet name that goes on and on", Font.system(size: 15), 278.531),
            ("金魚ちゃん", Font.system(size: 15), 75.016),
            ("Goldfish AVAW Tj", Font.system(size: 15, weight: .bold), 128.328),
            ("한국어 Ωμέγα Привет", Font.system(size: 15), 143.141),
            ("🐶", Font.system(size: 15), 19),
            ("Ｃａｔ ハムスター 🐈‍⬛", Font.system(size: 13), 127.234),
            ("C", Font.system(size: 28), 20.234),
        ]
    )
    func widths(text: String, font: Font, browser: Double) {
        #expect(abs(measurer.width(of: text, font: font) - browser) < 0.05)
    }

    @Test func zeroWidthScalarsTakeNoRoom() {
        // A ZWJ sequence is one emoji glyph; a combining accent adds nothing to its letter.
        #expect(measurer.width(of: "🐈‍⬛", font: body) == measurer.width(of: "🐈", font: body))
        #expect(measurer.width(of: "e\u{301}", font: body) == measurer.width(of: "e", font: body))
    }

    @Test func documentedExample() {
        let size = measurer.layout("Goldfish", font: .system(size: 15), in: .unspecified).size
        #expect(abs(size.width - 55.03) < 0.005 && size.height == 19.5)
    }

    @Test func idealSizeIsOneLinePerParagraph() {
        let layout = measurer.layout("Cat\nGoldfish", font: body, in: .unspecified)
        #expect(layout.lines == ["Cat", "Goldfish"])
        #expect(layout.size.width == measurer.width(of: "Goldfish", font: body))
        #expect(layout.size.height == 2 * FontTextMeasurer.lineHeight(of: body))
    }

    @Test func narrowWidthWrapsAtSpaces() {
        let width = measurer.width(of: "A very long", font: body)
        let layout = measurer.layout("A very long pet", font: body, in: ProposedViewSize(width: width, height: nil))
        #expect(layout.lines == ["A very long", "pet"])
        #expect(layout.size.width <= width)
    }

    @Test func oneLineIsCutWithAnEllipsisWithinTheWidth() {
        let name = "A very long pet name that goes on and on"
        let line = FontTextMeasurer.lineHeight(of: body)
        for width in [40.0, 100, 277] {
            let layout = measurer.layout(name, font: body, in: ProposedViewSize(width: width, height: line))
            #expect(layout.lines.count == 1)
            #expect(layout.lines[0].hasSuffix("…"))
            #expect(layout.size.width <= width)
            #expect(
                measurer.width(of: layout.lines[0].dropLast(), font: body) + measurer.width(of: "…", font: body)
                    == layout.size.width
            )
        }
        // Clusters stay whole: an emoji sequence is kept or dropped entire.
        let emoji = measurer.layout("🐈‍⬛🐈‍⬛🐈‍⬛", font: body, in: ProposedViewSize(width: 45, height: line))
        #expect(emoji.lines == ["🐈‍⬛…"])
        // Room for the whole name: nothing is cut.
        #expect(measurer.layout(name, font: body, in: ProposedViewSize(width: 300, height: line)).lines == [name])
    }

    @Test func boldIsWiderAndSemiboldUsesIt() {
        let regular = measurer.width(of: "Goldfish", font: body)
        let bold = measurer.width(of: "Goldfish", font: body.bold())
        #expect(bold > regular)
        #expect(measurer.width(of: "Goldfish", font: body.weight(.semibold)) == bold)
    }

    @Test func fontLineLimitAndAlignmentReachTheMeasurerAndTheTree() {
        let name = "A very long pet name that goes on and on"
        let layout = ViewLayout(
            Text(name).font(.system(size: 15)).lineLimit(1).multilineTextAlignment(.trailing),
            in: ProposedViewSize(width: 100, height: nil),
            measurer: FontTextMeasurer()
        )
        guard case .text(let text) = layout.root.kind else {
            Issue.record("not text: \(layout.root.kind)")
            return
        }
        #expect(text.lines.count == 1 && text.lines[0].hasSuffix("…"))
        #expect(text.attributes == TextAttributes(font: .system(size: 15), lineLimit: 1, alignment: .trailing))
        #expect(layout.size.width <= 100)
        #expect(layout.size.height == FontTextMeasurer.lineHeight(of: .system(size: 15)))
        // Without the limit it wraps.
        let wrapped = ViewLayout(
            Text(name).font(.system(size: 15)),
            in: ProposedViewSize(width: 100, height: nil),
            measurer: FontTextMeasurer()
        )
        #expect(wrapped.size.height > layout.size.height)
    }

    /// In points, a text's baselines are its font's, below the ascent, not the bottom of its line
    /// box: a square aligned on the first baseline stands on it, and a caption and a title beside
    /// each other share it.
    @Test func textBaselinesAreTheFontsBaselines() {
        let baseline = FontTextMeasurer.baseline(of: .body)
        let lineHeight = FontTextMeasurer.lineHeight(of: .body)
        #expect(baseline < lineHeight)
        let first = ViewLayout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red.frame(width: 10, height: 20)
                Text("Label\nsecond line")
            },
            in: .unspecified,
            measurer: FontTextMeasurer()
        )
        let (square, text) = (first.root.children[0].frame, first.root.children[1].frame)
        #expect(abs(square.maxY - (text.minY + baseline)) < 0.001, "\(square) \(text)")
        let last = ViewLayout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("Title").font(.largeTitle)
                Text("a caption\nin two lines").font(.caption)
            },
            in: .unspecified,
            measurer: FontTextMeasurer()
        )
        let (title, caption) = (last.root.children[0].frame, last.root.children[1].frame)
        let titleBaseline = title.minY + FontTextMeasurer.baseline(of: .largeTitle)
        let captionBaseline =
            caption.minY + FontTextMeasurer.lineHeight(of: .caption) + FontTextMeasurer.baseline(of: .caption)
        #expect(abs(titleBaseline - captionBaseline) < 0.001, "\(title) \(caption)")
    }

    @Test("the last of a limited number of lines holds the rest of the text, cut at the width")
    func theLastLineHoldsTheRest() {
        let font = measurer.defaultFont
        let width = measurer.width(of: "ccc dddd…", font: font) + 0.5
        let height = FontTextMeasurer.lineHeight(of: font) * 2
        let layout = measurer.layout("aaa bbb ccc ddddddd eee", in: ProposedViewSize(width: width, height: height))
        // Wrapped first, the second line was "ccc…": the long word went to a third line and was lost.
        #expect(layout.lines == ["aaa bbb", "ccc dddd…"])
    }

    @Test func lineLimitInTerminalCells() {
        let layout = ViewLayout(Text("abc def ghi").lineLimit(1), in: ProposedViewSize(width: 5, height: nil))
        #expect(
            layout.root.kind
                == .text(
                    TextLayout(
                        size: CGSize(width: 4, height: 1),
                        lines: ["abc…"],
                        attributes: TextAttributes(lineLimit: 1)
                    )
                )
        )
    }
}
