import Dispatch
import Foundation
import Prometheus
import ServiceLifecycle
import Synchronization
import VotePostgres
import VoteStore

/// The server's one writing connection: a thread of its own that commits the ballots waiting
/// together as one transaction (group commit), and runs the administrators' changes.
///
/// SQLite allows one writer at a time and a durable commit costs a sync of the disk, so a
/// transaction per request would hold the server to the disk's rate of syncs. Requests instead
/// queue their ballots and wait; the writer takes everything queued (up to ``batchLimit``),
/// commits once, and answers each request with its own outcome. Ballots arriving during a commit
/// form the next batch, so there is no timer and no added latency when the server is idle.
///
/// SQLite's calls block, so they run on this thread, never on Swift's cooperative pool (two
/// threads on a two-core machine). When idle, the thread looks every ``pollInterval`` for commits
/// made by other processes (`votectl vote`, an import) and republishes the standings.
///
/// As a `Service` it stops after the HTTP server has drained: the last requests' ballots are
/// committed and answered before the thread ends.
final class StoreWriter: Service {
    /// The most ballots waiting at once; beyond it requests are refused with 503 rather than
    /// queued without bound.
    static let maximumQueue = 65_536
    /// How often an idle writer looks for other processes' commits.
    static let pollInterval: DispatchTimeInterval = .milliseconds(50)

    typealias BallotOutcome = Result<BallotReceipt, VoteStoreError>
    private typealias Reply = CheckedContinuation<BallotOutcome, any Error>

    private struct State {
        var ballots: [(ballot: Ballot, reply: Reply)] = []
        var tasks: [@Sendable (any VoteDatabase) -> Void] = []
        /// The writer waits on `wake`; whoever queues work while this is set signals it.
        var isIdle = false
        var isStopping = false

        /// Marks the writer busy and says whether it must be woken.
        mutating func claimWake() -> Bool {
            defer { isIdle = false }
            return isIdle
        }
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let feed: BoardFeed
    private let metrics: ServerMetrics
    /// The source recorded on every vote row this server writes.
    private let source: String
    /// The most ballots one transaction takes (``ServerConfiguration/commitBatchLimit``).
    private let batchLimit: Int

    /// Opens the database on a new writer thread and publishes its standings.
    ///
    /// - Throws: What opening the store throws (not a PetVote database, a newer schema, …); no
    ///   thread is left running then.
    init(
        path: String,
        batchLimit: Int,
        feed: BoardFeed,
        metrics: ServerMetrics,
        source: String = "votesrv"
    ) throws(VoteStoreError) {
        (self.feed, self.metrics, self.source) = (feed, metrics, source)
        self.batchLimit = max(1, batchLimit)
        let opening = Mutex<VoteStoreError?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            let store: any VoteDatabase
            do throws(VoteStoreError) {
                store = try DatabaseName(path, environment: StoreReaders.environment).open()
                feed.publish(try store.standings())
            } catch {
                opening.withLock { $0 = error }
                ready.signal()
                stopped.signal()
                return
            }
            ready.signal()
            serve(store)
            stopped.signal()
        }
        thread.name = "votesrv-writer"
        thread.start()
        ready.wait()
        if let error = opening.withLock({ $0 }) { throw error }
    }

    // MARK: Work for the writer

    /// Casts one ballot in the next batch and returns its outcome once that batch is durable.
    ///
    /// - Throws: ``ServerProblem`` 503 when the queue is full or the server is stopping.
    func cast(_ ballot: Ballot) async throws -> BallotOutcome {
        try await withCheckedThrowingContinuation { (reply: Reply) in
            let admission: Result<Bool, ServerProblem> = state.withLock { state in
                if state.isStopping { return .failure(.shuttingDown) }
                guard state.ballots.count < Self.maximumQueue else { return .failure(.overloaded) }
                state.ballots.append((ballot, reply))
                return .success(state.claimWake())
            }
            switch admission {
            case .failure(let problem): reply.resume(throwing: problem)
            case .success(let mustWake): if mustWake { wake.signal() }
            }
        }
    }

    /// Runs `body` with the writer's store, after the ballots queued before it, and returns its
    /// result. The standings are republished afterwards.
    func perform<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (reply: CheckedContinuation<T, any Error>) in
            let task: @Sendable (any VoteDatabase) -> Void = { store in
                do {
                    reply.resume(returning: try body(store))
                } catch {
                    reply.resume(throwing: error)
                }
            }
            let admission: Result<Bool, ServerProblem> = state.withLock { state in
                if state.isStopping { return .failure(.shuttingDown) }
                state.tasks.append(task)
                return .success(state.claimWake())
            }
            switch admission {
            case .failure(let problem): reply.resume(throwing: problem)
            case .success(let mustWake): if mustWake { wake.signal() }
            }
        }
    }

    /// How many ballots wait for the next commit.
    var queuedBallots: Int { state.withLock { $0.ballots.count } }

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

    private enum Work {
        case ballots([(ballot: Ballot, reply: Reply)])
        case task(@Sendable (any VoteDatabase) -> Void)
        case wait
        case stop
    }

    private func serve(_ store: any VoteDatabase) {
        var seenForeignCommits = (try? store.foreignCommitCount()) ?? 0
        while true {
            let work: Work = state.withLock { state in
                if !state.tasks.isEmpty { return .task(state.tasks.removeFirst()) }
                if !state.ballots.isEmpty {
                    let batch = Array(state.ballots.prefix(batchLimit))
                    state.ballots.removeFirst(batch.count)
                    return .ballots(batch)
                }
                if state.isStopping { return .stop }
                state.isIdle = true
                return .wait
            }
            switch work {
            case .ballots(let batch):
                commit(batch, in: store)
            case .task(let task):
                task(store)
                republish(store)
            case .wait:
                if wake.wait(timeout: .now() + Self.pollInterval) == .timedOut {
                    // Whoever queued work meanwhile saw `isIdle` and signalled: that signal
                    // stays, and only costs one more turn of this loop.
                    state.withLock { $0.isIdle = false }
                    let foreign = (try? store.foreignCommitCount()) ?? seenForeignCommits
                    if foreign != seenForeignCommits {
                        seenForeignCommits = foreign
                        metrics.foreignCommitsNoticed.increment()
                        republish(store)
                    }
                }
            case .stop:
                return
            }
        }
    }

    private func commit(_ batch: [(ballot: Ballot, reply: Reply)], in store: any VoteDatabase) {
        let started = ContinuousClock.now
        do {
            let result = try store.cast(batch.map(\.ballot), source: source)
            let elapsed = ContinuousClock.now - started
            // The batch is durable: publish before answering, so a client that reads the board
            // right after its 201 sees its own vote.
            feed.publish(result.standings)
            var counted = 0
            for (item, outcome) in zip(batch, result.outcomes) {
                if case .success(let receipt) = outcome, !receipt.isReplay { counted += item.ballot.count }
                item.reply.resume(returning: outcome)
            }
            metrics.recordCommit(ballots: batch.count, votes: counted, duration: elapsed)
        } catch {
            for item in batch { item.reply.resume(returning: .failure(error)) }
        }
    }

    private func republish(_ store: any VoteDatabase) {
        if let standings = try? store.standings() { feed.publish(standings) }
    }
}
