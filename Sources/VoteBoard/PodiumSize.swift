import VoteCore

/// The podium area in points, as `--podium WxH` and `?podium=WxH` give it.
public struct PodiumSize: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// The sample's podium: 300 by 300 points.
    public static let standard = PodiumSize(width: 300, height: 300)

    /// The sides a podium may have, in points.
    public static let sideRange: ClosedRange<Double> = 1...100_000

    /// A podium of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (or `WXH`), each side a number of points in ``sideRange`` written in digits
    /// with at most a decimal point (no sign, exponent, space or NUL); `nil` otherwise.
    public init?(parsing text: String) {
        guard text.utf8.allSatisfy({ $0.isASCIIDigit || $0 == 0x2E || $0 == 0x78 || $0 == 0x58 }) else {
            return nil
        }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            Self.sideRange.contains(width), Self.sideRange.contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// Why `text`, given as `label` (votectl's `--podium `), is no podium size, and how to write
    /// one. (votesrv draws smaller podiums, whole points only, and words its own rule.)
    public static func refusal(of text: String, as label: String) -> String {
        "\(label)\(text) is not a podium size; write it as WIDTHxHEIGHT in points, each from "
            + "\(grouped(sideRange.lowerBound)) to \(grouped(sideRange.upperBound)), like 300x300"
    }

    /// A whole number with thousands separated by commas: 100,000.
    private static func grouped(_ value: Double) -> String {
        var digits = String(Int(value))
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    /// `WxH` with whole sides, as the help shows the default.
    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    private static func format(_ side: Double) -> String {
        side == side.rounded() ? String(Int(side)) : String(side)
    }
}
