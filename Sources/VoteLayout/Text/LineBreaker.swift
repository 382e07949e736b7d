/// Greedy word wrapping of one paragraph into lines at most `width` terminal cells wide.
///
/// Breaks at spaces; the spaces at a break are dropped, on both sides. A word wider than `width` is split
/// between grapheme clusters, each piece as wide as fits; a single cluster wider than `width`
/// still gets a line of its own.
struct LineBreaker {
    /// The widest a line may be, in cells; at least 1.
    let width: Int

    func lines(of paragraph: Substring) -> [String] {
        var lines: [String] = []
        var line: String?
        var lineWidth = 0

        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = word.terminalDisplayWidth
            if let current = line {
                if lineWidth + 1 + wordWidth <= width {
                    line = current + " " + word
                    lineWidth += 1 + wordWidth
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
            lineWidth = last.terminalDisplayWidth
        }
        lines.append(line ?? "")
        return lines
    }

    /// `word` in pieces of at most `width` cells (a lone wider cluster excepted); never empty.
    private func split(_ word: Substring, wordWidth: Int) -> [String] {
        guard wordWidth > width else { return [String(word)] }
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            let cells = character.terminalDisplayWidth
            if pieceWidth + cells > width, !piece.isEmpty {
                pieces.append(piece)
                (piece, pieceWidth) = ("", 0)
            }
            piece.append(character)
            pieceWidth += cells
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
