import ArgumentParser
import Foundation

/// `--since`/`--until`: an ISO 8601 time.
struct Timestamp: ExpressibleByArgument, Hashable, Sendable {
    var date: Date

    init?(argument: String) {
        guard let date = ISO8601Timestamp.date(from: argument) else { return nil }
        self.date = date
    }
}
