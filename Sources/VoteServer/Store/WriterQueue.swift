import DequeModule
import VoteCore

/// What waits for ``StoreWriter``'s loop, in arrival order, and what the loop knows of its own
/// state; kept under the writer's lock.
struct WriterQueue {
    typealias BallotOutcome = Result<BallotReceipt, VoteStoreError>
    typealias Reply = CheckedContinuation<BallotOutcome, any Error>
    typealias DatabaseTask = @Sendable (any VoteDatabase) -> Void
    typealias Failure = @Sendable (any Error) -> Void

    /// A ballot and the request waiting for it, which gives up at `deadline`.
    struct WaitingBallot {
        let ballot: Ballot
        let reply: Reply
        let deadline: ContinuousClock.Instant
    }

    /// One piece of queued work.
    enum Queued {
        case ballot(WaitingBallot)
        case task(DatabaseTask, fail: Failure)
    }

    /// What the writer's loop does next.
    enum Work {
        /// Commit these ballots as one transaction.
        case ballots([WaitingBallot])
        case task(DatabaseTask, fail: Failure)
        /// Only ballots past their deadline were at the head: refuse them and look again.
        case again
        case wait
        case stop
    }

    var queue = Deque<Queued>()
    var queuedBallots = 0
    /// The writer waits for its signal; whoever queues work while this is set signals it.
    var isIdle = false
    var isStopping = false
    /// Why the database cannot be written to now; `nil` while it can.
    var outage: VoteStoreError?
    /// What the log has said of the outage.
    var outageLog = OutageLog()
    /// When the call to the database in progress began.
    var callStarted: ContinuousClock.Instant?
    /// Whether the call in progress is an administrator's change (an import), which may take
    /// long with the database answering: votes wait for it, but no call went unanswered.
    var callIsALongChange = false
    /// Whether a call was last seen unanswered past the writer's stall limit (logged once).
    var isStalled = false
    /// Why the last commit failed as a whole (a read-only database, a full disk, a lock held
    /// past the deadline), until a commit, or an empty write the idle writer tries, succeeds.
    var writeFailure: VoteStoreError?
    /// Connected (at the start, or again), the writer has yet to check that the database takes
    /// writes: until it has, no load balancer is told the server can take votes.
    var writesUnproven = true

    /// Queues `work` unless the server is stopping, the database is out of reach, or (for a
    /// ballot) `limit` ballots wait already; says whether the writer must be woken.
    mutating func admit(_ work: Queued, limit: Int) -> Result<Bool, any Error> {
        if isStopping { return .failure(ServerProblem.shuttingDown) }
        if let outage { return .failure(outage) }
        if case .ballot = work {
            guard queuedBallots < limit else { return .failure(ServerProblem.overloaded) }
            queuedBallots += 1
        }
        queue.append(work)
        return .success(claimWake())
    }

    /// Takes out everything queued, to be refused.
    mutating func removeAll() -> Deque<Queued> {
        defer { (queue, queuedBallots) = ([], 0) }
        return queue
    }

    /// Whether the writer can commit now, and if not, why: `stallLimit` is how long one call to
    /// the database may take before it counts as not answering.
    func readiness(stallLimit: Duration, now: ContinuousClock.Instant) -> Readiness {
        if isStopping { return .shuttingDown }
        if let outage { return .notReady(Readiness.reason(outage)) }
        // A call stuck now says more than how the last write ended.
        if let stalled = stalledCall(limit: stallLimit, now: now) {
            return .notReady(
                stalled.isALongChange
                    ? "a long change (an import) holds the database; votes wait for it"
                    : "the database has not answered for more than \(stallLimit)"
            )
        }
        if let writeFailure { return .notReady(Readiness.reason(writeFailure)) }
        if writesUnproven { return .notReady("checking that the database takes writes") }
        return .ready
    }

    /// The call to the database that has gone unanswered past `limit` at `now`, if one has, and
    /// whether it is an administrator's long change (an import: the database at work, not silent).
    func stalledCall(
        limit: Duration,
        now: ContinuousClock.Instant
    ) -> (started: ContinuousClock.Instant, isALongChange: Bool)? {
        guard let callStarted, now - callStarted > limit else { return nil }
        return (callStarted, callIsALongChange)
    }

    /// Marks the writer busy and says whether it must be woken.
    mutating func claimWake() -> Bool {
        defer { isIdle = false }
        return isIdle
    }

    /// Takes out the ballots whose deadline has passed wherever they wait, also behind a task
    /// (the writer may be busy with a long one). Deadlines grow with arrival, so the expired are
    /// the first ballots in the queue: the look ends at the first ballot still in time.
    mutating func removeExpired(now: ContinuousClock.Instant) -> [WaitingBallot] {
        guard let index = queue.firstIndex(where: { if case .ballot = $0 { true } else { false } }),
            case .ballot(let first) = queue[index], first.deadline <= now
        else { return [] }
        var expired: [WaitingBallot] = []
        var kept = Deque<Queued>()
        kept.reserveCapacity(queue.count)
        var inTime = false
        for queued in queue {
            if !inTime, case .ballot(let waiting) = queued {
                if waiting.deadline <= now {
                    expired.append(waiting)
                    continue
                }
                inTime = true
            }
            kept.append(queued)
        }
        queue = kept
        queuedBallots -= expired.count
        return expired
    }

    /// Takes the next work: a task at the head, or the ballots at the head (up to `batchLimit`),
    /// leaving out those whose deadline passed while they waited; they are returned apart, to be
    /// refused.
    mutating func next(batchLimit: Int, now: ContinuousClock.Instant) -> (work: Work, expired: [WaitingBallot]) {
        var expired: [WaitingBallot] = []
        var batch: [WaitingBallot] = []
        while batch.count < batchLimit, case .ballot(let waiting)? = queue.first {
            queue.removeFirst()
            queuedBallots -= 1
            if waiting.deadline <= now { expired.append(waiting) } else { batch.append(waiting) }
        }
        if !batch.isEmpty { return (.ballots(batch), expired) }
        if !expired.isEmpty { return (.again, expired) }
        if case .task(let task, let fail)? = queue.first {
            queue.removeFirst()
            return (.task(task, fail: fail), expired)
        }
        if isStopping { return (.stop, expired) }
        isIdle = true
        return (.wait, expired)
    }
}
