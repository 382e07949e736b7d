import Foundation
import Hummingbird
import VoteBoard
import VoteCore

/// The query parameters the board routes share, parsed with the words votectl uses for the same
/// options. Which routes take which parameters, and the refusal of others, is ``QueryRules``.
extension Request {
    /// `podium=WxH`, or the standard 300x300.
    func podiumSize() throws -> PodiumSize {
        guard let text = uri.queryParameters.get("podium") else { return .standard }
        guard let size = PodiumQuery.size(parsing: text) else { throw ServerProblem.invalidPodium(text) }
        return size
    }

    /// `since` and `until` as ISO 8601 times, checked to make a window that holds some time.
    func voteWindow() throws -> VoteWindow {
        let window = VoteWindow(since: try time(named: "since"), until: try time(named: "until"))
        if window.isEmpty { throw ServerProblem.invertedWindow(window) }
        return window
    }

    private func time(named name: String) throws -> Date? {
        guard let text = uri.queryParameters.get(name) else { return nil }
        guard let date = ISO8601Timestamp.date(from: text) else {
            throw ServerProblem.invalidTime(parameter: name, text: text)
        }
        return date
    }

    /// A yes/no query flag, `true` or `false` as JSON and OpenAPI write booleans; absent is false.
    func flag(_ name: String) throws -> Bool {
        switch uri.queryParameters.get(name) {
        case nil, "false"?: return false
        case "true"?: return true
        case let text?: throw ServerProblem.invalidFlag(parameter: name, text: text)
        }
    }
}
