/// A colour as the renderers draw it: sRGB components, an opacity, and the terminal colour
/// that stands for it.
struct RenderColor: Hashable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var opacity: Double
    /// The terminal colour drawn for it, or `nil` for the terminal's own foreground.
    var terminal: TerminalColor?

    init(red: UInt8, green: UInt8, blue: UInt8, opacity: Double = 1, terminal: TerminalColor?) {
        (self.red, self.green, self.blue, self.opacity, self.terminal) = (red, green, blue, opacity, terminal)
    }

    /// `#rrggbb`, lowercase.
    var hex: String {
        "#"
            + [red, green, blue]
            .map { component in
                let digits = String(component, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }
            .joined()
    }

    /// Whether drawing this colour changes anything.
    var isVisible: Bool { opacity > 0 }

    /// SwiftUI's default tint (`accentColor`, system blue), used for progress bars and buttons.
    static let accent = RenderColor(Color.accentColor)
    /// SwiftUI's default foreground (`primary` in light mode); the terminal's own foreground.
    static let primary = RenderColor(Color.primary)
    /// The track behind a progress bar.
    static let track = RenderColor(red: 229, green: 229, blue: 234, terminal: .ansi(8))
    /// The separator colour of a `Divider`.
    static let separator = RenderColor(red: 198, green: 198, blue: 200, terminal: .ansi(8))
}

extension RenderColor {
    /// The colour drawn for `color`: its sRGB components, and in a terminal the ANSI colour
    /// named like it (so the user's terminal theme applies), or 24-bit colour for custom colours.
    init(_ color: Color) {
        let value = color.resolved
        func byte(_ component: Double) -> UInt8 {
            UInt8((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
        }
        let (red, green, blue) = (byte(value.red), byte(value.green), byte(value.blue))
        let terminal = color.name.flatMap { Self.terminalColors[$0] } ?? .some(.rgb(red: red, green: green, blue: blue))
        self.init(red: red, green: green, blue: blue, opacity: value.opacity, terminal: terminal)
    }

    /// SwiftUI's standard colours in a terminal: the 16 ANSI colours where one fits, else the
    /// nearest xterm 256-colour entry; `primary` is the terminal's default foreground.
    private static let terminalColors: [String: TerminalColor?] = [
        "primary": nil,
        "black": .ansi(0), "red": .ansi(1), "green": .ansi(2), "yellow": .ansi(3), "blue": .ansi(4),
        "accentColor": .ansi(4), "purple": .ansi(5), "cyan": .ansi(6), "teal": .ansi(6), "white": .ansi(15),
        "gray": .ansi(8), "secondary": .ansi(8), "pink": .ansi(13), "mint": .ansi(14),
        "orange": .palette(208), "indigo": .palette(62), "brown": .palette(137),
    ]
}
