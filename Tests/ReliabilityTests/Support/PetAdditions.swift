import Foundation
import Synchronization
import TestSupport

/// An administrator adding pets to one votesrv host, one after another, on a thread of its own,
/// until stopped (at most ``maximumPets`` and ``maximumDuration``): each addition is a
/// transaction of several statements on the database, for a test that needs a host inside one.
final class PetAdditions: Sendable {
    private let stopped = Atomic(false)
    private let finished = Atomic(false)
    private static let maximumPets = 5_000
    private static let maximumDuration: Duration = .seconds(120)

    /// Starts adding pets named "`prefix` 0", "`prefix` 1", … to the host at `host:port`, with the
    /// administrator token `token`.
    init(host: String, port: Int, token: String, prefix: String) {
        let started = ContinuousClock.now
        let thread = Thread { [self] in
            defer { finished.store(true, ordering: .relaxed) }
            for index in 0..<Self.maximumPets {
                if stopped.load(ordering: .relaxed) || ContinuousClock.now - started > Self.maximumDuration { break }
                let answer = try? HTTPExchange.send(
                    host: host,
                    port: port,
                    "POST",
                    "/v1/pets",
                    headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
                    body: #"{"name":"\#(prefix) \#(index)"}"#
                )
                if answer?.status != 201 { usleep(20_000) }
            }
        }
        thread.start()
    }

    /// Stops adding and waits (at most 30 s) until the request under way has finished; returns
    /// whether it did.
    @discardableResult
    func stop() -> Bool {
        stopped.store(true, ordering: .relaxed)
        return poll(for: .seconds(30)) { finished.load(ordering: .relaxed) } != nil
    }
}
