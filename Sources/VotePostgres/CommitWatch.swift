import Synchronization

/// The commits other sessions announced to a store (`NOTIFY` on the commit channel), counted as
/// they arrive on the connection's event loop, with an observer to wake.
final class CommitWatch: Sendable {
    /// The server process of the store's own session, whose announcements are not counted.
    private let ownProcess: Int32
    private let announced = Atomic<Int64>(0)
    private let observer = Mutex<(@Sendable () -> Void)?>(nil)

    init(ownProcess: Int32) {
        self.ownProcess = ownProcess
    }

    /// The other sessions' commits announced so far.
    var count: Int64 { announced.load(ordering: .acquiring) }

    /// Counts an announcement by server process `process`, unless it is the store's own.
    func announce(by process: Int32) {
        guard process != ownProcess else { return }
        announced.add(1, ordering: .releasing)
        observer.withLock { $0 }?()
    }

    /// Calls `notify` after every counted announcement from now on.
    func setObserver(_ notify: @escaping @Sendable () -> Void) {
        observer.withLock { $0 = notify }
    }
}
