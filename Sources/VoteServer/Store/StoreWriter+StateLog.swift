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
        let previous = state.withLock { state in
            defer { state.writeFailure = failure }
            return state.writeFailure
        }
        guard previous != failure else { return }
        if let failure {
            logger.error("Votes cannot be written: \(failure)")
        } else {
            logger.notice("Votes are written again")
        }
    }

    /// Sets why the database is out of reach, `nil` once it is reached.
    func recordOutage(_ outage: VoteStoreError?) {
        let previous = state.withLock { state in
            defer { state.outage = outage }
            return state.outage
        }
        guard previous != outage else { return }
        if let outage {
            logger.error("The database is out of reach: \(outage)")
        } else if previous != nil {
            logger.notice("The database is reached again")
        }
    }
}
