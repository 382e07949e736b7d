import Synchronization

/// Wakes the writer's loop when work arrives, or after a timeout if none does: a signal given
/// while the loop is busy is kept, and ends its next wait at once.
final class WakeSignal: Sendable {
    private let state = Mutex<(pending: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    /// Ends the wait in progress, or else the next one.
    func signal() {
        let waiter = state.withLock { state in
            guard let waiter = state.waiter else {
                state.pending = true
                return nil as CheckedContinuation<Void, Never>?
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Returns once signalled, or after `timeout`.
    func wait(timeout: Duration) async {
        if state.withLock({ state in
            defer { state.pending = false }
            return state.pending
        }) {
            return
        }
        let timer = Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            self.signal()
        }
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let signalled = state.withLock { state in
                if state.pending {
                    state.pending = false
                    return true
                }
                state.waiter = waiter
                return false
            }
            if signalled { waiter.resume() }
        }
        timer.cancel()
    }
}
