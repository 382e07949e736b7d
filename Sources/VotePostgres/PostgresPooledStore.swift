import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
public import ServiceLifecycle
import Synchronization
public import VoteCore

/// PetVote's store on a PostgreSQL server for a server process: asynchronous, on PostgresNIO's
/// connection pool (`PostgresClient`), which it runs as a service of the process's
/// `ServiceGroup`. The promises, the schema and the SQL are ``PostgresVoteStore``'s; what differs
/// is how the connections are held.
///
/// - **The pool reconnects by itself.** A connection lost (the server restarted, a network cut)
///   fails what ran on it; the pool opens new ones with its own backoff, keeping two open while
///   it can, so the first call after the server is back finds one. After a long outage that
///   backoff can leave the pool waiting long after the server is back: once no lease has
///   succeeded for a few seconds with none held, the store tries a connection of its own, and
///   if it connects, replaces the pool with a fresh one (``PoolRenewal``). No call waits for a
///   connection longer than it can afford: a cast for as long as its most hurried ballot
///   (`lockWait`), anything else ``leaseWait``; past that it fails as
///   ``VoteStoreError/serverUnreachable(database:reason:)`` when the pool shows no sign of
///   connecting, else as ``VoteStoreError/busy(path:)``, and the caller decides what to refuse.
/// - **A batch is prepared once per connection.** The statements of a batch
///   (``ReadTallies``, ``InsertBallotsInFreeSlot``, ``ClaimSlotAndReadTallies``,
///   ``InsertBallots``, ``ReadStandings``) are parsed and planned once per pooled connection
///   rather than on every batch. A batch is statements that are each their own transaction,
///   the write taking a writer slot itself, and a read of the totals that proves the write
///   committed and serves the next batch (``TallyReadAhead``): under load two round trips
///   without ballot ids, three with (see `PostgresPooledStore+Batches.swift`).
/// - **Other hosts' commits come through `LISTEN`** on one pooled connection of its own. Commits
///   are announced with `NOTIFY` behind their `COMMIT`, or after it returned, at most once per
///   ``announceInterval`` (``AnnouncementPacing``), marked with this store's own payload, so the
///   listener counts only the others'. A listener that loses its connection counts one
///   commit more (so the server reads the standings, and finds out at once whether the server
///   is gone), and once it listens again one more, as commits may have gone unheard meanwhile.
/// - **Sessions start with PetVote's settings** (``PostgresSchema/sessionSettings``, the schema
///   on the search path, and durable commits where the configuration turned them off or left
///   them `on`, so that turning them off later cannot reach the connections opened since:
///   ``PostgresSchema/durableCommitSetting``) as startup parameters: no round trip per connection.
///
/// The administrators' changes, imports and time windows run PetVote's synchronous code
/// (``PostgresVoteStore``) on a pooled connection, on NIO's blocking thread pool.
public final class PostgresPooledStore: AsyncVoteDatabase, Service {
    /// The URL without its password.
    public let displayName: String
    /// The all-time standings, read on the first connection, before the pool runs.
    public let openingStandings: Standings
    let url: PostgresURL
    /// The pool in use, and what the store knows of its leases.
    let pools: Mutex<Pools>
    /// Every pool to run: the first, then each that replaces a stalled one.
    let generations = AsyncStream.makeStream(of: PoolGeneration.self)
    let configuration: PostgresClient.Configuration
    let logger = Logger(label: "petvote.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    /// What this store's announcements carry, so its listener can tell them from others'.
    let mark = UUID().uuidString.lowercased()
    let listening = Mutex(Listening())
    /// The statement that announces this store's commits.
    let announcement: PostgresQuery
    /// What this store's checks of its listener carry (``checkListener()``): other stores ignore it.
    var checkMark: String { mark + Self.checkSuffix }
    /// The end of every store's listener checks' payload.
    static let checkSuffix = ":check"
    /// The statement that checks this store's listener.
    let listenerCheck: PostgresQuery
    let pacing = Mutex(AnnouncementPacing(interval: PostgresPooledStore.announceInterval))
    /// Announcements due later, each to be sent after the delay it carries.
    let dueAnnouncements = AsyncStream.makeStream(of: Duration.self, bufferingPolicy: .bufferingNewest(1))
    /// The totals read when the last batch's commit was proven, for the next batch.
    let readAhead = Mutex<TallyReadAhead?>(nil)
    /// What the readers and the administrators' changes take before a connection, so that the
    /// writer and the listener always find theirs.
    let blockingWork: ConnectionPermits

    /// How long a call other than a cast waits for a pooled connection: within it, a server that
    /// went away is noticed (and the server process reports itself not ready).
    public static let leaseWait: Duration = .seconds(1)
    /// How long a call waits for the server's answers (``answerLimit(lockTimeout:)``), from the
    /// lock timeout its sessions were given.
    public let answerLimit: Duration
    /// The connections the pool keeps open at least, so that after a restart the writer and the
    /// listener find theirs at once.
    static let minimumConnections = 2
    /// The connections kept from the readers and the administrators' changes: the writer's and
    /// the listener's.
    static let reservedConnections = 2
    /// The fewest connections a store works with: the reserved ones, and one for the readers and
    /// the administrators' changes. A smaller `maximumConnections` is raised to it.
    public static let fewestConnections = reservedConnections + 1
    /// The shortest time between two announcements of a busy store's commits (the first after a
    /// quiet spell goes with its commit). Each is a transaction of its own on the shared server and
    /// a message to every listening host: at 10 ms, three busy hosts made the server run 1.3× the
    /// transactions per commit (BENCHMARKS.md). An idle host hears of a busy one's commits at most
    /// this late, within the 100 ms a stream waits between two events anyway.
    static let announceInterval: Duration = .milliseconds(50)

    /// How long the pool's sessions wait for a lock unless told otherwise: as votectl's do.
    public static var defaultLockTimeout: Duration { PostgresSchema.lockTimeout }

    /// Connects once to check the server and the login, to create or migrate the schema (as
    /// ``PostgresVoteStore/init(url:upgrade:)``, with its errors) and to read the standings, then
    /// sets up the pool with the TLS setting that connection used, opening at most
    /// `maximumConnections` (the writer's, the listener's, and the readers'; at least
    /// ``fewestConnections``), whose sessions wait
    /// at most `lockTimeout` for a lock, and never longer than ``defaultLockTimeout``, which
    /// ``answerLimit`` stays above. The pool connects once ``run()`` runs.
    public init(
        url: PostgresURL,
        maximumConnections: Int,
        lockTimeout: Duration = defaultLockTimeout
    ) throws(VoteStoreError) {
        let first = try PostgresVoteStore(url: url)
        openingStandings = try first.standings()
        let tls = try TLSPlan(url: url).poolAttempts[first.connection.tlsAttempt]
        let durability = PostgresSchema.durableCommitSetting
        let holdsDurability = try first.connection.scalar(Bool.self, PostgresSchema.commitsLeftToPetVote) == true
        var configuration =
            url.isUnixSocket
            ? PostgresClient.Configuration(
                unixSocketPath: url.socketPath,
                username: url.user,
                password: url.password,
                database: url.database
            )
            : PostgresClient.Configuration(
                host: url.host,
                port: url.port,
                username: url.user,
                password: url.password,
                database: url.database,
                tls: tls
            )
        let maximumConnections = max(Self.fewestConnections, maximumConnections)
        configuration.options.minimumConnections = Self.minimumConnections
        configuration.options.maximumConnections = maximumConnections
        blockingWork = ConnectionPermits(count: maximumConnections - Self.reservedConnections)
        configuration.options.connectTimeout = url.connectTimeout
        let sessionLockTimeout = min(lockTimeout, Self.defaultLockTimeout)
        answerLimit = Self.answerLimit(lockTimeout: sessionLockTimeout)
        configuration.options.additionalStartupParameters =
            [("application_name", url.applicationName ?? "votesrv"), ("search_path", "petvote")]
            + PostgresSchema.sessionSettings(lockTimeout: sessionLockTimeout)
            + (holdsDurability ? [(durability.name, durability.value)] : [])
        (self.url, displayName) = (url, url.description)
        announcement = PostgresQuery(unsafeSQL: "\(PostgresStatements.announceCommit), '\(mark)'")
        listenerCheck = PostgresQuery(unsafeSQL: "\(PostgresStatements.announceCommit), '\(mark)\(Self.checkSuffix)'")
        self.configuration = configuration
        let pool = PoolGeneration(configuration: configuration, logger: logger)
        pools = Mutex(Pools(current: pool, renewal: PoolRenewal(now: .now)))
        generations.continuation.yield(pool)
    }

    // MARK: Service

    /// Runs the pool (and each that replaces it), the listener and the paced announcements
    /// until the graceful shutdown.
    public func run() async throws {
        await withGracefulShutdownHandler {
            await withDiscardingTaskGroup { group in
                group.addTask {
                    await cancelWhenGracefulShutdown { await self.listen() }
                }
                group.addTask {
                    await cancelWhenGracefulShutdown { await self.announceDue() }
                }
                group.addTask {
                    await cancelWhenGracefulShutdown { await self.checkListener() }
                }
                for await generation in generations.stream {
                    group.addTask { await generation.run() }
                }
            }
        } onGracefulShutdown: {
            self.generations.continuation.finish()
        }
    }

    // MARK: AsyncVoteDatabase

    /// Casts a batch on a pooled connection (``AsyncVoteDatabase/cast(_:source:lockWait:)``; how:
    /// `PostgresPooledStore+Batches.swift`), waiting at most `lockWait`, from the start, for the
    /// connection and, in the transaction a batch falls back to, for its writer slot.
    public func cast(_ ballots: [Ballot], source: String, lockWait: Duration) async throws(VoteStoreError)
        -> BallotBatch
    {
        let deadline = ContinuousClock.now + lockWait
        return try await leasing(waitingAtMost: lockWait) { connection in
            try await self.cast(ballots, source: source, on: connection, lockDeadline: deadline)
        }
    }

    /// The all-time standings from the tallies, on a pooled connection.
    public func standings() async throws(VoteStoreError) -> Standings {
        // Published, these may be newer than the totals read ahead.
        defer { readAhead.withLock { $0 = nil } }
        return try await leasing(waitingAtMost: Self.leaseWait) { connection in
            var rows: [(pet: Pet, votes: Int, rank: Int)] = []
            try Self.checkOpen(connection)
            for try await (id, name, votes, rank) in try await connection.execute(ReadStandings(), logger: self.logger)
            {
                rows.append((Pet(id: id, name: name), votes, rank))
            }
            return try Standings(rankedRows: rows)
        }
    }

    /// The commits of other stores heard so far; never throws: while the listener has no
    /// connection, the server's periodic reread stands in for it.
    public func foreignCommitCount() async throws(VoteStoreError) -> Int64 {
        listening.withLock { $0.heard }
    }

    /// Calls `notify`, on another thread, whenever the listener hears another store's commit.
    public func onForeignCommit(_ notify: @escaping @Sendable () -> Void) async {
        listening.withLock { $0.observer = notify }
    }

    /// A server's database has no path that could be moved from under the connection.
    public func checkLocation() async throws(VoteStoreError) {}

    /// Runs `body` with ``PostgresVoteStore`` on a pooled connection, on NIO's blocking thread
    /// pool, once one of ``blockingWork``'s permits is free (within ``leaseWait``, else it fails as
    /// busy). PostgreSQL's writers wait on row locks for the session's lock timeout, not
    /// `lockWait`, as ``PostgresVoteStore/limitLockWait(to:)`` says.
    public func withDatabase<T: Sendable>(
        lockWait: Duration,
        _ body: @escaping @Sendable (any VoteDatabase) throws -> T
    ) async throws -> T {
        // An administrator's change (an import) may take long: no limit on its answers.
        try await blocking(answeredWithin: nil, body)
    }

    /// Runs `body`, a read, as ``withDatabase(lockWait:_:)`` does, given up as any call is when
    /// the server leaves it without an answer for ``answerLimit``.
    public func read<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws -> T) async throws -> T {
        try await blocking(answeredWithin: answerLimit, body)
    }

    private func blocking<T: Sendable>(
        answeredWithin answerLimit: Duration?,
        _ body: @escaping @Sendable (any VoteDatabase) throws -> T
    ) async throws -> T {
        let url = url
        guard await blockingWork.acquire(waitingAtMost: Self.leaseWait) else {
            throw VoteStoreError.busy(path: displayName)
        }
        defer { blockingWork.release() }
        // An administrator's change may add, rename or remove pets, and its server reads the
        // standings afterwards: the totals read ahead are stale either way.
        defer { readAhead.withLock { $0 = nil } }
        return try await leasing(waitingAtMost: Self.leaseWait, answeredWithin: answerLimit) { connection in
            try await NIOThreadPool.singleton.runIfActive {
                try body(PostgresVoteStore(lent: connection, url: url))
            }
        }
    }

    // MARK: Connections

    /// Throws ``ConnectionLost`` when `connection` has closed. Called on its event loop right
    /// before a statement is sent: PostgresNIO answers a statement sent to a closed connection
    /// never, and one sent to an open connection always (with an error if it then closes).
    static func checkOpen(_ connection: PostgresConnection) throws {
        assert(connection.eventLoop.inEventLoop, "checked off the connection's event loop")
        if connection.isClosed { throw ConnectionLost() }
    }

    /// Runs `body` with a pooled connection, waiting at most `wait` for one; every error as a
    /// ``VoteStoreError``.
    ///
    /// Once `body` has its connection it runs to its end, unless the server leaves it without an
    /// answer for `answerLimit` (see ``answered(within:on:_:)``); no shorter wait abandons a
    /// transaction with its outcome unknown to its caller.
    func leasing<T: Sendable>(
        waitingAtMost wait: Duration,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(VoteStoreError) -> T {
        try await leasing(waitingAtMost: wait, answeredWithin: answerLimit, body)
    }

    /// Runs `body` with a pooled connection, waiting at most `wait` for one, and at most
    /// `answerLimit` for its answers (`nil`: as long as they take).
    func leasing<T: Sendable>(
        waitingAtMost wait: Duration,
        answeredWithin answerLimit: Duration?,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(VoteStoreError) -> T {
        let lease = LeaseRace()
        do {
            return try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask {
                    try await self.withPooledConnection(admitting: lease.begin) { connection in
                        guard let answerLimit else { return try await body(connection) }
                        return try await self.answered(within: answerLimit, on: connection, body)
                    }
                }
                group.addTask {
                    try? await Task.sleep(for: wait)
                    return nil
                }
                while let finished = try await group.next() {
                    if let value = finished {
                        group.cancelAll()
                        return value
                    }
                    if lease.giveUp() { group.cancelAll() }
                }
                throw CancellationError()
            }
        } catch let error as VoteStoreError {
            renewIfStalled()
            throw error
        } catch {
            renewIfStalled()
            if lease.gaveUp {
                // A wait too short to tell, or a pool that holds a connection or leased one
                // moments ago, says the pool is busy, not that the server is gone.
                let now = ContinuousClock.now
                if wait < Self.leaseWait || pools.withLock({ $0.renewal.isConnecting(since: now - Self.leaseWait) }) {
                    throw .busy(path: displayName)
                }
                throw .serverUnreachable(database: displayName, reason: "no connection to the server within \(wait)")
            }
            throw BlockingConnection.translate(error, url: url)
        }
    }

    /// Runs `body` with a connection of the pool in use, once `admit` lets it, counted as leased
    /// (``PoolRenewal``), on the connection's own event loop, where its closing cannot come between
    /// a check that it is open and a statement sent (``checkOpen(_:)``).
    func withPooledConnection<T: Sendable>(
        admitting admit: @escaping @Sendable () -> Bool = { true },
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let generation = pools.withLock { $0.current }
        return try await generation.client.withConnection { connection in
            guard admit() else { throw CancellationError() }
            // A connection of a pool replaced meanwhile is closing: nothing is sent on it.
            guard self.pools.withLock({ $0.lease(on: generation, now: .now) }) else { throw ConnectionLost() }
            defer { self.pools.withLock { $0.renewal.release() } }
            return try await withTaskExecutorPreference(EventLoopExecutor(eventLoop: connection.eventLoop)) {
                try await body(connection)
            }
        }
    }
}
