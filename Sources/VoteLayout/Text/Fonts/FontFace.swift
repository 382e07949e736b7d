/// The horizontal metrics of one font file: which code points it has and how far each advances.
///
/// The tables are generated from the font files by `Scripts/font-metrics/generate.py`; a face
/// without a code point leaves it to the next face of the stack, as a browser's font fallback does.
struct FontFace: Sendable {
    /// The family name the SVG asks the browser for.
    let family: String
    /// The font's design units per em.
    let unitsPerEm: Double
    /// The height above the baseline (`hhea` ascender), in font units.
    let ascent: Double
    /// The depth below the baseline (`hhea` descender, positive), in font units.
    let descent: Double
    /// The first code point of each run, ascending.
    private let starts: [UInt32]
    /// How many consecutive code points each run holds.
    private let counts: [UInt32]
    /// The advance of every code point of each run, in font units.
    private let advances: [UInt16]

    /// A face from its runs, "start(hex) count advance" triples separated by white space.
    ///
    /// Parsed byte by byte: the tables are large (the CJK faces hold thousands of runs) and a face is
    /// read once, when text first needs it.
    init(family: String, unitsPerEm: Double, ascent: Double, descent: Double, runs: String) {
        (self.family, self.unitsPerEm, self.ascent, self.descent) = (family, unitsPerEm, ascent, descent)
        var (starts, counts, advances) = ([UInt32](), [UInt32](), [UInt16]())
        var fields: (UInt32, UInt32) = (0, 0)
        var field = 0
        var value: UInt32 = 0
        var inNumber = false
        func finish() {
            switch field {
            case 0: fields.0 = value
            case 1: fields.1 = value
            default:
                starts.append(fields.0)
                counts.append(fields.1)
                advances.append(UInt16(truncatingIfNeeded: value))
            }
            field = (field + 1) % 3
            (value, inNumber) = (0, false)
        }
        for byte in runs.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = value &* (field == 0 ? 16 : 10) &+ UInt32(byte - UInt8(ascii: "0"))
                inNumber = true
            case UInt8(ascii: "a")...UInt8(ascii: "f") where field == 0:
                value = value &* 16 &+ UInt32(byte - UInt8(ascii: "a") + 10)
                inNumber = true
            default:
                if inNumber { finish() }
            }
        }
        if inNumber { finish() }
        (self.starts, self.counts, self.advances) = (starts, counts, advances)
    }

    /// The advance of `scalar` in ems, or `nil` when the face doesn't have it.
    func advance(of scalar: Unicode.Scalar) -> Double? {
        let value = scalar.value
        // The last run starting at or before `value`.
        var (low, high) = (0, starts.count)
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle + 1 } else { high = middle }
        }
        let run = low - 1
        guard run >= 0, value - starts[run] < counts[run] else { return nil }
        return Double(advances[run]) / unitsPerEm
    }
}

/// A colour emoji font: every emoji sequence is one glyph of one advance.
struct EmojiFace: Sendable {
    /// The family name the SVG asks the browser for.
    let family: String
    /// The font's design units per em.
    let unitsPerEm: Double
    /// The advance of every glyph, in font units.
    let advance: Double
    /// The height above the baseline, in font units.
    let ascent: Double
    /// The depth below the baseline (positive), in font units.
    let descent: Double

    /// The advance of an emoji at `size` points.
    ///
    /// Browsers draw this bitmap font from glyphs sized in whole pixels, so the advance is rounded
    /// to a whole point (Chromium: 19 at 15 points, where the font's units give 18.68).
    func advance(atSize size: CGFloat) -> CGFloat {
        (size * advance / unitsPerEm).rounded()
    }
}
