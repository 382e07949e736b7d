import Glibc

/// How the board is drawn: its width, whether to use colour, and whether to stay within ASCII.
///
/// Each decision is made once, from the flags, the environment and the output stream, and used
/// everywhere (the README's "votectl" section lists them).
struct TerminalSettings: Hashable, Sendable {
    /// Columns available to the board.
    var width: Int
    /// Whether to emit ANSI colour.
    var usesColor: Bool
    /// Whether to draw bars and rules with ASCII only.
    var isASCII: Bool

    /// The widths `--width` accepts; `$COLUMNS` and the terminal's width are clamped to them.
    static let widthRange = 10...1000

    private static func clamped(_ columns: Int) -> Int {
        min(max(columns, widthRange.lowerBound), widthRange.upperBound)
    }

    /// When to colour the output, as `--color` says.
    enum ColorChoice: String, CaseIterable, Sendable {
        case auto, always, never
    }

    /// The width: `--width`, else a positive `COLUMNS`, else the terminal's (`TIOCGWINSZ` on
    /// `descriptor`), else 80.
    static func width(explicit: Int?, environment: Environment, descriptor: Int32 = 1) -> Int {
        widthAndOrigin(explicit: explicit, environment: environment, descriptor: descriptor).columns
    }

    /// ``width(explicit:environment:descriptor:)``, with where it came from as a message names it:
    /// "--width 30", "$COLUMNS=5, raised to 10", "the terminal's 200 columns, cut to 1000".
    static func widthAndOrigin(explicit: Int?, environment: Environment, descriptor: Int32 = 1)
        -> (columns: Int, origin: String)
    {
        if let explicit { return (explicit, "--width \(explicit)") }
        // $COLUMNS and the terminal are clamped to the range --width accepts.
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return clamped(columns, origin: "$COLUMNS=\(columns)")
        }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return clamped(Int(size.ws_col), origin: "the terminal's \(size.ws_col) columns")
        }
        return (80, "the default")
    }

    private static func clamped(_ columns: Int, origin: String) -> (columns: Int, origin: String) {
        let used = clamped(columns)
        guard used != columns else { return (used, origin) }
        return (used, origin + (used > columns ? ", raised to \(used)" : ", cut to \(used)"))
    }

    /// Whether to colour: `--color always|never` wins, then `NO_COLOR` (non-empty) turns colour off,
    /// `FORCE_COLOR`/`CLICOLOR_FORCE` (set, not `0`) turns it on, `TERM=dumb` turns it off, and
    /// otherwise colour goes to a terminal only.
    static func usesColor(_ choice: ColorChoice, environment: Environment, isTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
            if let value = environment[name], !value.isEmpty, value != "0" { return true }
        }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }

    /// Whether to stay within ASCII: `--ascii`, `TERM=dumb`, or a locale (`LC_ALL`, else `LC_CTYPE`,
    /// else `LANG`) that does not say UTF-8.
    static func isASCII(explicit: Bool, environment: Environment) -> Bool {
        if explicit || environment["TERM"] == "dumb" { return true }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return !Self.namesUTF8(locale)
    }

    /// Whether a locale name such as `en_US.UTF-8` or `C.utf8` names the UTF-8 encoding, ignoring case.
    ///
    /// Compared on bytes: `String.contains(_:)` with a string is `_StringProcessing` generic code that
    /// the runtime must first look up, a tenth of the board's own work.
    static func namesUTF8(_ locale: String) -> Bool {
        let bytes = locale.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }  // ASCII lower case
        let candidates: [[UInt8]] = [Array("utf-8".utf8), Array("utf8".utf8)]
        return candidates.contains { candidate in
            bytes.count >= candidate.count
                && (0...(bytes.count - candidate.count))
                    .contains { start in
                        bytes[start..<(start + candidate.count)].elementsEqual(candidate)
                    }
        }
    }
}
