import ArgumentParser
import Foundation

/// `--since`/`--until`: an ISO 8601 time.
struct Timestamp: Hashable, Sendable {
    var date: Date

    /// The forms the message for a bad value shows.
    static let examples = "2026-11-21T18:30:00Z, 2026-11-21 (midnight UTC) or 20261121T183000Z"

    /// Parses an option's value, or says what form it should have.
    static func parse(option: String) -> @Sendable (String) throws -> Timestamp {
        { text in
            guard let date = ISO8601Timestamp.date(from: text) else {
                throw ValidationError(
                    "\(option) \(DisplayText.quoted(text)) is not an ISO 8601 time; write it like \(examples)"
                )
            }
            return Timestamp(date: date)
        }
    }
}
