/// A terminal colour: one of the 16 ANSI colours, a 256-colour palette index, or 24-bit RGB.
enum TerminalColor: Hashable {
    /// 0–7 are black, red, green, yellow, blue, magenta, cyan, white; 8–15 their bright forms.
    case ansi(UInt8)
    /// An index into the xterm 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The SGR parameters that select this colour as the foreground or the background.
    func sgrParameters(foreground: Bool) -> String {
        switch self {
        case .ansi(let index) where index < 8:
            return String((foreground ? 30 : 40) + Int(index))
        case .ansi(let index):
            return String((foreground ? 90 : 100) + Int(index & 7))
        case .palette(let index):
            return (foreground ? "38;5;" : "48;5;") + String(index)
        case .rgb(let red, let green, let blue):
            return (foreground ? "38;2;" : "48;2;") + "\(red);\(green);\(blue)"
        }
    }
}
