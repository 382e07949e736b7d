import Testing

@testable import VotePostgres

/// When a pooled store gives up on its pool: only after no lease succeeded for a while with none
/// held, never while one probe is out, and at most once per probe interval.
struct PoolRenewalTests {
    private let start = ContinuousClock.now

    /// Whether `renewal` starts a probe at `now`.
    private func probes(_ renewal: inout PoolRenewal, at now: ContinuousClock.Instant) -> Bool {
        renewal.startsProbe(now: now)
    }

    @Test("a pool whose leases fail is probed once no lease has succeeded for the stall limit")
    func stalledPool() {
        var renewal = PoolRenewal(now: start)
        #expect(!probes(&renewal, at: start + PoolRenewal.stallBeforeProbe - .milliseconds(1)))
        #expect(probes(&renewal, at: start + PoolRenewal.stallBeforeProbe))
        // One probe at a time.
        #expect(!probes(&renewal, at: start + PoolRenewal.stallBeforeProbe + .seconds(5)))
    }

    @Test("a pool with a connection held is busy, not stalled: it is never probed")
    func busyPool() {
        var renewal = PoolRenewal(now: start)
        renewal.lease(now: start)
        #expect(!probes(&renewal, at: start + .seconds(60)))
        renewal.release()
        #expect(renewal.leased == 0)
        #expect(probes(&renewal, at: start + .seconds(60)))
    }

    @Test("a failed probe is tried again after the probe interval; a renewal starts the stall limit again")
    func probesAgain() {
        var renewal = PoolRenewal(now: start)
        let stalled = start + PoolRenewal.stallBeforeProbe
        #expect(probes(&renewal, at: stalled))
        renewal.probeEnded(renewing: false, now: stalled + .milliseconds(10))
        #expect(!probes(&renewal, at: stalled + PoolRenewal.probeInterval - .milliseconds(1)))
        #expect(probes(&renewal, at: stalled + PoolRenewal.probeInterval))
        let renewed = stalled + PoolRenewal.probeInterval + .milliseconds(10)
        renewal.probeEnded(renewing: true, now: renewed)
        #expect(!probes(&renewal, at: renewed + PoolRenewal.stallBeforeProbe - .milliseconds(1)))
        #expect(probes(&renewal, at: renewed + PoolRenewal.stallBeforeProbe))
    }

    @Test("a lease that succeeds starts the stall limit again")
    func leaseResets() {
        var renewal = PoolRenewal(now: start)
        let later = start + .seconds(10)
        renewal.lease(now: later)
        renewal.release()
        #expect(!probes(&renewal, at: later + .seconds(1)))
        #expect(probes(&renewal, at: later + PoolRenewal.stallBeforeProbe))
    }
}
