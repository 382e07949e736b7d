import DequeModule
import Foundation
import Logging
import NIOPosix
import Prometheus
import ServiceLifecycle
import Synchronization
import VoteCore
import VoteEngines

/// The server's one writer: a loop that commits the ballots waiting together as one transaction
/// (group commit), and runs the administrators' changes.
///
/// A durable commit costs a sync of the disk (SQLite's, or the PostgreSQL server's), so a
/// transaction per request would hold the server to the disk's rate of syncs. Requests instead
/// queue their ballots and wait; the writer takes the ballots at the head of the queue (up to
/// ``batchLimit``), commits once, and answers each request with its own outcome. Ballots
/// arriving during a commit form the next batch: no timer, no added latency when the server is
/// idle (unless other hosts share the database: then ``CommitPause`` may pause after a commit).
/// Work runs in the order it arrived: a change queued behind ballots (an import, a new pet) runs
/// after their commit, and ballots queued behind it wait for it.
///
/// The loop is the service's `run()`, and awaits the database (``AsyncVoteDatabase``): SQLite's
/// calls run on a thread of their own (``ThreadedVoteDatabase``), PostgreSQL's on its pool, so
/// neither holds a cooperative thread. Idle, it looks every ``pollInterval`` for other processes'
/// commits (PostgreSQL announces them) and republishes the standings, and reads them every
/// ``probeInterval`` anyway: the database still answers, and no lost announcement is missed.
///
/// A lost connection (the PostgreSQL server restarted, a network cut) is opened again with capped,
/// jittered exponential backoff (``ReconnectBackoff``); until then every vote is refused with 503
/// at once, and ``readiness`` says why, for a load balancer. A batch whose commit failed with the
/// connection was not acknowledged: its clients retry, and a ballot with an id counts once. A
/// SQLite file deleted or replaced at its path is treated the same way: no commit goes into a file
/// that is no longer the database (each transaction checks, the idle writer every poll), and the
/// path is opened again once a database is back there (a restored backup), never created anew.
///
/// Each ballot waits at most ``ServerConfiguration/writeTimeout``: a commit waits for another
/// process's lock (or for a pooled connection) only until the earliest deadline in its batch,
/// and a ballot whose deadline passed in the queue is refused as busy (503) without being written,
/// also while the writer is busy with long work ahead of it.
///
/// As a `Service` it stops after the HTTP server has drained: the last requests' ballots are
/// committed and answered before `run()` returns.
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
    /// longer than a commit takes on a working disk, short enough that readiness fails well
    /// within two seconds of a call the database stopped answering (it fails as soon as the call
    /// has waited this long), so a load balancer moves traffic away in time. (A pooled call
    /// made while PostgreSQL shuts down waits for a connection rather than failing: this is
    /// what reports it.)
    static let stallLimit: Duration = .seconds(1)
    /// How often the ballots queued behind long work are checked against their deadlines: a
    /// ballot is refused at most this long after its deadline.
    static let expiryInterval: Duration = .milliseconds(100)
    /// How long the idle writer's empty write waits for another process's lock: briefly, so that
    /// ballots arriving meanwhile are not held behind it.
    static let probeLockWait: Duration = .milliseconds(100)

    typealias BallotOutcome = WriterQueue.BallotOutcome
    private typealias Reply = WriterQueue.Reply
    private typealias DatabaseTask = WriterQueue.DatabaseTask

    let state = Mutex(WriterQueue())
    private let wake = WakeSignal()
    /// The database as opened, and how to open it again.
    private let opened: ServerDatabase
    let feed: BoardFeed
    let metrics: ServerMetrics
    /// Where the writer says when writes begin to fail, the database is lost, and each comes back.
    let logger: Logger
    let databaseName: DatabaseName
    /// The source recorded on every vote row this server writes.
    let source: String
    /// The most ballots one transaction takes (``ServerConfiguration/commitBatchLimit``).
    private let batchLimit: Int
    /// How long a request waits for its write (``ServerConfiguration/writeTimeout``).
    let writeTimeout: Duration
    /// Whether an import runs beside the votes (``reserveImport()``).
    let importUnderWay = Atomic(false)
    /// Whether to pause after a commit (``ServerConfiguration/commitDelay``).
    private let pause: CommitPause

    /// Opens the database and publishes its standings; the loop starts with ``run()``.
    ///
    /// - Throws: What opening the store throws (not a PetVote database, a newer schema, an
    ///   unreachable server, …).
    init(
        path: String,
        batchLimit: Int,
        writeTimeout: Duration = ServerConfiguration.defaultWriteTimeout,
        commitDelay: Duration = .zero,
        databaseConnections: Int = ServerConfiguration.defaultDatabaseConnections,
        feed: BoardFeed,
        metrics: ServerMetrics,
        logger: Logger,
        source: String = "votesrv"
    ) throws(VoteStoreError) {
        (self.feed, self.metrics, self.logger, self.source) = (feed, metrics, logger, source)
        (self.batchLimit, self.writeTimeout) = (max(1, batchLimit), writeTimeout)
        pause = CommitPause(delay: commitDelay)
        databaseName = try DatabaseName(path, environment: StoreReaders.environment)
        opened = try databaseName.openForServer(connections: databaseConnections, lockTimeout: writeTimeout)
        feed.publish(opened.standings)
    }

    /// What must run before the writer for its database to answer (PostgreSQL's pool), if anything.
    var databaseService: (any Service)? { opened.service }

    /// The pooled database, for readers to share (`nil` for SQLite, whose readers open their own).
    var pooledDatabase: (any AsyncVoteDatabase)? { opened.service == nil ? nil : opened.database }

    // MARK: Work for the writer

    /// Casts one ballot in the next batch and returns its outcome once that batch is durable, or
    /// ``VoteStoreError/busy(path:)`` when it could not be written within the write timeout.
    ///
    /// - Throws: ``ServerProblem`` 503 when the queue is full or the server is stopping.
    func cast(_ ballot: Ballot) async throws -> BallotOutcome {
        try await withCheckedThrowingContinuation { (reply: Reply) in
            let admission = state.withLock { state in
                // Stamped under the lock: the expiry relies on deadlines growing with the queue.
                let waiting = WriterQueue.WaitingBallot(ballot: ballot, reply: reply, deadline: .now + writeTimeout)
                return state.admit(.ballot(waiting), limit: Self.maximumQueue)
            }
            switch admission {
            case .failure(let error): reply.resume(throwing: error)
            case .success(let mustWake): if mustWake { wake.signal() }
            }
        }
    }

    /// Runs `body` with a blocking store on the writer's database (SQLite's own connection; a
    /// pooled one on PostgreSQL), after the work queued before it, and returns its result. The
    /// standings are republished afterwards.
    func perform<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (reply: CheckedContinuation<T, any Error>) in
            let task: DatabaseTask = { store in
                do {
                    reply.resume(returning: try body(store))
                } catch {
                    reply.resume(throwing: error)
                }
            }
            let admission = state.withLock { state in
                state.admit(.task(task, fail: { reply.resume(throwing: $0) }), limit: Self.maximumQueue)
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
        state.withLock { $0.readiness(stallLimit: Self.stallLimit, now: .now) }
    }

    // MARK: Service

    /// Runs the writer's loop until the graceful shutdown, then lets it finish what is queued;
    /// cancelled, it refuses what is left.
    func run() async throws {
        await withGracefulShutdownHandler {
            await withDiscardingTaskGroup { group in
                group.addTask { await self.refuseExpiredBallots() }
                await serve()
                group.cancelAll()
            }
        } onGracefulShutdown: {
            self.stop()
        }
    }

    /// Refuses as busy, every ``expiryInterval`` until cancelled, the ballots whose deadline
    /// passed while they waited behind work that takes long (an import, a commit on a slow
    /// disk): the loop itself sees a deadline only when it takes the ballot. It also notes a
    /// call to the database that has gone unanswered past ``stallLimit`` (``watchStall(now:)``).
    private func refuseExpiredBallots() async {
        while (try? await Task.sleep(for: Self.expiryInterval)) != nil {
            refuse(state.withLock { $0.removeExpired(now: .now) })
            watchStall(now: .now)
        }
    }

    /// Refuses new work; the loop commits what is queued and ends.
    func stop() {
        let mustWake = state.withLock { state in
            state.isStopping = true
            return state.claimWake()
        }
        if mustWake { wake.signal() }
    }

    // MARK: The loop

    /// An open store, and the count of other processes' commits its standings include.
    private struct Connected {
        let store: any AsyncVoteDatabase
        var seenForeignCommits: Int64
    }

    /// Starts watching other processes' commits, then publishes the standings (in that order, so
    /// no commit falls between the two unseen).
    private func connect(_ store: any AsyncVoteDatabase) async throws(VoteStoreError) -> Connected {
        await store.onForeignCommit { [wake, pause] in
            pause.heardForeignCommit()
            wake.signal()
        }
        let seen = try await store.foreignCommitCount()
        feed.publish(try await store.standings())
        return Connected(store: store, seenForeignCommits: seen)
    }

    private func serve() async {
        // The database to connect to next: the one opened first, then (once it was lost) what
        // `reopen` gives.
        var database: (any AsyncVoteDatabase)? = opened.database
        var connected: Connected?
        var backoff = ReconnectBackoff()
        // When the standings were last read or published: another process's commits are read at
        // most every `refreshInterval`, and the database at least every `probeInterval`.
        var lastRefresh = ContinuousClock.now
        // A connection proves it can write before the writer counts as ready (see `writesUnproven`),
        // so a read-only file or role, a revoked privilege or a full disk is reported at once, not
        // at the first vote.
        var provesWrites = true
        var outageCause = OutageCause()
        func lose(_ failure: VoteStoreError) {
            connected = nil
            if case .databaseMoved = failure { database = nil }
            // The next attempt to connect tells why the server did not answer.
            recordOutage(failure, isExplained: !failure.isServerUnreachable)
            metrics.recordDatabase(up: false)
        }
        while true {
            guard var current = connected else {
                if state.withLock({ $0.isStopping }) || Task.isCancelled {
                    endService()
                    return
                }
                do throws(VoteStoreError) {
                    let store: any AsyncVoteDatabase
                    if let database {
                        store = database
                    } else {
                        store = try await reopen()
                    }
                    database = store
                    connected = try await calling { () async throws(VoteStoreError) in try await connect(store) }
                    // Not ready until its check has passed.
                    state.withLock { $0.writesUnproven = true }
                    recordOutage(nil)
                    metrics.recordDatabase(up: true)
                    backoff.reset()
                    outageCause.reset()
                    lastRefresh = .now
                    provesWrites = true
                } catch {
                    if case .databaseMoved = error { database = nil }
                    // Nothing waits on the server's explanation: the queue is answered first.
                    let known = outageCause.explaining(error)
                    recordOutage(known, isExplained: false)
                    failQueue(with: known)
                    recordOutage(await outageCause.check(error, on: database) ?? known)
                    await wake.wait(timeout: backoff.next())
                }
                continue
            }
            if Task.isCancelled {
                endService()
                return
            }
            if provesWrites {
                provesWrites = false
                let failure = await checkWrites(in: current.store, emptyWrite: true)
                // A check that lost the database leaves the writer unready until the next one passes.
                if let failure, failure.losesDatabase {
                    lose(failure)
                    continue
                }
                state.withLock { $0.writesUnproven = false }
            }
            let (work, expired) = state.withLock { $0.next(batchLimit: batchLimit, now: .now) }
            refuse(expired)
            var failure: VoteStoreError?
            switch work {
            case .ballots(let batch):
                // The lock is waited for only as long as the most hurried request in the batch can.
                let earliest = batch.map(\.deadline).min() ?? ContinuousClock.now
                failure = await commit(batch, in: current.store, lockWait: earliest - ContinuousClock.now)
                if failure == nil { lastRefresh = .now }
                if failure == nil, let pause = pause.after(batch.count), queuedBallots < batchLimit {
                    metrics.commitPauses.increment()
                    try? await Task.sleep(for: pause)  // cancelled, the loop ends next turn
                }
            case .task(let task, let fail):
                do {
                    try await calling(aLongChange: true) { () async throws in
                        try await current.store.withDatabase(lockWait: writeTimeout) { store in task(store) }
                    }
                    failure = await republish(current.store)
                } catch {
                    fail(error)
                    failure = error as? VoteStoreError
                }
            case .again:
                continue
            case .wait:
                await wake.wait(timeout: Self.pollInterval)
                // Work queued meanwhile saw `isIdle` and signalled: the signal stays, for one turn more.
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
                    await wake.wait(timeout: Self.refreshInterval - sinceRefresh)
                    state.withLock { $0.isIdle = false }
                }
                do throws(VoteStoreError) {
                    try await current.store.checkLocation()
                    let foreign = try await calling { () async throws(VoteStoreError) in
                        try await current.store.foreignCommitCount()
                    }
                    let probeDue = ContinuousClock.now - lastRefresh >= Self.probeInterval
                    if foreign != current.seenForeignCommits || probeDue {
                        if foreign != current.seenForeignCommits { metrics.foreignCommitsNoticed.increment() }
                        current.seenForeignCommits = foreign
                        connected = current
                        lastRefresh = .now
                        failure = await republish(current.store)
                    }
                    if probeDue, failure == nil {
                        failure = await checkWrites(in: current.store, emptyWrite: false)
                    }
                } catch {
                    failure = error
                }
            case .stop:
                return
            }
            if let failure, failure.losesDatabase { lose(failure) }
        }
    }

    /// Runs one call to the database, recording when it began for ``readiness``; `aLongChange`
    /// for an administrator's change (an import), which may take long with the database answering.
    func calling<T, E: Error>(aLongChange: Bool = false, _ body: () async throws(E) -> T) async throws(E) -> T {
        state.withLock { ($0.callStarted, $0.callIsALongChange) = (.now, aLongChange) }
        defer { state.withLock { $0.callStarted = nil } }
        return try await body()
    }

    /// The database opened again at its path, on a thread of NIO's pool: opening SQLite's file
    /// reads and may migrate it, waiting up to its busy timeout for another process's lock, which
    /// must not hold one of the few threads every request shares.
    private func reopen() async throws(VoteStoreError) -> any AsyncVoteDatabase {
        let opened = opened
        let reopening = { @Sendable () -> Result<any AsyncVoteDatabase, VoteStoreError> in
            Result { () throws(VoteStoreError) in try opened.reopen() }
        }
        // The pool is the process's own, active while it runs; were it not, the open runs here.
        let result = try? await NIOThreadPool.singleton.runIfActive(reopening)
        return try (result ?? reopening()).get()
    }
}
