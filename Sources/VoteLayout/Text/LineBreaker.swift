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

    func lines(of paragraph: Substring) -> [String] {
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
            var pieces = split(word, wordWidth: wordWidth)
            let last = pieces.removeLast()
            lines += pieces
            line = last
            lineWidth = measure(Substring(last))
        }
        lines.append(line ?? "")
        return lines
    }

    /// `word` in pieces of at most `width` (a lone wider cluster excepted); never empty.
    private func split(_ word: Substring, wordWidth: CGFloat) -> [String] {
        guard wordWidth > width else { return [String(word)] }
        var pieces: [String] = []
        var piece = ""
        var pieceWidth: CGFloat = 0
        for character in word {
            let characterWidth = measureCharacter(character)
            if pieceWidth + characterWidth > width, !piece.isEmpty {
                pieces.append(piece)
                (piece, pieceWidth) = ("", 0)
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        pieces.append(piece)
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
