package import Foundation

/// A vote's time as both engines store it (`vote.at`): Unix milliseconds.
package enum VoteTime {
    /// The vote times PetVote stores: about ±290 million years, kept a
    /// little inside `Int64` so that rounding a time to its hour (``HourlyWindow``) cannot overflow.
    package static let storableMilliseconds: ClosedRange<Int64> = -9_200_000_000_000_000_000...9_200_000_000_000_000_000

    /// Unix time in whole milliseconds, as stored in `vote.at` (to the nearest, by default);
    /// clamps dates outside ``storableMilliseconds`` to its ends.
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

    /// The first whole millisecond at or after `date`: where a window bounded by `date` begins or
    /// ends. A vote stored at millisecond `t` is in `since ..< until` exactly when
    /// `bound(since) <= t < bound(until)`.
    ///
    /// A `Date` holds a time as binary seconds, so a bound written to the millisecond
    /// (`18:30:00.202Z`) reads back a hair above or below it; rounded straight up, one in two
    /// would count from the next millisecond. A time within a microsecond of a whole millisecond
    /// (within four units of the last place of its milliseconds, where that is more: about 1 µs
    /// in 2026, 2 µs in 2100) is that millisecond; so bounds are read to a few microseconds.
    package static func bound(_ date: Date) -> Int64 {
        let exact = date.timeIntervalSince1970 * 1000
        let nearest = exact.rounded()
        let tolerance = Swift.max(0.001, 4 * exact.ulp)
        let isWhole = abs(exact - nearest) < tolerance
        return milliseconds(since1970: date, rounding: isWhole ? .toNearestOrAwayFromZero : .up)
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
