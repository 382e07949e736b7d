#if canImport(Glibc)
import Glibc
#endif

/// Checks `condition` every 20 ms until it holds or `limit` has passed; returns how long it
/// took to hold, or `nil` if it never did. Every wait on another process's progress goes
/// through here, so none waits without a deadline.
@discardableResult
public func poll(for limit: Duration, _ condition: () throws -> Bool) rethrows -> Duration? {
    CooperativePoolGuard.check("poll(for:) without await")
    let start = ContinuousClock.now
    while true {
        if try condition() { return ContinuousClock.now - start }
        if ContinuousClock.now - start >= limit { return nil }
        usleep(20_000)
    }
}

/// ``poll(for:_:)`` for a condition that must be awaited; the wait between checks suspends
/// rather than blocking a thread.
@discardableResult
public func poll(for limit: Duration, _ condition: () async throws -> Bool) async rethrows -> Duration? {
    let start = ContinuousClock.now
    while true {
        if try await condition() { return ContinuousClock.now - start }
        if ContinuousClock.now - start >= limit { return nil }
        try? await Task.sleep(for: .milliseconds(20))
    }
}
