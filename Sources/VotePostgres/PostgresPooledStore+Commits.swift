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
        while !Task.isCancelled {
            do {
                try await withPooledConnection { connection in
                    try Self.checkOpen(connection)
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
            try? await Task.sleep(for: .milliseconds(100))
        }
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
}

/// What the listener has heard, and whom it tells.
struct Listening {
    var heard: Int64 = 0
    var isListening = false
    var observer: (@Sendable () -> Void)?
    /// The connection listened on, while there is one.
    var connection: PostgresConnection?
    /// Whether the listener hears the store's own announcements.
    var check = ListenerCheck()
}
