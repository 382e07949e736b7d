package import Foundation

/// A vote's time as both engines store it (`vote.at`): Unix milliseconds.
package enum VoteTime {
    /// The vote times PetVote stores: about ±290 million years, kept a
    /// little inside `Int64` so that rounding a time to its hour (``HourlyWindow``) cannot overflow.
    package static let storableMilliseconds: ClosedRange<Int64> = -9_200_000_000_000_000_000...9_200_000_000_000_000_000

    /// Unix time in whole milliseconds, as stored in `vote.at` (to the nearest, by default);
    /// clamps dates outside ``storableMilliseconds`` to its ends.
    ///
    /// A window's bounds are rounded up: a vote stored at millisecond `t` is in `since ..< until`
    /// exactly when `ceil(since) <= t < ceil(until)`, however finely the bounds were written.
    package static func milliseconds(
        since1970 date: Date,
        rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(rule)
        let range = Double(storableMilliseconds.lowerBound)...Double(storableMilliseconds.upperBound)
        guard milliseconds.isFinite else {
            return milliseconds < 0 ? storableMilliseconds.lowerBound : storableMilliseconds.upperBound
        }
        return Int64(exactly: milliseconds.clamped(to: range)) ?? 0
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
