import Dispatch
import Synchronization

/// Whether the writer pauses after a commit, so that more ballots share the next one.
///
/// Several hosts on one PostgreSQL each commit small batches, and every batch costs the shared
/// server the same statements and commit work whatever its size: there, a short pause after a
/// commit lets the clients it answered come back and share the next one, and the database does
/// less per vote. A host alone gains nothing from it (the pause only leaves its writer idle), and
/// neither does SQLite, whose commits are the writer's own serial work. So the writer pauses only
/// while another host's commits are being heard: after a commit that had company (more than one
/// ballot), and when two announcements of other hosts'
/// commits came within ``sharingWindow`` (one alone may be the listener starting to listen, which
/// the store reports as a commit perhaps missed).
final class CommitPause: Sendable {
    /// How long another host's announced commit keeps the database counted as shared: several of
    /// a busy host's announcements (one every 50 ms at most), few enough that a host
    /// left alone stops pausing at once.
    static let sharingWindow: Duration = .milliseconds(250)

    /// The pause (``ServerConfiguration/commitDelay``); zero never pauses.
    let delay: Duration
    /// When other hosts' commits were heard last and the time before, in `DispatchTime` uptime
    /// nanoseconds; 0 never.
    private let lastHeard = Atomic<UInt64>(0)
    private let previousHeard = Atomic<UInt64>(0)

    init(delay: Duration) {
        self.delay = delay
    }

    /// Notes that another host announced a commit (called by one listener at a time).
    func heardForeignCommit() {
        previousHeard.store(lastHeard.load(ordering: .relaxed), ordering: .relaxed)
        lastHeard.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }

    /// The pause to take after a commit of `ballots` ballots; `nil` for none.
    func after(_ ballots: Int) -> Duration? {
        guard delay > .zero, ballots > 1 else { return nil }
        let heard = previousHeard.load(ordering: .relaxed)
        guard heard != 0 else { return nil }
        let since = DispatchTime.now().uptimeNanoseconds &- heard
        return Duration.nanoseconds(Int64(clamping: since)) < Self.sharingWindow ? delay : nil
    }
}
