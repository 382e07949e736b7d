import VoteBoard
import VoteCore

/// The podium sizes votesrv draws: `WIDTHxHEIGHT` in whole points, each side from 1 to 9,999,
/// written without sign, fraction, exponent or leading zero (the pattern `openapi.yaml` gives).
///
/// Whole, bounded sides keep each drawing's cost bounded and every size one exact spelling, so
/// a cache key cannot be multiplied by writing one size many ways (`300`, `300.0`, `3e2`).
enum PodiumQuery {
    /// The sides a served podium may have, in points.
    static let sides: ClosedRange<Int> = 1...9_999

    /// The size `text` names, or `nil` when it breaks the rule.
    static func size(parsing text: String) -> PodiumSize? {
        let parts = text.utf8.split(omittingEmptySubsequences: false) {
            $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X")
        }
        guard parts.count == 2, let width = side(parts[0]), let height = side(parts[1]) else { return nil }
        return PodiumSize(width: Double(width), height: Double(height))
    }

    /// Why `text` is refused, and how to write a size.
    static func refusal(of text: String) -> String {
        "podium=\(text.debugDescription) is not a podium size votesrv draws; write it as WIDTHxHEIGHT in "
            + "whole points, each from \(sides.lowerBound) to \(sides.upperBound), like 300x300."
    }

    private static func side(_ digits: Substring.UTF8View) -> Int? {
        guard let first = digits.first, first != UInt8(ascii: "0"), digits.count <= 4,
            digits.allSatisfy(\.isASCIIDigit)
        else { return nil }
        let value = digits.reduce(0) { $0 * 10 + $1.asciiDigitValue }
        return sides.contains(value) ? value : nil
    }
}
