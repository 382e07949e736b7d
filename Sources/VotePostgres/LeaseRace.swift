import Synchronization

/// Decides, under a lock, whether a lease came in time or the wait was given up first, so a body
/// never starts on a connection whose wait was given up.
final class LeaseRace: Sendable {
    private let state = Mutex<(leased: Bool, gaveUp: Bool)>((false, false))

    /// Called with the connection: whether the body may run.
    func begin() -> Bool {
        state.withLock { state in
            if !state.gaveUp { state.leased = true }
            return state.leased
        }
    }

    /// Called when the wait is over: whether the lease is given up (none came).
    func giveUp() -> Bool {
        state.withLock { state in
            if !state.leased { state.gaveUp = true }
            return state.gaveUp
        }
    }

    var gaveUp: Bool { state.withLock { $0.gaveUp } }
}
