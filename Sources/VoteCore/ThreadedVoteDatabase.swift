import Foundation
import Synchronization

/// A ``VoteDatabase`` whose calls block (SQLite's) as an ``AsyncVoteDatabase``: each call runs on
/// a thread of its own, one at a time, and the caller awaits it without holding a thread of
/// Swift's small cooperative pool.
///
/// The thread owns the store: it opens it and is the only one to touch it, which is what the
/// store's not being `Sendable` asks for.
public final class ThreadedVoteDatabase: AsyncVoteDatabase {
    /// The database as the user named it, for messages.
    public let displayName: String
    /// The all-time standings, read on the thread as soon as the store opened.
    public let openingStandings: Standings
    private let thread: Worker

    /// Opens a store with `open` on a new thread, reads its standings, and waits until both are
    /// done.
    ///
    /// - Throws: What `open` or the read throws; no thread is left running then.
    public init(name: String, open: @escaping @Sendable () throws(VoteStoreError) -> any VoteDatabase)
        throws(VoteStoreError)
    {
        displayName = name
        (thread, openingStandings) = try Worker.start(database: name, open: open)
    }

    deinit {
        thread.stop()
    }

    /// Casts a batch on the thread (``AsyncVoteDatabase/cast(_:source:lockWait:)``).
    public func cast(_ ballots: [Ballot], source: String, lockWait: Duration) async throws(VoteStoreError)
        -> BallotBatch
    {
        try await run { store throws(VoteStoreError) in
            store.limitLockWait(to: lockWait)
            return try store.cast(ballots, source: source)
        }
    }

    /// The all-time standings, read on the thread.
    public func standings() async throws(VoteStoreError) -> Standings {
        try await run { store throws(VoteStoreError) in try store.standings() }
    }

    /// Other connections' commits (``VoteDatabase/foreignCommitCount()``), asked on the thread.
    public func foreignCommitCount() async throws(VoteStoreError) -> Int64 {
        try await run { store throws(VoteStoreError) in try store.foreignCommitCount() }
    }

    /// Sets the store's observer of other connections' commits (``VoteDatabase/onForeignCommit(_:)``).
    public func onForeignCommit(_ notify: @escaping @Sendable () -> Void) async {
        await thread.run { store in store.onForeignCommit(notify) }
    }

    /// Checks on the thread that the database is still the one at its path (``VoteDatabase/checkLocation()``).
    public func checkLocation() async throws(VoteStoreError) {
        try await run { store throws(VoteStoreError) in try store.checkLocation() }
    }

    /// Asks on the thread whether a write could be made now (``VoteDatabase/checkWritable()``).
    public func checkWritable(lockWait: Duration) async throws(VoteStoreError) {
        try await run { store throws(VoteStoreError) in
            store.limitLockWait(to: lockWait)
            try store.checkWritable()
        }
    }

    /// Runs `body` with the store on the thread, after the calls asked for before it.
    public func withDatabase<T: Sendable>(
        lockWait: Duration,
        _ body: @escaping @Sendable (any VoteDatabase) throws -> T
    ) async throws -> T {
        try await thread.run { store in
            store.limitLockWait(to: lockWait)
            return Result { try body(store) }
        }
        .get()
    }

    /// Runs `body` on the thread and returns its result, its error typed.
    private func run<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) throws(VoteStoreError) -> T)
        async throws(VoteStoreError) -> T
    {
        try await thread.run { store in Result { () throws(VoteStoreError) in try body(store) } }.get()
    }
}

/// The thread a ``ThreadedVoteDatabase`` runs its calls on, in the order they were asked for.
private final class Worker: Sendable {
    typealias Job = @Sendable (any VoteDatabase) -> Void

    private let jobs = Mutex<(queue: [Job], stopping: Bool)>(([], false))
    private let wake = DispatchSemaphore(value: 0)

    /// The thread's name, as `ps -L`, `top -H` and profilers show it (Linux keeps 15 bytes).
    static let threadName = "petvote-store"

    /// Starts a worker whose thread opens its store with `open` and reads its standings, and
    /// waits for both; `database` names the store in an error.
    static func start(database: String, open: @escaping @Sendable () throws(VoteStoreError) -> any VoteDatabase)
        throws(VoteStoreError) -> (Worker, openingStandings: Standings)
    {
        let worker = Worker()
        let opening = Mutex<Result<Standings, VoteStoreError>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread {
            // Named from the thread itself: on Linux a name set before it starts is not applied.
            Thread.current.name = threadName
            let store: any VoteDatabase
            do throws(VoteStoreError) {
                store = try open()
                let standings = try store.standings()
                opening.withLock { $0 = .success(standings) }
            } catch {
                opening.withLock { $0 = .failure(error) }
                ready.signal()
                return
            }
            ready.signal()
            worker.serve(store)
        }
        thread.start()
        ready.wait()
        switch opening.withLock({ $0 }) {
        case .success(let standings)?: return (worker, standings)
        case .failure(let error)?: throw error
        case nil: throw .cannotOpen(path: database, reason: "the store's thread ended before it opened")
        }
    }

    /// Runs the calls in turn until stopped.
    private func serve(_ store: any VoteDatabase) {
        while true {
            let (queue, stopping) = jobs.withLock { state in
                defer { state.queue.removeAll(keepingCapacity: true) }
                return (state.queue, state.stopping)
            }
            for job in queue { job(store) }
            if stopping, queue.isEmpty { return }
            if queue.isEmpty { wake.wait() }
        }
    }

    /// Runs `body` with the store on the thread, after the calls asked for before it.
    func run<T: Sendable>(_ body: @escaping @Sendable (any VoteDatabase) -> T) async -> T {
        await withCheckedContinuation { (done: CheckedContinuation<T, Never>) in
            jobs.withLock { $0.queue.append({ store in done.resume(returning: body(store)) }) }
            wake.signal()
        }
    }

    /// Ends the thread once the calls asked for are done; the store closes with it.
    func stop() {
        jobs.withLock { $0.stopping = true }
        wake.signal()
    }
}
