import Foundation

/// Runs `body`, which blocks (a child process, a synchronous connection), on a thread of its own
/// and awaits it: an async test that blocked would hold one of Swift's few cooperative threads,
/// which the tasks of every other test running at the same time need.
public func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
