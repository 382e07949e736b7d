import PostgresNIO
import Synchronization

/// Other hosts' commits: this store's announced (paced by ``AnnouncementPacing``), others' heard
/// through `LISTEN` on a pooled connection of its own.
extension PostgresPooledStore {
    /// Sends each announcement that fell due between two paced ones, once its delay is over.
    func announceDue() async {
        for await delay in dueAnnouncements.stream {
            guard (try? await Task.sleep(for: delay)) != nil else { return }
            pacing.withLock { $0.sendingDue(now: .now) }
            await send(announcement)
        }
    }

    /// Sends `notification` (an announcement, or a check of the listener) on a pooled connection,
    /// counting it as one the listener should hear. A lost one costs other hosts only a later
    /// reread, and the listener's check one more.
    func send(_ notification: PostgresQuery) async {
        _ = try? await leasing(waitingAtMost: Self.leaseWait) { connection in
            try Self.checkOpen(connection)
            self.listening.withLock { $0.check.announced(now: .now) }
            _ = try await connection.query(notification, logger: self.logger)
        }
    }

    /// Listens for other stores' commits for as long as the task runs, on a pooled connection
    /// of its own, listening again whenever its connection is lost.
    func listen() async {
        var quickFailures = 0
        while !Task.isCancelled {
            let began = ContinuousClock.now
            do {
                try await withPooledConnection { connection in
                    try Self.checkOpen(connection)
                    try self.checkNotClosing(connection)
                    // Known, so that a call the server leaves without an answer closes it too.
                    self.listening.withLock { $0.connection = connection }
                    defer { self.listening.withLock { $0.connection = nil } }
                    try await connection.listen(on: PostgresStatements.commitChannel) { notifications in
                        // LISTEN has returned: no commit after this is missed, and the store's
                        // announcements sent before it are not this connection's to hear.
                        self.listening.withLock { $0.check.heardOwn() }
                        self.hear(listening: true)
                        for try await notification in notifications {
                            switch notification.payload {
                            case self.mark, self.checkMark: self.listening.withLock { $0.check.heardOwn() }
                            case let payload where payload.hasSuffix(Self.checkSuffix): break
                            default: self.hear(listening: true)
                            }
                        }
                    }
                }
            } catch {
                // The connection was lost, or the pool stopped: listen again, or end.
            }
            hear(listening: false)
            // An attempt that fails at once again and again (a standby refuses `LISTEN` while it
            // recovers) is made less and less often, up to every 2 s, rather than ten times a
            // second into the server's log.
            quickFailures = ContinuousClock.now - began < .seconds(1) ? quickFailures + 1 : 0
            try? await Task.sleep(for: Self.listenRetryWait(afterQuickFailures: quickFailures))
        }
    }

    /// The wait before listening again after `failures` attempts in a row that ended within a
    /// second: 100 ms, doubling from the second such attempt on, at most 2 s.
    static func listenRetryWait(afterQuickFailures failures: Int) -> Duration {
        min(.seconds(2), .milliseconds(100) * (1 << min(max(failures - 1, 0), 5)))
    }

    /// Counts a commit heard, or a change between listening and not (commits may go unheard),
    /// and tells the observer.
    private func hear(listening isListening: Bool) {
        let observer = listening.withLock { state -> (@Sendable () -> Void)? in
            defer { state.isListening = isListening }
            guard isListening || state.isListening else { return nil }
            state.heard += 1
            return state.observer
        }
        observer?()
    }

    /// Closes `connection`, which no `LISTEN` may use until it is closed (``checkNotClosing(_:)``).
    func close(_ connection: PostgresConnection) async {
        // By identity: connection ids restart with each pool, and a pool is replaced exactly when
        // links are cut and old connections take long to close.
        let identity = ObjectIdentifier(connection)
        listening.withLock { _ = $0.closing.insert(identity) }
        try? await connection.close()
        listening.withLock { _ = $0.closing.remove(identity) }
    }

    /// Throws when `connection` is being closed by this store.
    ///
    /// A connection closed here goes back to the pool at once, and over TLS it stays open while
    /// its close is exchanged: for as long as a cut link lasts, up to TLS's shutdown timeout. The
    /// server may still be listening on it for the listener that used it before, and sends that
    /// listener's notifications once the link is back. A new `LISTEN` on the closing connection
    /// fails without reaching the server, and PostgresNIO then keeps the channel in a state in
    /// which the first of those notifications stops the process (a `fatalError` in its listen
    /// state machine). So a connection on its way out is never listened on: the listener tries
    /// again shortly, on another.
    func checkNotClosing(_ connection: PostgresConnection) throws {
        guard listening.withLock({ !$0.closing.contains(ObjectIdentifier(connection)) }) else {
            throw ConnectionClosing()
        }
    }
}

/// The pool leased a connection this store is closing.
private struct ConnectionClosing: Error {}

/// What the listener has heard, and whom it tells.
struct Listening {
    var heard: Int64 = 0
    var isListening = false
    var observer: (@Sendable () -> Void)?
    /// The connection listened on, while there is one.
    var connection: PostgresConnection?
    /// Whether the listener hears the store's own announcements.
    var check = ListenerCheck()
    /// The connections this store is closing (``PostgresPooledStore/close(_:)``).
    var closing: Set<ObjectIdentifier> = []
}
