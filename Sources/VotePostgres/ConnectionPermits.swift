import Synchronization

/// At most a fixed number of holders at once; the others wait in arrival order, each for at most
/// the time it can afford.
///
/// The pool lends its connections to whoever asks first. ``PostgresPooledStore`` keeps some for
/// its writer and its listener by making the readers and the administrators' changes (which then
/// wait for one of NIO's few blocking threads while holding their connection) take a permit
/// first: however many read requests arrive at once, votes still find a connection.
final class ConnectionPermits: Sendable {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var available: Int
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
    }

    private let state: Mutex<State>

    /// Permits for `count` holders at once (at least one).
    init(count: Int) {
        state = Mutex(State(available: max(1, count)))
    }

    /// Takes a permit, waiting at most `wait` for one; `false` when none came in time.
    func acquire(waitingAtMost wait: Duration) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let queued: UInt64? = state.withLock { state in
                if state.available > 0 {
                    state.available -= 1
                    return nil
                }
                state.nextID += 1
                state.waiters.append(Waiter(id: state.nextID, continuation: continuation))
                return state.nextID
            }
            guard let queued else { return continuation.resume(returning: true) }
            Task {
                try? await Task.sleep(for: wait)
                // Whoever takes the waiter out resumes it: a release, or this.
                let expired = state.withLock { state in
                    state.waiters.firstIndex { $0.id == queued }.map { state.waiters.remove(at: $0) }
                }
                expired?.continuation.resume(returning: false)
            }
        }
    }

    /// Gives a permit back, to the longest waiting, if any.
    func release() {
        let next = state.withLock { state -> Waiter? in
            guard !state.waiters.isEmpty else {
                state.available += 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume(returning: true)
    }
}
