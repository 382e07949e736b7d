import Testing

/// Refuses blocking waits on threads that tasks share.
///
/// Swift's cooperative pool has one thread per core. A test that blocks one of them (a child
/// process, a socket, a poll) holds up every task of every other test meanwhile, in-process
/// servers included: on two cores, two such waits stop them all, and a server that should answer
/// in milliseconds misses a test's deadline of seconds, failing a test that is right. The same
/// holds for the in-process servers' own threads (``OwnThreadExecutor/responsive``). So every
/// blocking helper checks where it runs: on a thread of its own (``blocking(_:)``,
/// ``OwnThreadExecutor/blocking``, a thread no task runs on) it may block; anywhere else it
/// records an issue naming the helper and the remedy, and then blocks anyway so the test still
/// ends.
public enum CooperativePoolGuard {
    /// Records an issue when the caller runs in a task on a shared thread; `wait` names the
    /// blocking helper.
    public static func check(_ wait: String) {
        guard isOnASharedThread else { return }
        Issue.record(
            """
            \(wait) blocks a thread that other tests' tasks need (Swift's cooperative pool, or the \
            in-process servers'): give its suite the trait .onOwnThreads, or run it inside blocking { }
            """
        )
    }

    /// Whether the calling code runs in a task, on a thread other than the blocking tests' own.
    public static var isOnASharedThread: Bool {
        guard !OwnThreadExecutor.blocking.isCurrent else { return false }
        return withUnsafeCurrentTask { $0 != nil }
    }
}
