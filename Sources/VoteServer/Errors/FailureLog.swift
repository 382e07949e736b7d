import Logging
import Synchronization

/// Logs failures answered to clients without their words (a statement the database server
/// failed, a database that cannot be used), each the first time it is met and again at most
/// every ``interval`` while it repeats: every request failing the same way must not flood the log.
final class FailureLog: Sendable {
    /// How long the same failure goes unlogged once logged.
    static let interval: Duration = .seconds(10)
    /// The server's one log of them.
    static let shared = FailureLog()

    private let last = Mutex<(text: String, at: ContinuousClock.Instant)?>(nil)

    /// Logs `error` as an error on `logger`, unless it was the last logged, within ``interval``.
    func record(_ error: any Error, on logger: Logger) {
        let text = "\(error)"
        let now = ContinuousClock.now
        let due = last.withLock { last in
            guard last.map({ $0.text != text || now - $0.at >= Self.interval }) ?? true else { return false }
            last = (text, now)
            return true
        }
        if due { logger.error("Request failed", metadata: ["error": "\(text)"]) }
    }
}
