import NIOPosix
import Synchronization

/// Replacing a pool stuck in PostgresNIO's backoff once the server answers again
/// (``PoolRenewal``).
extension PostgresPooledStore {
    /// After a failed lease: probes the server if the pool has stalled, and replaces the pool if
    /// the server answers.
    func renewIfStalled() {
        guard pools.withLock({ $0.renewal.startsProbe(now: .now) }) else { return }
        // A task of its own, not one of `run()`'s: the probe's connection blocks a thread of NIO's
        // pool until it connects or times out, which cancelling cannot cut short, and a shutdown
        // (often during the very outage that set the probe off) must not wait for it.
        Task { await self.probeAndRenew() }
    }

    private func probeAndRenew() async {
        let url = url
        let reachable: Bool
        do {
            try await NIOThreadPool.singleton.runIfActive { _ = try BlockingConnection(url: url) }
            reachable = true
        } catch {
            reachable = false
        }
        let retired = pools.withLock { pools -> PoolGeneration? in
            // A lease that succeeded meanwhile shows the pool connects again: it stays.
            guard reachable, pools.renewal.leased == 0 else {
                pools.renewal.probeEnded(renewing: false, now: .now)
                return nil
            }
            let fresh = PoolGeneration(configuration: configuration, logger: logger)
            // Once the store has shut down nothing would run a fresh pool: the old one stays.
            guard case .enqueued = generations.continuation.yield(fresh) else {
                pools.renewal.probeEnded(renewing: false, now: .now)
                return nil
            }
            pools.renewal.probeEnded(renewing: true, now: .now)
            let retired = pools.current
            pools.current = fresh
            return retired
        }
        retired?.retire()
    }
}

/// The pool in use and its leases, under one lock: a pool is replaced only while nothing is
/// leased, and a connection is leased only from the pool in use.
struct Pools {
    var current: PoolGeneration
    var renewal: PoolRenewal

    /// Counts a lease of a connection from `generation`'s pool, if that is still the pool in use.
    mutating func lease(on generation: PoolGeneration, now: ContinuousClock.Instant) -> Bool {
        guard generation === current else { return false }
        renewal.lease(now: now)
        return true
    }
}
