import DequeModule
import Foundation

/// A task executor with threads of its own, as many as the cooperative pool has (one per core, at
/// least two), whose jobs may block them: blocking tests wait for each other here instead of
/// holding up every other test's tasks on the pool.
public final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every suite under ``OwnThreadTrait`` shares.
    public static let shared = OwnThreadExecutor(threads: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Whether the calling code runs on one of this executor's threads.
    public static var isCurrent: Bool { Thread.current.threadDictionary[marker] != nil }
    private static let marker = "OwnThreadExecutor"

    /// Jobs not yet taken by a thread, oldest first; guarded by `condition`.
    private var jobs = Deque<UnownedJob>()
    private let condition = NSCondition()

    private init(threads: Int) {
        for _ in 0..<threads {
            let thread = Thread {
                Thread.current.threadDictionary[Self.marker] = true
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
