import VoteLayout

/// A deterministic test measurer: one unit per character, one unit per line; narrower
/// proposals wrap at spaces (or inside a word longer than the width).
struct CharacterMeasurer: TextMeasurer {
    func layout(_ text: String, in proposal: ProposedViewSize) -> TextLayout {
        guard let width = proposal.width, CGFloat(text.count) > width else {
            return TextLayout(size: CGSize(width: CGFloat(text.count), height: 1), lines: [text])
        }
        let limit = max(Int(width), 1)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= limit {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while rest.count > limit {
                lines.append(String(rest.prefix(limit)))
                rest = String(rest.dropFirst(limit))
            }
            current = rest
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        let widest = lines.map(\.count).max() ?? 0
        return TextLayout(size: CGSize(width: CGFloat(widest), height: CGFloat(lines.count)), lines: lines)
    }
}

/// Lays out `view` with the character measurer.
func layOut<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> ViewLayout {
    ViewLayout(view, in: proposal, measurer: CharacterMeasurer())
}

extension LayoutNode {
    /// The frames of the children, in order.
    var childFrames: [CGRect] { children.map(\.frame) }
}
