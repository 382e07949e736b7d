import DequeModule
import Dispatch
import Foundation
import Prometheus
import ServiceLifecycle
import Synchronization
import VoteCore
import VoteEngines

/// The server's one writing connection: a thread of its own that commits the ballots waiting
/// together as one transaction (group commit), and runs the administrators' changes.
///
/// A durable commit costs a sync of the disk (SQLite's, or the PostgreSQL server's), so a
/// transaction per request would hold the server to the disk's rate of syncs. Requests instead
/// queue their ballots and wait; the writer takes the ballots at the head of the queue (up to
/// ``batchLimit``), commits once, and answers each request with its own outcome. Ballots
/// arriving during a commit form the next batch, so there is no timer and no added latency when
/// the server is idle. Work runs in the order it arrived: a change queued behind ballots (an
/// import, a new pet) runs after their commit, and ballots queued behind it wait for it.
///
/// The database's calls block, so they run on this thread, never on Swift's cooperative pool
/// (two threads on a two-core machine). When idle, the thread looks every ``pollInterval`` for
/// commits made by other processes (`votectl vote`, an import, another server: PostgreSQL
/// announces those at once) and republishes the standings; every ``probeInterval`` it reads the
/// standings anyway, which proves the connection still works and catches an announcement lost
/// with a connection.
///
/// A lost connection (the PostgreSQL server restarted, a network cut) is opened again with
/// capped, jittered exponential backoff (``ReconnectBackoff``); until then every vote is refused
/// with 503 at once rather than queued, and ``readiness`` says why, so a load balancer sends
/// traffic elsewhere. A batch whose commit failed with the connection was not acknowledged: its
/// clients retry, and a ballot with an id is counted once whether or not its commit went through.
/// A SQLite file deleted or replaced at its path is treated the same way: no commit goes into the
/// file that is no longer the database (each transaction checks before it commits, the idle
/// writer every poll), and the path is opened again once a database is back there (a restored
/// backup); a missing file is never created anew.
///
/// Each ballot waits at most ``ServerConfiguration/writeTimeout``: a commit waits for another
/// process's lock only until the earliest deadline in its batch, and a ballot whose deadline
/// passed in the queue is refused as busy (503) without being written.
///
/// As a `Service` it stops after the HTTP server has drained: the last requests' ballots are
/// committed and answered before the thread ends.
final class StoreWriter: Service {
    /// The most ballots waiting at once; beyond it requests are refused with 503 rather than
    /// queued without bound.
    static let maximumQueue = 65_536
    /// How often an idle writer looks for other processes' commits.
    static let pollInterval: Duration = .milliseconds(50)
    /// The shortest time between two reads of the standings for other processes' commits: under
    /// load on several hosts, each host's every commit would otherwise cost every other host a
    /// round trip and a read of the standings. (A vote reaches another host's board within it.)
    static let refreshInterval: Duration = .milliseconds(20)
    /// How often an idle writer reads the standings from the database anyway.
    static let probeInterval: Duration = .seconds(1)
    /// How long one call to the database may take before the writer reports itself not ready:
    /// longer than a commit takes on a working disk, short enough for a load balancer to move
    /// traffic away from a database that stopped answering.
    static let stallLimit: Duration = .seconds(2)
    /// How long the idle writer's empty write waits for another process's lock: briefly, so that
    /// ballots arriving meanwhile are not held behind it.
    static let probeLockWait: Duration = .milliseconds(100)

    typealias BallotOutcome = WriterQueue.BallotOutcome
    private typealias Reply = WriterQueue.Reply
    private typealias Task = WriterQueue.Task

    private let state = Mutex(WriterQueue())
    private let wake = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let feed: BoardFeed
    private let metrics: ServerMetrics
    private let databaseName: DatabaseName
    /// The source recorded on every vote row this server writes.
    private let source: String
    /// The most ballots one transaction takes (``ServerConfiguration/commitBatchLimit``).
    private let batchLimit: Int
    /// How long a request waits for its write (``ServerConfiguration/writeTimeout``).
    private let writeTimeout: Duration

    /// Opens the database on a new writer thread and publishes its standings.
    ///
    /// - Throws: What opening the store throws (not a PetVote database, a newer schema, an
    ///   unreachable server, …); no thread is left running then.
    init(
        path: String,
        batchLimit: Int,
        writeTimeout: Duration = ServerConfiguration.defaultWriteTimeout,
        feed: BoardFeed,
        metrics: ServerMetrics,
        source: String = "votesrv"
    ) throws(VoteStoreError) {
        (self.feed, self.metrics, self.source) = (feed, metrics, source)
        self.batchLimit = max(1, batchLimit)
        self.writeTimeout = writeTimeout
        databaseName = try DatabaseName(path, environment: StoreReaders.environment)
        let opening = Mutex<VoteStoreError?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            let connected: Connected
            do throws(VoteStoreError) {
                connected = try connect(reopening: false)
            } catch {
                opening.withLock { $0 = error }
                ready.signal()
                stopped.signal()
                return
            }
            ready.signal()
            serve(connected)
            stopped.signal()
        }
        thread.name = "votesrv-writer"
        thread.start()
        ready.wait()
        if let error = opening.withLock({ $0 }) { throw error }
    }

    // MARK: Work for the writer

    /// Casts one ballot in the next batch and returns its outcome once that batch is durable, or
    /// ``VoteStoreError/busy(path:)`` when it could not be written within the write timeout.
    ///
    /// - Throws: ``ServerProblem`` 503 when the queue is full or the server is stopping.
    func cast(_ ballot: Ballot) async throws -> BallotOutcome {
        let deadline = ContinuousClock.now + writeTimeout
        return try await withCheckedThrowingContinuation { (reply: Reply) in
            let admission: Result<Bool, any Error> = state.withLock { state in
                if state.isStopping { return .failure(ServerProblem.shuttingDown) }
                if let outage = state.outage { return .failure(outage) }
                guard state.queuedBallots < Self.maximumQueue else { return .failure(ServerProblem.overloaded) }
                state.queue.append(.ballot(.init(ballot: ballot, reply: reply, deadline: deadline)))
                state.queuedBallots += 1
                return .success(state.claimWake())
            }
            switch admission {
            case .failure(let error): reply.resume(throwing: error)
            case .success(let mustWake): if mustWake { wake.signal() }
            }
        }
    }

    /// Runs `body` with the writer's store, after the work queued before it, and returns its
    /// result. The standings are republished afterwards.
    func perform<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (reply: CheckedContinuation<T, any Error>) in
            let task: Task = { store in
                do {
                    reply.resume(returning: try body(store))
                } catch {
                    reply.resume(throwing: error)
                }
            }
            let admission: Result<Bool, any Error> = state.withLock { state in
                if state.isStopping { return .failure(ServerProblem.shuttingDown) }
                if let outage = state.outage { return .failure(outage) }
                state.queue.append(.task(task, fail: { reply.resume(throwing: $0) }))
                return .success(state.claimWake())
            }
            switch admission {
            case .failure(let error): reply.resume(throwing: error)
            case .success(let mustWake): if mustWake { wake.signal() }
            }
        }
    }

    /// How many ballots wait for the next commit.
    var queuedBallots: Int { state.withLock { $0.queuedBallots } }

    /// Whether the writer can commit now, and if not, why.
    var readiness: Readiness {
        state.withLock { state in
            if state.isStopping { return .shuttingDown }
            if let outage = state.outage { return .notReady(Readiness.reason(outage)) }
            if let failure = state.writeFailure { return .notReady(Readiness.reason(failure)) }
            if let started = state.callStarted, ContinuousClock.now - started > Self.stallLimit {
                return .notReady("the database has not answered for more than \(Self.stallLimit)")
            }
            return .ready
        }
    }

    // MARK: Service

    /// Waits for the graceful shutdown, then lets the writer finish what is queued and stop.
    func run() async throws {
        try await gracefulShutdown()
        stop()
    }

    /// Refuses new work, commits what is queued, and waits for the thread to end.
    func stop() {
        let mustWake = state.withLock { state in
            state.isStopping = true
            return state.claimWake()
        }
        if mustWake { wake.signal() }
        stopped.wait()
        stopped.signal()  // a second stop() returns at once
    }

    // MARK: The writer thread

    /// An open store, and the count of other processes' commits its standings include.
    private struct Connected {
        let store: any VoteDatabase
        var seenForeignCommits: Int64
    }

    /// Opens the store, starts watching other processes' commits, then publishes the standings
    /// (in that order, so no commit falls between the two unseen). Only the first opening may
    /// create the database: one deleted under the running server is not made anew.
    private func connect(reopening: Bool) throws(VoteStoreError) -> Connected {
        let store = try reopening ? databaseName.openExisting() : databaseName.open()
        store.onForeignCommit { [wake] in wake.signal() }
        let seen = try store.foreignCommitCount()
        feed.publish(try store.standings())
        return Connected(store: store, seenForeignCommits: seen)
    }

    private func serve(_ first: Connected) {
        var connected: Connected? = first
        var backoff = ReconnectBackoff()
        // When the standings were last read or published: another process's commits are read at
        // most every `refreshInterval`, and the database at least every `probeInterval`.
        var lastRefresh = ContinuousClock.now
        while true {
            guard var current = connected else {
                if state.withLock({ $0.isStopping }) {
                    failQueue(with: ServerProblem.shuttingDown)
                    return
                }
                do throws(VoteStoreError) {
                    connected = try calling { () throws(VoteStoreError) in try connect(reopening: true) }
                    state.withLock { $0.outage = nil }
                    metrics.recordDatabase(up: true)
                    backoff.reset()
                } catch {
                    failQueue(with: error)
                    _ = wake.wait(timeout: .now() + backoff.next().dispatchInterval)
                }
                continue
            }
            let (work, expired) = state.withLock { $0.next(batchLimit: batchLimit, now: .now) }
            for waiting in expired { waiting.reply.resume(returning: .failure(.busy(path: databaseName.description))) }
            var failure: VoteStoreError?
            switch work {
            case .ballots(let batch):
                // The lock is waited for only as long as the most hurried request in the batch can.
                let earliest = batch.map(\.deadline).min() ?? ContinuousClock.now
                current.store.limitLockWait(to: earliest - ContinuousClock.now)
                failure = commit(batch, in: current.store)
                if failure == nil { lastRefresh = .now }
            case .task(let task):
                current.store.limitLockWait(to: writeTimeout)
                calling { task(current.store) }
                failure = republish(current.store)
            case .again:
                continue
            case .wait:
                _ = wake.wait(timeout: .now() + Self.pollInterval.dispatchInterval)
                // Whoever queued work meanwhile saw `isIdle` and signalled: that signal stays,
                // and only costs one more turn of this loop.
                state.withLock { $0.isIdle = false }
                let sinceRefresh = ContinuousClock.now - lastRefresh
                if sinceRefresh < Self.refreshInterval {
                    // Woken just after a refresh: look again once the interval is over, unless
                    // work arrives first (it is taken first; the look follows).
                    let waits = state.withLock { state in
                        state.isIdle = state.queue.isEmpty && !state.isStopping
                        return state.isIdle
                    }
                    guard waits else { continue }
                    _ = wake.wait(timeout: .now() + (Self.refreshInterval - sinceRefresh).dispatchInterval)
                    state.withLock { $0.isIdle = false }
                }
                do throws(VoteStoreError) {
                    try current.store.checkLocation()
                    let foreign = try calling { () throws(VoteStoreError) in try current.store.foreignCommitCount() }
                    let probeDue = ContinuousClock.now - lastRefresh >= Self.probeInterval
                    if foreign != current.seenForeignCommits || probeDue {
                        if foreign != current.seenForeignCommits { metrics.foreignCommitsNoticed.increment() }
                        current.seenForeignCommits = foreign
                        connected = current
                        lastRefresh = .now
                        failure = republish(current.store)
                    }
                    if probeDue, failure == nil, state.withLock({ $0.writeFailure != nil }) {
                        // Writes failed last time: an empty write says whether they work again.
                        current.store.limitLockWait(to: Self.probeLockWait)
                        failure = commit([], in: current.store)
                    }
                } catch {
                    failure = error
                }
            case .stop:
                return
            }
            switch failure {
            case .serverUnreachable?, .databaseMoved?:
                // The connection is gone, or holds a file that is no longer the database: open
                // the database again before the next work.
                connected = nil
                state.withLock { $0.outage = failure }
                metrics.recordDatabase(up: false)
            default:
                break
            }
        }
    }

    /// Runs one call to the database (or a task that reports its own outcome), recording when it
    /// began for ``readiness``.
    private func calling<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        state.withLock { $0.callStarted = .now }
        defer { state.withLock { $0.callStarted = nil } }
        return try body()
    }

    /// Fails every queued ballot and task with `error` (the database is out of reach, or the
    /// server stops without one).
    private func failQueue(with error: any Error) {
        let queued = state.withLock { state in
            let queued = state.queue
            state.queue.removeAll()
            state.queuedBallots = 0
            if let error = error as? VoteStoreError { state.outage = error }
            return queued
        }
        for item in queued {
            switch item {
            case .ballot(let waiting): waiting.reply.resume(throwing: error)
            case .task(_, let fail): fail(error)
            }
        }
    }

    /// Commits `batch` and answers its requests; returns the error that failed the whole batch.
    private func commit(_ batch: [WriterQueue.WaitingBallot], in store: any VoteDatabase) -> VoteStoreError? {
        let started = ContinuousClock.now
        do throws(VoteStoreError) {
            let result = try calling { () throws(VoteStoreError) in
                try store.cast(batch.map(\.ballot), source: source)
            }
            let elapsed = ContinuousClock.now - started
            // The batch is durable: publish before answering, so a client that reads the board
            // right after its 201 sees its own vote.
            feed.publish(result.standings)
            var counted = 0
            for (item, outcome) in zip(batch, result.outcomes) {
                if case .success(let receipt) = outcome, !receipt.isReplay { counted += item.ballot.count }
                item.reply.resume(returning: outcome)
            }
            state.withLock { $0.writeFailure = nil }
            if !batch.isEmpty { metrics.recordCommit(ballots: batch.count, votes: counted, duration: elapsed) }
            return nil
        } catch {
            switch error {
            case .serverUnreachable, .databaseMoved: break
            default: state.withLock { $0.writeFailure = error }
            }
            if !batch.isEmpty { metrics.failedCommits.increment() }
            for item in batch { item.reply.resume(returning: .failure(error)) }
            return error
        }
    }

    /// Reads the standings and publishes them if they changed; returns why it could not.
    private func republish(_ store: any VoteDatabase) -> VoteStoreError? {
        do throws(VoteStoreError) {
            feed.publish(try calling { () throws(VoteStoreError) in try store.standings() })
            return nil
        } catch {
            return error
        }
    }
}
