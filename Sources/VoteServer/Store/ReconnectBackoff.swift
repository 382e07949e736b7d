/// The waits between attempts to reach the database again: exponential from ``base``, capped at
/// ``cap``, each drawn at random between half and all of its step ("equal jitter"), so hosts that
/// lost the same server do not all come back at the same instant, and none waits longer than
/// ``cap`` once the server is back.
struct ReconnectBackoff {
    static let base: Duration = .milliseconds(100)
    /// Short enough that a server back after a restart takes votes within a few seconds: the
    /// pool's own attempts come on top of it. An attempt is a wait on the pool; once it has failed
    /// for a few seconds, a failed one may also set off the store's probe connection, at most one
    /// a second.
    static let cap: Duration = .seconds(1)

    private var attempts = 0

    /// The wait before the next attempt.
    mutating func next() -> Duration {
        let step = min(Self.cap, Self.base * (1 << min(attempts, 16)))
        attempts += 1
        return step / 2 + step / 2 * Double.random(in: 0...1)
    }

    /// Starts again from ``base`` (after a success).
    mutating func reset() {
        attempts = 0
    }
}
