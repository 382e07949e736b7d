import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// Ends the process when a shutdown outlives its deadline and the grace its cancelled work had.
/// Last in the service group, it is the first to hear of the shutdown.
///
/// Some work cannot be cancelled: a call into SQLite waiting for another process's lock, or a
/// write to a disk that does not answer, runs on a thread of its own until it returns. The service
/// group would wait for it forever, or with a limit crash the process. Past the limit the
/// watchdog logs and exits with status 0 instead, as after any shutdown that ran out of time: every
/// acknowledged vote is on disk by then, and what the exit cuts was never acknowledged (a
/// transaction left open is rolled back when the database is next opened). Once the group has
/// ended, ``disarm()`` keeps it from ending a process that goes on.
final class ShutdownWatchdog: Service {
    /// From the shutdown's start to the process's end at the latest.
    let limit: Duration
    let logger: Logger
    private let disarmed = Atomic(false)

    init(limit: Duration, logger: Logger) {
        (self.limit, self.logger) = (limit, logger)
    }

    func run() async throws {
        // Cancelled instead (the group ended without a shutdown), there is nothing to watch.
        guard (try? await gracefulShutdown()) != nil else { return }
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) * 1e-18
        let watchdog = Thread { [self] in
            Thread.sleep(forTimeInterval: seconds)
            guard !disarmed.load(ordering: .acquiring) else { return }
            logger.error("Shutdown still waited after \(limit) for work that cannot be cancelled; exiting")
            exit(0)
        }
        watchdog.name = "petvote-shutdown-watchdog"
        watchdog.start()
    }

    /// The group has ended: the process is not to be ended from here.
    func disarm() {
        disarmed.store(true, ordering: .releasing)
    }
}
