import VoteCore

/// Which lines an outage of the database gets in the log: one when it begins, with the best reason
/// known, one when its cause becomes another failure (a password changed while the server was
/// down), and one when it ends, with how long it lasted.
///
/// A connection lost, or not made, is not logged as such: all the writer knows then is that no
/// answer came, and its next attempt asks the server why (``OutageCause``), so the line waits for
/// that attempt. Nor are the network's changing words while a server is down (refused, no such
/// socket, timed out): they are one cause, the server out of reach.
struct OutageLog: Sendable, Equatable {
    enum Line: Equatable {
        case began(VoteStoreError)
        case changed(VoteStoreError)
        /// The outage that began with a logged line ended after the given time.
        case ended(after: Duration)
        /// A connection was lost and made again before any line said why it was lost.
        case recovered(VoteStoreError, after: Duration)
    }

    private var logged: VoteStoreError?
    private var unexplained: VoteStoreError?
    private var began: ContinuousClock.Instant?

    /// Takes `outage` (`nil`: the database was reached) as the writer's state at `now`; returns the
    /// line to log, if any. `isExplained` is false for a failure the writer is about to explain.
    mutating func record(_ outage: VoteStoreError?, isExplained: Bool, now: ContinuousClock.Instant) -> Line? {
        guard let outage else {
            defer { (logged, unexplained, began) = (nil, nil, nil) }
            guard let began else { return nil }
            if logged != nil { return .ended(after: now - began) }
            return unexplained.map { .recovered($0, after: now - began) }
        }
        if began == nil { began = now }
        guard isExplained else {
            if logged == nil { unexplained = outage }
            return nil
        }
        guard let logged else {
            self.logged = outage
            return .began(outage)
        }
        guard outage != logged, !(outage.isServerUnreachable && logged.isServerUnreachable) else { return nil }
        self.logged = outage
        return .changed(outage)
    }
}
