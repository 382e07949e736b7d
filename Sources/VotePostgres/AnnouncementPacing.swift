/// When a store announces its commits to other hosts: with the commit itself after a quiet
/// spell, and at most once per ``interval`` under load, one announcement then covering every
/// commit that returned before it was sent.
///
/// Every `NOTIFY` costs the server a transaction and a signal to every listening session, and
/// costs every listening host (this one included) a message to read: announcing each of a busy
/// host's hundreds of commits a second took a large share of both the database's and the hosts'
/// CPU (BENCHMARKS.md, "Announcing commits"). A listening host reads the standings at most every
/// few tens of milliseconds whatever it hears, so announcements closer together than that tell
/// it nothing more.
///
/// An announcement must never reach another host before the commit it covers is visible, so it
/// is sent with the commit's `COMMIT` (which PostgreSQL runs first) or after the commit
/// returned, never before.
struct AnnouncementPacing: Sendable {
    /// The shortest time between two announcements.
    let interval: Duration
    /// When the last announcement was sent (or decided on).
    private var lastSent: ContinuousClock.Instant?
    /// Whether a later announcement is due; it covers every commit that returns before it is sent.
    private var isDue = false

    init(interval: Duration) {
        self.interval = interval
    }

    /// Before a commit is sent: whether to send the announcement with it.
    mutating func announcesWithCommit(now: ContinuousClock.Instant) -> Bool {
        guard !isDue, lastSent.map({ now - $0 >= interval }) ?? true else { return false }
        lastSent = now
        return true
    }

    /// After a commit that was not announced with its `COMMIT` returned: how long to wait before
    /// announcing it, or `nil` when an announcement already due will cover it.
    mutating func delayAfterCommit(now: ContinuousClock.Instant) -> Duration? {
        guard !isDue else { return nil }
        isDue = true
        guard let lastSent else { return .zero }
        return max(.zero, lastSent + interval - now)
    }

    /// The announcement that was due is being sent now: commits returning from here on need
    /// another.
    mutating func sendingDue(now: ContinuousClock.Instant) {
        isDue = false
        lastSent = now
    }
}
