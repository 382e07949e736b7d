import ArgumentParser
import Foundation
import VoteCore

/// `--since`/`--until`: an ISO 8601 time.
struct Timestamp: Hashable, Sendable {
    var date: Date

    /// Parses an option's value, or says what form it should have.
    static func parse(option: String) -> @Sendable (String) throws -> Timestamp {
        { text in
            guard let date = ISO8601Timestamp.date(from: text) else {
                throw ValidationError(
                    ISO8601Timestamp.refusal(of: "\(option) \(DisplayText.quoted(text))")
                )
            }
            return Timestamp(date: date)
        }
    }
}
