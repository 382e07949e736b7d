/// Greedy word wrapping of one paragraph into lines at most `width` wide, in the unit of a measure
/// (terminal cells, or points in a font).
///
/// Breaks at spaces; the spaces at a break are dropped, on both sides. A word wider than `width` is split
/// between grapheme clusters, each piece as wide as fits; a single cluster wider than `width`
/// still gets a line of its own.
struct LineBreaker {
    /// The widest a line may be.
    let width: CGFloat
    /// The width of a run of text on one line.
    let measure: (Substring) -> CGFloat
    /// The width of one grapheme cluster.
    let measureCharacter: (Character) -> CGFloat

    /// Wraps in terminal cells, `width` of them (at least 1).
    init(width: Int) {
        self.init(
            width: CGFloat(width),
            measure: { CGFloat($0.terminalDisplayWidth) },
            measureCharacter: { CGFloat($0.terminalDisplayWidth) }
        )
    }

    /// Wraps to `width` in the unit `measure` and `measureCharacter` count in.
    init(width: CGFloat, measure: @escaping (Substring) -> CGFloat, measureCharacter: @escaping (Character) -> CGFloat)
    {
        (self.width, self.measure, self.measureCharacter) = (width, measure, measureCharacter)
    }

    /// The paragraph's lines; at most `limit` of them, the last then holding the rest of the
    /// paragraph unwrapped (wider than `width` when text was left over), as a text cut to a number
    /// of lines shows the rest of its text on its last line, cut short there.
    func lines(of paragraph: Substring, limit: Int = .max) -> [String] {
        var lines: [String] = []
        var line: String?
        var lineWidth: CGFloat = 0
        let spaceWidth = measureCharacter(" ")

        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = measure(word)
            if let current = line {
                if lineWidth + spaceWidth + wordWidth <= width {
                    line = current + " " + word
                    lineWidth += spaceWidth + wordWidth
                    continue
                }
                let trimmed = current.trimmingSuffix(" ")
                if !trimmed.isEmpty { lines.append(trimmed) }
                line = nil
                if word.isEmpty { continue }  // a run of spaces at a break disappears with it
            }
            let pieces = split(word, wordWidth: wordWidth)
            for (index, piece) in pieces.enumerated() {
                // A new line starts at `piece`: the last one allowed takes the rest.
                if lines.count >= limit - 1 {
                    return lines + [String(paragraph[piece.startIndex...]).trimmingSuffix(" ")]
                }
                if index < pieces.count - 1 {
                    lines.append(String(piece))
                } else {
                    line = String(piece)
                    lineWidth = measure(piece)
                }
            }
        }
        lines.append(line ?? "")
        return lines
    }

    /// The lines of `paragraphs`, each wrapped; for at most `rows` rows, as many as fill them
    /// (the last holding the rest of its paragraph, ``lines(of:limit:)``) and one more, empty,
    /// when text is left after them.
    func lines(of paragraphs: [Substring], rows: Int?) -> [String] {
        var lines: [String] = []
        for paragraph in paragraphs {
            if let rows, lines.count >= rows { return lines + [""] }
            if measure(paragraph) <= width {
                lines.append(String(paragraph))
            } else {
                lines += self.lines(of: paragraph, limit: rows.map { $0 - lines.count } ?? .max)
            }
        }
        return lines
    }

    /// `word` in pieces of at most `width` (a lone wider cluster excepted); never empty.
    private func split(_ word: Substring, wordWidth: CGFloat) -> [Substring] {
        guard wordWidth > width else { return [word] }
        var pieces: [Substring] = []
        var start = word.startIndex
        var pieceWidth: CGFloat = 0
        for index in word.indices {
            let characterWidth = measureCharacter(word[index])
            if pieceWidth + characterWidth > width, index > start {
                pieces.append(word[start..<index])
                (start, pieceWidth) = (index, 0)
            }
            pieceWidth += characterWidth
        }
        pieces.append(word[start...])
        return pieces
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var trimmed = Substring(self)
        while trimmed.last == character { trimmed.removeLast() }
        return String(trimmed)
    }
}
