import DequeModule
import Synchronization
import VoteCore
import VoteEngines

/// Answers to work the writer will not commit: ballots past their deadline, and the whole queue
/// when the database is out of reach or the loop has ended.
extension StoreWriter {
    /// Answers ballots whose deadline passed before they were written: busy.
    func refuse(_ expired: [WriterQueue.WaitingBallot]) {
        for waiting in expired { waiting.reply.resume(returning: .failure(.busy(path: databaseName.description))) }
    }

    /// The loop ends (stopped, or cancelled when a shutdown ran out of time): refuses every queued
    /// ballot and task, and every later one in the same lock, since nothing will read the queue again
    /// (a request whose handler asks only now would otherwise wait for an answer forever).
    func endService() {
        let queued = state.withLock { state in
            state.isStopping = true
            return state.removeAll()
        }
        fail(queued, with: ServerProblem.shuttingDown)
    }

    /// Fails every queued ballot and task with `error` (the database is out of reach).
    func failQueue(with error: any Error) {
        fail(state.withLock { $0.removeAll() }, with: error)
    }

    private func fail(_ items: Deque<WriterQueue.Queued>, with error: any Error) {
        for item in items {
            switch item {
            case .ballot(let waiting): waiting.reply.resume(throwing: error)
            case .task(_, let fail): fail(error)
            }
        }
    }
}
