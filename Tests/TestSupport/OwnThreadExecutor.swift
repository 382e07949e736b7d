import DequeModule
import Foundation

/// A task executor with threads of its own, as many as the cooperative pool has (one per core, at
/// least two), so that its jobs never wait behind the pool's.
///
/// There are two, for two kinds of test that must not share the pool with the rest of the run:
/// - ``blocking``: tests that block (child processes, database servers, sockets, polled files).
///   On the pool, two of them would stall every other test's tasks until they end; here they wait
///   for each other, a few at a time.
/// - ``responsive``: in-process servers and stores, and the tests that hold them to deadlines.
///   On the pool their jobs would queue behind hundreds of synchronous tests, each of which keeps
///   its thread until it ends (seconds at the start of a run on two cores), and a server that
///   answers in milliseconds would miss a deadline of seconds. Nothing may block here
///   (``CooperativePoolGuard``).
public final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor of the suites under ``OwnThreadTrait/onOwnThreads``, whose tests block.
    public static let blocking = OwnThreadExecutor(threads: max(2, ProcessInfo.processInfo.activeProcessorCount))
    /// The executor of in-process servers and stores held to deadlines, which never block.
    public static let responsive = OwnThreadExecutor(threads: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Whether the calling code runs on one of this executor's threads.
    public var isCurrent: Bool {
        Thread.current.threadDictionary[Self.marker] as? ObjectIdentifier == ObjectIdentifier(self)
    }
    private static let marker = "OwnThreadExecutor"

    /// Jobs not yet taken by a thread, oldest first; guarded by `condition`.
    private var jobs = Deque<UnownedJob>()
    private let condition = NSCondition()

    private init(threads: Int) {
        for _ in 0..<threads {
            let thread = Thread {
                Thread.current.threadDictionary[Self.marker] = ObjectIdentifier(self)
                while true { self.take().runSynchronously(on: self.asUnownedTaskExecutor()) }
            }
            // As much stack as a main thread: the tests' bodies were written for the pool's threads.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Queues `job` for the next free thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Waits for the oldest job not yet taken and takes it.
    private func take() -> UnownedJob {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let job = jobs.popFirst() { return job }
            condition.wait()
        }
    }
}

extension Task where Failure == any Error {
    /// An unstructured task on the in-process servers' threads (``OwnThreadExecutor/responsive``):
    /// unlike a child task, `Task { }` does not inherit its creator's executor preference, and on
    /// the cooperative pool it would wait behind every test started before it.
    @discardableResult
    public static func onResponsiveThreads(
        _ operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Self {
        Task(executorPreference: OwnThreadExecutor.responsive, operation: operation)
    }
}
