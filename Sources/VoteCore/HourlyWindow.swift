package import Foundation

/// A time window `lower ..< upper` (Unix milliseconds) cut where the tallies can answer it.
///
/// Windowed standings sum the tallies of the whole hours inside the window (per day where whole
/// days are, see ``dayCut``) and the vote rows of the two partial hours at its edges, so a window
/// costs the tally rows of its hours or days plus the votes of at most two hours, instead of
/// every vote in the window, and is exact to the millisecond at both edges. A window inside one
/// hour is read from the vote rows alone.
package struct HourlyWindow: Equatable {
    /// The length of the hourly tally's buckets: one hour, in milliseconds.
    package static let hour: Int64 = 3_600_000
    /// The length of the daily tally's buckets: 24 hours (Unix time has no leap seconds), each
    /// starting at midnight UTC.
    package static let day: Int64 = 24 * hour

    /// Read from vote rows: from the window's start to its first whole hour.
    package let head: Range<Int64>
    /// Read from `hourly_tally`: the starts of the whole hours inside the window.
    package let hours: Range<Int64>
    /// Read from vote rows: from the end of the last whole hour to the window's end.
    package let tail: Range<Int64>

    /// Cuts the window of the votes cast from `since` (included) until `until` (excluded), each
    /// bound read as the millisecond it counts from (``VoteTime/bound(_:)``), as vote times are
    /// stored in whole ones.
    package init(since: Date?, until: Date?) {
        self.init(
            lower: since.map(VoteTime.bound),
            upper: until.map(VoteTime.bound)
        )
    }

    /// Cuts the window from `lower` (included; `nil` for no start) to `upper` (excluded; `nil`
    /// for no end). Bounds outside ``VoteTime/storableMilliseconds`` are clamped to it.
    package init(lower: Int64?, upper: Int64?) {
        let range = VoteTime.storableMilliseconds
        let lower = lower.map { min(max($0, range.lowerBound), range.upperBound) }
        let upper = upper.map { min(max($0, range.lowerBound), range.upperBound) }
        if let lower, let upper, lower >= upper {
            (head, hours, tail) = (lower..<lower, lower..<lower, lower..<lower)
            return
        }
        let firstHour = lower.map(Self.hourCeiling) ?? .min
        let endHour = upper.map(Self.hourStart) ?? .max
        guard firstHour < endHour else {
            // No whole hour inside: the window lies within one or two partial hours.
            let all = (lower ?? .min)..<(upper ?? .max)
            (head, hours, tail) = (all, all.upperBound..<all.upperBound, all.upperBound..<all.upperBound)
            return
        }
        head = (lower ?? firstHour)..<firstHour
        hours = firstHour..<endHour
        tail = endHour..<(upper ?? endHour)
    }

    /// ``hours`` cut again at midnight UTC, for a store that tallies votes per day as well: the
    /// whole days inside, and the whole hours before the first of them and after the last (at
    /// most 23 each). With no whole day inside, every hour is a leading one.
    package var dayCut: (leadingHours: Range<Int64>, days: Range<Int64>, trailingHours: Range<Int64>) {
        // An open end (`.min` or `.max`) stays open: every day before or after is whole.
        let firstDay = hours.lowerBound == .min ? .min : Self.ceiling(hours.lowerBound, to: Self.day)
        let endDay = hours.upperBound == .max ? .max : Self.floor(hours.upperBound, to: Self.day)
        let end = hours.upperBound
        guard firstDay < endDay else { return (hours, end..<end, end..<end) }
        return (hours.lowerBound..<firstDay, firstDay..<endDay, endDay..<end)
    }

    /// The bounds ``SQL/windowStandings`` binds to `?1 … ?10`, in order: the hours holding the
    /// head, the head, the whole hours, the hours holding the tail, the tail.
    package var queryBounds: [Int64] {
        [Self.hours(holding: head), head, hours, Self.hours(holding: tail), tail]
            .flatMap { [$0.lowerBound, $0.upperBound] }
    }

    /// Whether the whole hours are better summed as everything minus the hours outside the
    /// window: when, of the hours that hold votes (`first...last`, hour starts), more lie inside
    /// ``hours`` than outside. "Everything since 1970" then reads no hourly row at all, and no
    /// window reads more than half of them.
    package func countsOutside(storedHours: ClosedRange<Int64>?) -> Bool {
        guard let storedHours else { return false }
        let lower = max(hours.lowerBound, storedHours.lowerBound)
        let upper = min(hours.upperBound, storedHours.upperBound + Self.hour)
        let all = (storedHours.upperBound - storedHours.lowerBound) / Self.hour + 1
        let inside = upper > lower ? (upper - lower) / Self.hour : 0
        return inside > all - inside
    }

    /// The hours holding the milliseconds of `range` (a ``head`` or ``tail``), by their starts:
    /// where the `vote_hour` index finds its vote rows. Empty for an empty range.
    package static func hours(holding range: Range<Int64>) -> Range<Int64> {
        guard !range.isEmpty else { return 0..<0 }
        return hourStart(range.lowerBound)..<(hourStart(range.upperBound - 1) + hour)
    }

    /// The start of the hour holding `milliseconds` (rounded down, also before 1970).
    package static func hourStart(_ milliseconds: Int64) -> Int64 {
        floor(milliseconds, to: hour)
    }

    /// `milliseconds` itself when it starts an hour, else the start of the next hour.
    static func hourCeiling(_ milliseconds: Int64) -> Int64 {
        ceiling(milliseconds, to: hour)
    }

    /// The start of the `length`-long bucket holding `milliseconds`, counted from 1970 (rounded
    /// down, also before 1970).
    static func floor(_ milliseconds: Int64, to length: Int64) -> Int64 {
        let offset = milliseconds % length
        return milliseconds - (offset < 0 ? offset + length : offset)
    }

    /// `milliseconds` itself when it starts a `length`-long bucket, else the next bucket's start.
    static func ceiling(_ milliseconds: Int64, to length: Int64) -> Int64 {
        let start = floor(milliseconds, to: length)
        return start == milliseconds ? start : start + length
    }
}
