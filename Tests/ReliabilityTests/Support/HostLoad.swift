import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Clients voting for Cat on several hosts, each ballot with an id of its own, until stopped,
/// at most 20,000 ballots or 120 s. A client answered with an error waits 20 ms, as a client
/// honouring `Retry-After` would, so an outage does not use up its ballots; a client whose host
/// is gone (connection refused) stops.
final class HostLoad: Sendable {
    private struct State {
        var sent: Set<String> = []
        var acknowledged: Set<String> = []
        /// How many answers had each status.
        var statuses: [Int: Int] = [:]
        /// Every answer each ballot had (a status, or why there was none), with when it came.
        var answers: [String: [String]] = [:]
    }

    private let state = Mutex(State())
    private let stopped = Atomic(false)
    private let finished = Atomic(0)
    private let clients: Int
    private let started = ContinuousClock.now
    private static let maximumBallots = 20_000
    private static let maximumDuration: Duration = .seconds(120)

    /// Starts the clients; every ballot id begins with `idPrefix`, so loads on one database with
    /// different prefixes never send the same id.
    init(hosts: [VotesrvProcess], clientsPerHost: Int, idPrefix: String = "") {
        clients = hosts.count * clientsPerHost
        let started = self.started
        for (hostIndex, host) in hosts.enumerated() {
            let (address, port) = (host.host, host.port)
            for client in 0..<clientsPerHost {
                let thread = Thread { [self] in
                    defer { finished.add(1, ordering: .relaxed) }
                    for sequence in 0..<Self.maximumBallots {
                        if stopped.load(ordering: .relaxed) || ContinuousClock.now - started > Self.maximumDuration {
                            break
                        }
                        let ballot = "\(idPrefix)h\(hostIndex)-c\(client)-\(sequence)"
                        state.withLock { _ = $0.sent.insert(ballot) }
                        let outcome = VotesrvProcess.vote(host: address, port: port, for: "Cat", ballot: ballot)
                        let answer: String
                        switch outcome {
                        case .success(let exchange): answer = "\(exchange.status)"
                        case .failure(let failure): answer = "\(failure)"
                        }
                        let elapsed = Self.seconds(since: started)
                        state.withLock {
                            if case .success(let exchange) = outcome { $0.statuses[exchange.status, default: 0] += 1 }
                            $0.answers[ballot, default: []].append("\(answer) at \(elapsed)")
                        }
                        if case .success(let exchange) = outcome, exchange.status == 201 {
                            state.withLock { _ = $0.acknowledged.insert(ballot) }
                        } else if case .failure(.refused) = outcome {
                            break  // the host is gone
                        } else {
                            usleep(20_000)
                        }
                    }
                }
                thread.start()
            }
        }
    }

    var acknowledgedCount: Int { state.withLock { $0.acknowledged.count } }
    var acknowledged: Set<String> { state.withLock { $0.acknowledged } }
    var sent: Set<String> { state.withLock { $0.sent } }
    var statuses: [Int: Int] { state.withLock { $0.statuses } }

    /// Every answer `ballot` had from its host, with when it came after the load started.
    func answers(to ballot: String) -> [String] { state.withLock { $0.answers[ballot] ?? [] } }

    /// How long the load has run.
    var elapsed: String { Self.seconds(since: started) }

    private static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return String(
            format: "%.3f s",
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        )
    }

    /// Stops the clients and waits (at most 30 s) until every one has finished its request;
    /// returns whether they all did.
    @discardableResult
    func stop() -> Bool {
        stopped.store(true, ordering: .relaxed)
        return poll(for: .seconds(30)) { finished.load(ordering: .relaxed) == clients } != nil
    }
}
