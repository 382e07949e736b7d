import Foundation
import Testing

/// Runs each test of a suite on threads of its own rather than on Swift's cooperative pool.
///
/// The reliability tests are synchronous and block for seconds at a time: they wait for child
/// processes, read sockets, poll files. Run on the cooperative pool, which has one thread per core,
/// two of them would stall every other test's tasks (in-process servers included) until they end.
/// Under this trait a test still runs in its own task, so everything Swift Testing keeps in task
/// locals (the current test, where an `#expect` reports) holds as before; only its jobs run on
/// ``OwnThreadExecutor``'s threads.
struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// A scope for each test case run, none for the suite as a whole.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(OwnThreadExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Run each test on threads of its own, off the cooperative pool (``OwnThreadTrait``).
    static var onOwnThreads: Self { OwnThreadTrait() }
}

/// A task executor that runs every job it is given on a new thread, which the job may block.
final class OwnThreadExecutor: TaskExecutor {
    static let shared = OwnThreadExecutor()

    /// Whether the calling code runs on one of this executor's threads.
    static var isCurrent: Bool { Thread.current.threadDictionary[marker] != nil }
    private static let marker = "OwnThreadExecutor"

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread {
            Thread.current.threadDictionary[Self.marker] = true
            job.runSynchronously(on: executor)
        }
        // As much stack as a main thread: the tests' bodies were written for the pool's threads.
        thread.stackSize = 8 << 20
        thread.start()
    }
}
