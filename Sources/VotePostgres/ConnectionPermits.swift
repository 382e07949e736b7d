import DequeModule
import Synchronization

/// At most a fixed number of holders at once; the others wait in arrival order, each for at most
/// the time it can afford.
///
/// The pool lends its connections to whoever asks first. ``PostgresPooledStore`` keeps some for
/// its writer and its listener by making the readers and the administrators' changes (which then
/// wait for one of NIO's few blocking threads while holding their connection) take a permit
/// first: however many read requests arrive at once, votes still find a connection.
///
/// A flood of waiters costs each of them constant time: the queue is a `Deque` of ids, a waiter
/// that gave up leaves only its id there (skipped when a permit comes to it), and a waiter given a
/// permit cancels its timer rather than leave it sleeping out its wait.
final class ConnectionPermits: Sendable {
    private struct Waiter {
        let continuation: CheckedContinuation<Bool, Never>
        let timer: Task<Void, Never>
    }

    private struct State {
        var available: Int
        /// The waiting ids in arrival order; some may have given up (no longer in `waiters`).
        var queue: Deque<UInt64> = []
        var waiters: [UInt64: Waiter] = [:]
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
            let granted = state.withLock { state in
                if state.available > 0 {
                    state.available -= 1
                    return true
                }
                state.nextID += 1
                let id = state.nextID
                // Whoever takes the waiter out resumes it: a release, or its timer.
                let timer = Task { [weak self] in
                    guard (try? await Task.sleep(for: wait)) != nil else { return }
                    self?.expire(id)
                }
                state.queue.append(id)
                state.waiters[id] = Waiter(continuation: continuation, timer: timer)
                return false
            }
            if granted { continuation.resume(returning: true) }
        }
    }

    /// Gives a permit back, to the longest waiting, if any.
    func release() {
        let next = state.withLock { state -> Waiter? in
            while let id = state.queue.popFirst() {
                if let waiter = state.waiters.removeValue(forKey: id) { return waiter }
            }
            state.available += 1
            return nil
        }
        next?.timer.cancel()
        next?.continuation.resume(returning: true)
    }

    /// The waiter `id` gave up, unless a permit came to it first. The ids of those who gave up
    /// are swept from the queue once they outnumber the waiting, so it stays as long as they are.
    private func expire(_ id: UInt64) {
        let expired = state.withLock { state in
            let expired = state.waiters.removeValue(forKey: id)
            if state.queue.count > 2 * state.waiters.count + 64 {
                let waiters = state.waiters
                state.queue.removeAll { waiters[$0] == nil }
            }
            return expired
        }
        expired?.continuation.resume(returning: false)
    }

    /// How many wait for a permit, and how many places the queue holds (theirs, and those of
    /// waiters who gave up and are not swept yet), for tests.
    var waiting: (waiters: Int, places: Int) { state.withLock { ($0.waiters.count, $0.queue.count) } }
}
