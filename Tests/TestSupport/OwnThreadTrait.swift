import Foundation
public import Testing

/// Runs each test of a suite on the blocking tests' own threads (``OwnThreadExecutor``) rather
/// than on Swift's cooperative pool.
///
/// Many tests are synchronous and block for seconds at a time: they wait for child processes and
/// database servers, read sockets, poll files. Run on the cooperative pool, which has one thread
/// per core, two of them would stall every other test's tasks (in-process servers included) until
/// they end. The own threads are as few as the pool's, so blocking tests still run a few at a time
/// rather than all at once.
/// Under this trait a test still runs in its own task, so everything Swift Testing keeps in task
/// locals (the current test, where an `#expect` reports) holds as before; only its jobs run on
/// ``OwnThreadExecutor``'s threads.
public struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite and of its nested suites.
    public var isRecursive: Bool { true }

    /// A scope for each test case run, none for the suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test case with ``OwnThreadExecutor`` as its task's executor preference.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(OwnThreadExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Run each test on threads of its own, off the cooperative pool (``OwnThreadTrait``).
    public static var onOwnThreads: Self { OwnThreadTrait() }
}
