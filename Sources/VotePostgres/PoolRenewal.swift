/// When to give up on a connection pool that stopped connecting and start a fresh one.
///
/// After a lost server, PostgresNIO's pool retries with a backoff that grows 1.25× per failed
/// attempt up to a minute, so after a long outage its next attempt can come many seconds after
/// the server is back, and until then every vote is refused. The store therefore watches its
/// leases: once none has succeeded for ``stallBeforeProbe`` while none is held (so the pool is
/// not merely busy: a held connection shows it still connects), it tries a connection of its
/// own (a probe, at most every ``probeInterval``), and if that connects, the server is back
/// and a fresh pool connects at once.
struct PoolRenewal: Sendable {
    /// How long no lease may succeed before the server is probed.
    static let stallBeforeProbe: Duration = .seconds(3)
    /// The shortest time between two probes.
    static let probeInterval: Duration = .seconds(1)

    /// The connections leased now.
    private(set) var leased = 0
    /// When a lease last succeeded (or the pool in use was started).
    private var lastLeased: ContinuousClock.Instant
    private var lastProbe: ContinuousClock.Instant?
    private var isProbing = false

    init(now: ContinuousClock.Instant) {
        lastLeased = now
    }

    /// A lease succeeded.
    mutating func lease(now: ContinuousClock.Instant) {
        leased += 1
        lastLeased = now
    }

    /// Whether the pool has shown since `instant` that it connects: a connection is held now, or
    /// a lease succeeded at `instant` or later.
    func isConnecting(since instant: ContinuousClock.Instant) -> Bool {
        leased > 0 || lastLeased >= instant
    }

    /// A leased connection went back to the pool.
    mutating func release() {
        leased -= 1
    }

    /// After a lease failed or was given up: whether to probe the server now. Every `true` is
    /// followed by ``probeEnded(renewing:now:)``.
    mutating func startsProbe(now: ContinuousClock.Instant) -> Bool {
        guard leased == 0, !isProbing, now - lastLeased >= Self.stallBeforeProbe else { return false }
        if let lastProbe, now - lastProbe < Self.probeInterval { return false }
        (isProbing, lastProbe) = (true, now)
        return true
    }

    /// The probe ended; `renewing` when it connected and a fresh pool replaces the old.
    mutating func probeEnded(renewing: Bool, now: ContinuousClock.Instant) {
        isProbing = false
        if renewing { lastLeased = now }
    }
}
