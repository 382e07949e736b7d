import Foundation
import Hummingbird
import VoteBoard
import VoteStore

/// The query parameters the board routes share, parsed with the words votectl uses for the same
/// options.
extension Request {
    /// `podium=WxH`, or the standard 300x300.
    func podiumSize() throws -> PodiumSize {
        guard let text = uri.queryParameters.get("podium") else { return .standard }
        guard let size = PodiumSize(parsing: text) else {
            throw ServerProblem.badRequest(PodiumSize.refusal(of: text, as: "podium=") + ".")
        }
        return size
    }

    /// `since` and `until` as ISO 8601 times, checked to make a window that is not inverted.
    func voteWindow() throws -> VoteWindow {
        let since = try time(named: "since")
        let until = try time(named: "until")
        if let since, let until, since > until {
            throw ServerProblem.badRequest("since must not be after until; swap them or drop one.")
        }
        return VoteWindow(since: since, until: until)
    }

    private func time(named name: String) throws -> Date? {
        guard let text = uri.queryParameters.get(name) else { return nil }
        guard let date = ISO8601Timestamp.date(from: text) else {
            throw ServerProblem.badRequest(
                "\(name)=\(text) is not an ISO 8601 time; write it like \(ISO8601Timestamp.examples)."
            )
        }
        return date
    }

    /// A yes/no query flag (`force=true`); absent is no.
    func flag(_ name: String) throws -> Bool {
        switch uri.queryParameters.get(name)?.lowercased() {
        case nil, "false", "0", "no": return false
        case "true", "1", "yes", "": return true
        case let other?:
            throw ServerProblem.badRequest(
                "\(name)=\(other) is not a yes/no value; write \(name)=true or \(name)=false."
            )
        }
    }
}
