import PostgresNIO
import Synchronization

/// Whether the listener still hears anything.
///
/// A connection can die without a word: a firewall or a NAT that forgets an idle connection
/// drops its packets and sends no reset, and the server's keepalives end only its own side. A
/// listener on such a connection hears no other host's commits and gets no error; the host's
/// board then follows them only through its reread every second. The store hears its own
/// announcements too, so one that goes unheard for ``listenerCheckInterval`` shows the
/// listener deaf: its connection is closed, and it listens again on another. A store that has
/// announced nothing for that long sends a check of its own (a `NOTIFY` other stores ignore).
extension PostgresPooledStore {
    /// How long an announcement of this store's may go unheard by its own listener, and how
    /// long an idle store waits before checking.
    public static let listenerCheckInterval: Duration = .seconds(5)

    /// Checks the listener every ``listenerCheckInterval`` for as long as the task runs.
    func checkListener() async {
        while (try? await Task.sleep(for: Self.listenerCheckInterval)) != nil {
            let now = ContinuousClock.now
            let (deaf, connection, quiet) = listening.withLock { state in
                (
                    state.check.isDeaf(now: now, after: Self.listenerCheckInterval), state.connection,
                    state.check.isQuiet(now: now, after: Self.listenerCheckInterval)
                )
            }
            if deaf, let connection {
                // Listening again, it starts a fresh check (`listen()`).
                await close(connection)
            } else if quiet {
                await send(listenerCheck)
            }
        }
    }
}

/// What the listener has heard of its own store's announcements.
struct ListenerCheck {
    /// The first announcement sent since the listener last heard one of its own.
    private var unheardSince: ContinuousClock.Instant?
    /// When the store last announced anything.
    private var lastAnnounced: ContinuousClock.Instant?

    /// The store sent an announcement.
    mutating func announced(now: ContinuousClock.Instant) {
        if unheardSince == nil { unheardSince = now }
        lastAnnounced = now
    }

    /// The listener heard one of the store's own announcements: it hears every one sent before.
    mutating func heardOwn() {
        unheardSince = nil
    }

    /// Whether an announcement has gone unheard for longer than `limit`.
    func isDeaf(now: ContinuousClock.Instant, after limit: Duration) -> Bool {
        unheardSince.map { now - $0 > limit } ?? false
    }

    /// Whether the store has announced nothing for `limit`, so the listener has had nothing of its own to hear.
    func isQuiet(now: ContinuousClock.Instant, after limit: Duration) -> Bool {
        lastAnnounced.map { now - $0 >= limit } ?? true
    }
}
