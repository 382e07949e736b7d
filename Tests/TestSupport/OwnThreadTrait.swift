import Foundation
public import Testing

/// Runs each test of a suite on threads of its own (an ``OwnThreadExecutor``) rather than on
/// Swift's cooperative pool: ``onOwnThreads`` for tests that block, ``onResponsiveThreads`` for
/// tests that hold in-process servers or stores to deadlines.
///
/// Under this trait a test still runs in its own task, so everything Swift Testing keeps in task
/// locals (the current test, where an `#expect` reports) holds as before; only its jobs, and its
/// child tasks', run on the executor's threads.
public struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
    /// Where the tests run.
    let executor: OwnThreadExecutor

    /// Applies to every test of a suite and of its nested suites.
    public var isRecursive: Bool { true }

    /// A scope for each test case run, none for the suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test case with ``executor`` as its task's executor preference.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(executor) { try await function() }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Run each test on the blocking tests' threads (``OwnThreadExecutor/blocking``).
    public static var onOwnThreads: Self { OwnThreadTrait(executor: .blocking) }

    /// Run each test on the threads of in-process servers and stores
    /// (``OwnThreadExecutor/responsive``), where nothing blocks.
    public static var onResponsiveThreads: Self { OwnThreadTrait(executor: .responsive) }
}
