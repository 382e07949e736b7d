/// The colours of one terminal cell; `nil` is the terminal's default.
struct CellStyle: Hashable {
    var foreground: TerminalColor?
    var background: TerminalColor?

    var isPlain: Bool { foreground == nil && background == nil }

    /// This style drawn over `below`: a missing background lets the one below show through.
    func layered(over below: CellStyle) -> CellStyle {
        CellStyle(foreground: foreground, background: background ?? below.background)
    }

    /// The SGR sequence that selects this style, or "" for the default style.
    var sgr: String {
        let parameters = [foreground?.sgrParameters(foreground: true), background?.sgrParameters(foreground: false)]
            .compactMap { $0 }
        return parameters.isEmpty ? "" : SGR.sequence(parameters.joined(separator: ";"))
    }
}

/// ANSI Select Graphic Rendition escape sequences.
enum SGR {
    static let reset = "\u{1B}[0m"

    static func sequence(_ parameters: String) -> String {
        "\u{1B}[" + parameters + "m"
    }
}
