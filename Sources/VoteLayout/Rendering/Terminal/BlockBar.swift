/// Horizontal bars drawn with block characters, the leaderboard's bars in a terminal.
///
/// `cells = fraction × width`, rounded once to eighths of a cell; the whole cells are `█`
/// and the remainder one of `▏▎▍▌▋▊▉`. The ASCII form draws `#` for whole cells only.
package enum BlockBar {
    private static let partials: [String] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A bar `fraction` (clamped to 0…1) of `width` cells long, never wider than `width`.
    ///
    /// ```swift
    /// BlockBar.bar(fraction: 7.0 / 11.0, width: 20)               // "████████████▊"
    /// BlockBar.bar(fraction: 7.0 / 11.0, width: 20, ascii: true)  // "############"
    /// ```
    package static func bar(fraction: Double, width: Int, ascii: Bool = false) -> String {
        let eighths = eighths(fraction: fraction, width: width)
        let whole = eighths / 8
        if ascii { return String(repeating: "#", count: whole) }
        return String(repeating: "█", count: whole) + partials[eighths % 8]
    }

    /// The bar's length in eighths of a cell: `round(fraction × width × 8)`, the one rounding.
    package static func eighths(fraction: Double, width: Int) -> Int {
        guard width > 0, fraction.isFinite else { return 0 }
        let clamped = min(max(fraction, 0), 1)
        return Int((clamped * Double(width) * 8).rounded())
    }
}
