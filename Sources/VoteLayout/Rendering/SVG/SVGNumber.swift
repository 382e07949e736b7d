/// Formats SVG coordinates so the same layout always gives the same bytes.
///
/// Values are rounded to 2 decimal places, trailing zeros dropped, never "-0", independent of
/// the locale. Infinite and NaN values are written as 0.
package enum SVGNumber {
    /// The largest magnitude written; beyond it (no real drawing goes there) values are clamped.
    static let limit: Double = 1e12

    package static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(Double(value), -limit), limit)
        let hundredths = Int((clamped * 100).rounded())
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        let sign = hundredths < 0 ? "-" : ""
        switch fraction {
        case 0: return sign + String(whole)
        case let f where f % 10 == 0: return sign + "\(whole).\(f / 10)"
        case let f where f < 10: return sign + "\(whole).0\(f)"
        default: return sign + "\(whole).\(fraction)"
        }
    }
}
