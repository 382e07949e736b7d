import Logging
import Synchronization
import VoteCore

/// The writer's two states a load balancer and an operator act on: whether the database is in
/// reach, and whether the last write worked. Each change is logged once, with the error's full
/// words (clients get them without the places, ``VoteStoreError/forClients``): a failure is
/// logged when it begins or changes, not for every batch or reconnection it fails.
extension StoreWriter {
    /// Sets why the last write failed, `nil` once one works.
    func recordWriteFailure(_ failure: VoteStoreError?) {
        guard replace(\.writeFailure, with: failure) else { return }
        if let failure {
            logger.error("Votes cannot be written: \(failure)")
        } else {
            logger.notice("Votes are written again")
        }
    }

    /// Sets why the database is out of reach, `nil` once it is reached. It counts at once (for
    /// readiness, and new work is refused with it); its log lines follow ``OutageLog``: a failure
    /// the writer is about to explain (`isExplained` false: a connection lost or not made, whose
    /// cause its next attempt asks the server for) is logged with that explanation.
    func recordOutage(_ outage: VoteStoreError?, isExplained: Bool = true) {
        let line = state.withLock { state in
            state.outage = outage
            return state.outageLog.record(outage, isExplained: isExplained, now: .now)
        }
        switch line {
        case .began(let outage): logger.error("The database is out of reach: \(outage)")
        case .changed(let outage): logger.error("The database is still out of reach, now: \(outage)")
        case .ended(let duration): logger.notice("The database is reached again, after \(Self.seconds(duration))")
        case .recovered(let outage, let duration):
            logger.warning("The database was reached again \(Self.seconds(duration)) after this: \(outage)")
        case nil: break
        }
    }

    /// `duration` as a log line says it: "2.4 s".
    static func seconds(_ duration: Duration) -> String {
        let tenths = duration.components.seconds * 10 + duration.components.attoseconds / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10) s"
    }

    /// Logs once, and shows in `petvote_database_up`, that a call to the database has gone
    /// unanswered past ``stallLimit`` (a lock held elsewhere, a disk or a server that stopped
    /// answering, a network cut), and once that it answered: an outage shorter than the calls'
    /// own limits would otherwise pass with `/readyz` alone saying so.
    func watchStall(now: ContinuousClock.Instant) {
        let change: (isStalled: Bool, isConnected: Bool)? = state.withLock { state in
            let isStalled = state.stalledCall(limit: Self.stallLimit, now: now).map { !$0.isALongChange } ?? false
            guard isStalled != state.isStalled else { return nil }
            state.isStalled = isStalled
            // Set here, under the lock: a connection lost meanwhile (its outage recorded under it)
            // is never shown up again.
            metrics.recordStall(isStalled, connected: state.outage == nil)
            return (isStalled, state.outage == nil)
        }
        guard let change else { return }
        if change.isStalled {
            logger.warning("The database has not answered for more than \(Self.stallLimit); votes wait for it")
        } else if change.isConnected {
            logger.notice("The database answers again")
        }
        // A stall that ended with the connection lost is told by the outage's own line.
    }

    /// Sets the state at `keyPath` to `value`; returns whether that changed it.
    private func replace(_ keyPath: WritableKeyPath<WriterQueue, VoteStoreError?>, with value: VoteStoreError?) -> Bool
    {
        state.withLock { state in
            defer { state[keyPath: keyPath] = value }
            return state[keyPath: keyPath] != value
        }
    }
}
