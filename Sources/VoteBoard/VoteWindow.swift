public import Foundation
import VoteCore

/// The time window a board counts: votes cast at or after `since` and before `until`.
public struct VoteWindow: Hashable, Sendable {
    /// The window's start (inclusive), or `nil` for the first vote.
    public var since: Date?
    /// The window's end (exclusive), or `nil` for now and later.
    public var until: Date?

    /// The window of every vote.
    public static let all = VoteWindow(since: nil, until: nil)

    /// A window from `since` (inclusive) to `until` (exclusive).
    public init(since: Date?, until: Date?) {
        (self.since, self.until) = (since, until)
    }

    /// Whether the window holds no vote time at all: `until` at or before `since`, once each is
    /// read as the millisecond it counts from (``VoteTime/bound(_:)``).
    public var isEmpty: Bool {
        guard let since, let until else { return false }
        return VoteTime.bound(until) <= VoteTime.bound(since)
    }

    /// Why an empty window (``isEmpty``) is refused, naming its bounds as the caller's options
    /// or parameters are named (`--since`, `since`): one rule for votectl and votesrv.
    public func emptyRefusal(since sinceName: String, until untilName: String) -> String {
        let bounds = [since, until].compactMap { $0.map(Self.format) }
        return
            "\(sinceName) must be before \(untilName): the window from \(bounds.first ?? "") to \(bounds.last ?? "") holds no time"
    }

    /// How a board counts its votes: "4 votes", or for a window "4 votes cast since …".
    public func countCaption(_ votes: Int) -> String {
        let count = "\(votes) vote\(votes == 1 ? "" : "s")"
        guard let caption else { return count }
        return count + " cast " + caption
    }

    /// "since 2026-11-01T00:00:00Z until 2026-11-20T00:00:00Z", or `nil` for every vote.
    public var caption: String? {
        switch (since, until) {
        case (nil, nil): nil
        case (let since?, nil): "since \(Self.format(since))"
        case (nil, let until?): "until \(Self.format(until))"
        case (let since?, let until?): "since \(Self.format(since)) until \(Self.format(until))"
        }
    }

    /// An instant in ISO 8601, UTC, to the second (as the import and `--since` read it back).
    public static func format(_ date: Date) -> String {
        // To the millisecond the window counts from (its bounds round up to one), shown when not whole.
        let milliseconds = VoteTime.bound(date)
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (second, millisecond) = fraction < 0 ? (seconds - 1, fraction + 1000) : (seconds, fraction)
        let text = ISO8601Timestamp.string(from: Date(timeIntervalSince1970: Double(second)))
        guard millisecond != 0 else { return text }
        let digits = String(millisecond)
        return text.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }
}
