/// A grid of terminal cells that views are drawn into, top row first.
///
/// A wide (2-cell) character occupies its cell and a continuation cell to its right. The
/// canvas keeps that pair whole: a wide character that would cross the clip edge is drawn
/// as a space instead, and writing over either half of a pair blanks the other half.
struct CellCanvas {
    /// One cell: plain data (no reference to count), so filling, copying and reading cells is cheap.
    struct Cell {
        /// The glyph, when it is a single scalar (nearly always).
        var scalar: Unicode.Scalar = " "
        /// For a glyph of several scalars, its index in the canvas's clusters; else -1.
        var cluster: Int32 = -1
        /// The right half of the wide character in the cell to the left.
        var isContinuation = false
        var style = CellStyle()

        /// A blank cell with `style`: what blanking a cell and the continuation half of a glyph leave.
        var isBlankSpace: Bool { scalar == " " && cluster < 0 }
    }

    /// What `put` draws: a glyph, or the continuation half of a wide one.
    private enum Glyph {
        case scalar(Unicode.Scalar)
        case cluster(Int32)
        case continuation
    }

    let bounds: CellRect
    /// The cells drawing may change, or `nil` for all of them (a `ScrollView` clips its content).
    var clip: CellRect?
    private var cells: [Cell]
    /// The glyphs of several scalars drawn so far (a letter with a combining mark, an emoji sequence).
    private var clusters: [Character] = []

    /// A blank canvas covering `bounds`.
    init(bounds: CellRect) {
        self.bounds = bounds
        cells = Array(repeating: Cell(), count: bounds.width * bounds.height)
    }

    /// The glyph for `character`, remembering it among the clusters when it has several scalars.
    private mutating func glyph(_ character: Character) -> Glyph {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return .scalar(first)
        }
        clusters.append(character)
        return .cluster(Int32(clusters.count - 1))
    }

    /// Writes `text` from column `x` on row `y`, keeping inside `clip` and the canvas.
    ///
    /// Clusters of width 0 on their own (a stray ZWJ or control) draw nothing. `style`'s
    /// background, when `nil`, keeps the background already under each cell, so text on a
    /// coloured fill keeps the fill.
    mutating func write(_ text: String, x: Int, y: Int, style: CellStyle, clip: CellRect) {
        let clip = clip.intersection(bounds)
        guard (clip.minY..<clip.maxY).contains(y) else { return }
        if DisplayWidth.isOneNarrowClusterPerScalar(text) {
            // Names, numbers, bars and rules: no grapheme breaking and no width lookup per character.
            var column = x
            for scalar in text.unicodeScalars {
                if column + 1 > clip.minX, column < clip.maxX {
                    put(.scalar(scalar), x: column, y: y, style: style)
                }
                column += 1
            }
            return
        }
        var column = x
        for character in text {
            let cells = character.terminalDisplayWidth
            if cells == 0 { continue }
            defer { column += cells }
            guard column + cells > clip.minX, column < clip.maxX else { continue }
            if cells == 2, column < clip.minX || column + 1 >= clip.maxX {
                // Half of a wide character would fall outside: show its visible half as a space.
                put(.scalar(" "), x: max(column, clip.minX), y: y, style: style)
            } else {
                let glyph = glyph(character)
                put(glyph, x: column, y: y, style: style)
                if cells == 2 { put(.continuation, x: column + 1, y: y, style: style) }
            }
        }
    }

    /// Paints every cell of `rect` (within the canvas) with `character`, a 1-cell glyph.
    mutating func fill(_ rect: CellRect, with character: Character, style: CellStyle) {
        fill(rect, with: character, style: style) { _, _ in true }
    }

    /// Paints the cells of `rect` whose centres `contains` accepts.
    mutating func fill(
        _ rect: CellRect,
        with character: Character,
        style: CellStyle,
        where contains: (Int, Int) -> Bool
    ) {
        let rect = rect.intersection(bounds)
        guard !rect.isEmpty else { return }
        let glyph = glyph(character)
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX where contains(x, y) {
                put(glyph, x: x, y: y, style: style)
            }
        }
    }

    /// Puts one glyph at a cell, or the continuation half of a wide glyph.
    private mutating func put(_ glyph: Glyph, x: Int, y: Int, style: CellStyle) {
        guard bounds.contains(x: x, y: y), clip?.contains(x: x, y: y) ?? true else { return }
        let position = index(x: x, y: y)
        let isContinuation: Bool
        if case .continuation = glyph { isContinuation = true } else { isContinuation = false }
        // Break up any wide pair this cell belonged to.
        if cells[position].isContinuation, !isContinuation, x > bounds.minX {
            blank(position - 1)
        }
        if !cells[position].isContinuation, x + 1 < bounds.maxX, cells[position + 1].isContinuation {
            blank(position + 1)
        }
        switch glyph {
        case .scalar(let scalar): (cells[position].scalar, cells[position].cluster) = (scalar, -1)
        case .cluster(let cluster): (cells[position].scalar, cells[position].cluster) = (" ", cluster)
        case .continuation: (cells[position].scalar, cells[position].cluster) = (" ", -1)
        }
        cells[position].isContinuation = isContinuation
        cells[position].style = style.layered(over: cells[position].style)
    }

    private mutating func blank(_ position: Int) {
        (cells[position].scalar, cells[position].cluster) = (" ", -1)
        cells[position].isContinuation = false
    }

    private func index(x: Int, y: Int) -> Int {
        (y - bounds.minY) * bounds.width + (x - bounds.minX)
    }
}

extension CellCanvas {
    /// The rows as text, top to bottom, with trailing unstyled blanks removed.
    ///
    /// With `colors`, each run of cells that share a non-default style is wrapped in its SGR
    /// sequence and ends with a reset (`ESC[0m`); without, the output has no escape bytes at all.
    func lines(colors: Bool) -> [String] {
        (bounds.minY..<max(bounds.minY, bounds.maxY)).map { line(atRow: $0, colors: colors) }
    }

    /// Builds the row as UTF-8 bytes and decodes it once: appending `Character`s to a `String`
    /// one by one costs several times more per cell, and so does any question asked of a `Character`.
    private func line(atRow y: Int, colors: Bool) -> String {
        let start = index(x: bounds.minX, y: y)
        var end = start + bounds.width
        while end > start {
            let last = cells[end - 1]
            guard last.isBlankSpace, !last.isContinuation, !colors || last.style.background == nil else { break }
            end -= 1
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 * (end - start))  // box and block glyphs take three bytes
        var runStyle = CellStyle()
        cells.withUnsafeBufferPointer { cells in
            for position in start..<end where !cells[position].isContinuation {
                let cell = cells[position]
                if colors, cell.style != runStyle {
                    if !runStyle.isPlain { bytes.append(contentsOf: SGR.reset.utf8) }
                    bytes.append(contentsOf: cell.style.sgr.utf8)
                    runStyle = cell.style
                }
                if cell.cluster >= 0 {
                    bytes.append(contentsOf: clusters[Int(cell.cluster)].utf8)
                } else if cell.scalar.isASCII {
                    bytes.append(UInt8(truncatingIfNeeded: cell.scalar.value))
                } else {
                    UTF8.encode(cell.scalar) { bytes.append($0) }
                }
            }
        }
        if !runStyle.isPlain { bytes.append(contentsOf: SGR.reset.utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
