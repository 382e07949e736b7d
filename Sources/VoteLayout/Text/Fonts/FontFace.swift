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
    init(family: String, unitsPerEm: Double, ascent: Double, descent: Double, runs: String) {
        (self.family, self.unitsPerEm, self.ascent, self.descent) = (family, unitsPerEm, ascent, descent)
        let fields = runs.split(whereSeparator: \.isWhitespace)
        var (starts, counts, advances) = ([UInt32](), [UInt32](), [UInt16]())
        var index = 0
        while index + 2 < fields.count {
            if let start = UInt32(fields[index], radix: 16), let count = UInt32(fields[index + 1]),
                let advance = UInt16(fields[index + 2])
            {
                starts.append(start)
                counts.append(count)
                advances.append(advance)
            }
            index += 3
        }
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
