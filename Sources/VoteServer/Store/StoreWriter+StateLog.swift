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

    /// Sets why the database is out of reach, `nil` once it is reached.
    func recordOutage(_ outage: VoteStoreError?) {
        guard replace(\.outage, with: outage) else { return }
        if let outage {
            logger.error("The database is out of reach: \(outage)")
        } else {
            logger.notice("The database is reached again")
        }
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
