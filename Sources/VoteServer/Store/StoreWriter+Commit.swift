import Prometheus
import Synchronization
import VoteCore

/// A batch's commit, the writer's one serial stage, and the standings published after it.
extension StoreWriter {
    /// Commits `batch` and answers its requests; returns the error that failed the whole batch.
    func commit(
        _ batch: [WriterQueue.WaitingBallot],
        in store: any AsyncVoteDatabase,
        lockWait: Duration
    ) async -> VoteStoreError? {
        let started = ContinuousClock.now
        do throws(VoteStoreError) {
            let result = try await calling { () async throws(VoteStoreError) in
                try await store.cast(batch.map(\.ballot), source: source, lockWait: lockWait)
            }
            let elapsed = ContinuousClock.now - started
            // The batch is durable: publish and count it before answering, so a client that reads
            // the board, readiness or the metrics right after its 201 sees its own vote.
            feed.publish(result.standings)
            var counted = 0
            for (item, outcome) in zip(batch, result.outcomes) {
                if case .success(let receipt) = outcome, !receipt.isReplay { counted += item.ballot.count }
            }
            recordWriteFailure(nil)
            if !batch.isEmpty { metrics.recordCommit(ballots: batch.count, votes: counted, duration: elapsed) }
            for (item, outcome) in zip(batch, result.outcomes) { item.reply.resume(returning: outcome) }
            return nil
        } catch {
            if !error.losesDatabase { recordWriteFailure(error) }
            if !batch.isEmpty { metrics.failedCommits.increment() }
            for item in batch { item.reply.resume(returning: .failure(error)) }
            return error
        }
    }

    /// Whether a vote could be written now: the store's check, leaving nothing a vote would see (a
    /// lock held past ``probeLockWait``, a read-only database; on PostgreSQL a vote's write rolled
    /// back), then, with `emptyWrite` or while writes have failed, an empty write: on SQLite one
    /// that must reach the disk as a vote's would (a full disk), on PostgreSQL a commit. What fails is the write failure readiness reports
    /// until a write works. Returns the error that needs the database opened again (a lost
    /// connection, a moved file).
    func checkWrites(in store: any AsyncVoteDatabase, emptyWrite: Bool) async -> VoteStoreError? {
        do throws(VoteStoreError) {
            try await calling { () async throws(VoteStoreError) in
                try await store.checkWritable(lockWait: Self.probeLockWait)
            }
        } catch {
            guard !error.losesDatabase else { return error }
            recordWriteFailure(error)
            return nil
        }
        guard emptyWrite || state.withLock({ $0.writeFailure != nil }) else { return nil }
        return await commit([], in: store, lockWait: Self.probeLockWait)
    }

    /// Reads the standings and publishes them if they changed; returns why it could not.
    func republish(_ store: any AsyncVoteDatabase) async -> VoteStoreError? {
        do throws(VoteStoreError) {
            feed.publish(try await calling { () async throws(VoteStoreError) in try await store.standings() })
            return nil
        } catch {
            return error
        }
    }
}

extension VoteStoreError {
    /// Whether the writer must open the database again before its next work: the connection is
    /// gone, or holds a file that is no longer the database. Any other failure leaves it open.
    var losesDatabase: Bool {
        switch self {
        case .serverUnreachable, .databaseMoved: true
        default: false
        }
    }

    /// Whether this says only that no answer came from the server, whatever the network said.
    var isServerUnreachable: Bool {
        if case .serverUnreachable = self { return true }
        return false
    }
}
