import Foundation
import Synchronization
import TestSupport
import Testing
import VoteCore

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// votesrv's promise: a 201 means the vote is on disk. Killed mid-load, restarted, the database
    /// holds every acknowledged vote and none that nobody cast; on SIGTERM it finishes what is in
    /// flight, refuses the rest with 503, and exits 0.
    @Suite("votesrv under SIGKILL and SIGTERM")
    struct ServerCrashTests {
        /// What concurrent clients saw: the ballots the server acknowledged, and all they sent.
        final class Ledger: Sendable {
            private let state = Mutex<(acknowledged: Set<String>, sent: Set<String>, statuses: [Int: Int])>(
                ([], [], [:])
            )

            func record(_ ballot: String, _ outcome: Result<HTTPExchange, HTTPExchange.Failure>) {
                state.withLock { state in
                    state.sent.insert(ballot)
                    if case .success(let exchange) = outcome {
                        state.statuses[exchange.status, default: 0] += 1
                        if exchange.status == 201 { state.acknowledged.insert(ballot) }
                    }
                }
            }

            private let stopped = Atomic(false)

            /// Tells the clients to stop.
            func stop() { stopped.store(true, ordering: .relaxed) }
            var isStopped: Bool { stopped.load(ordering: .relaxed) }

            var acknowledged: Set<String> { state.withLock { $0.acknowledged } }
            var sent: Set<String> { state.withLock { $0.sent } }
            var statuses: [Int: Int] { state.withLock { $0.statuses } }
        }

        /// `clients` threads voting for Cat with fresh ballot ids until the ledger is stopped or the
        /// server goes away.
        static func load(
            _ server: VotesrvProcess,
            clients: Int,
            ledger: Ledger
        ) -> [Thread] {
            let port = server.port
            return (0..<clients)
                .map { client in
                    let thread = Thread {
                        var sequence = 0
                        while !ledger.isStopped {
                            sequence += 1
                            let ballot = "c\(client)-\(sequence)"
                            let outcome = VotesrvProcess.vote(port: port, for: "Cat", ballot: ballot)
                            ledger.record(ballot, outcome)
                            if case .failure(.refused) = outcome { break }
                        }
                    }
                    thread.start()
                    return thread
                }
        }

        /// The ballot ids stored for Cat, and Dog's votes, read as another process would.
        static func stored(in path: String) throws -> (ballots: Set<String>, catVotes: Int, dogVotes: Int) {
            let probe = try DatabaseProbe(path: path)
            #expect(probe.isSound)
            return (probe.externalIDs, probe.tallies["Cat"] ?? 0, probe.tallies["Dog"] ?? 0)
        }

        @Test("SIGKILL mid-load: every acknowledged vote is stored, none invented, and retries count once")
        func killedServerKeepsEveryAcknowledgedVote() throws {
            let scratch = try TemporaryDirectory("votesrv-kill")
            let path = scratch.path("votes.db")
            let votectl = try VotectlBinary.located()
            let server = try VotesrvProcess(database: path, in: scratch)
            let ledger = Ledger()
            let threads = Self.load(server, clients: 8, ledger: ledger)
            var votectlVotes = 0
            let deadline = ContinuousClock.now.advanced(by: .seconds(60))
            while ledger.acknowledged.count < 400, server.child.poll() == nil, ContinuousClock.now < deadline {
                let cast = try votectl.run(["vote", "Dog", "--db", path], in: scratch)
                if cast.succeeded { votectlVotes += 1 }
            }
            _ = server.child.killNow()
            ledger.stop()
            #expect(poll(for: .seconds(30)) { threads.allSatisfy(\.isFinished) } != nil, "a client never finished")

            let stored = try Self.stored(in: path)
            let acknowledged = ledger.acknowledged
            #expect(
                acknowledged.isSubset(of: stored.ballots),
                "acknowledged but lost: \(acknowledged.subtracting(stored.ballots).count)"
            )
            #expect(stored.ballots.isSubset(of: ledger.sent), "stored but never sent")
            #expect(stored.catVotes == stored.ballots.count, "one vote per stored ballot")
            #expect(stored.dogVotes == votectlVotes)

            // Restarted, the server answers every ballot sent: the stored ones as replays.
            let restarted = try VotesrvProcess(database: path, in: scratch)
            for ballot in ledger.sent.sorted() {
                let answer = restarted.vote(for: "Cat", ballot: ballot)
                guard case .success(let exchange) = answer, exchange.status == 201 else {
                    Issue.record("retry of \(ballot): \(answer)")
                    break
                }
                #expect((exchange.headers["idempotent-replayed"] == "true") == stored.ballots.contains(ballot))
            }
            let final = try Self.stored(in: path)
            #expect(final.ballots == ledger.sent && final.catVotes == ledger.sent.count)
        }

        @Test("SIGTERM: requests in flight are committed, later ones get 503, and votesrv exits 0")
        func terminatedServerDrainsAndExitsCleanly() throws {
            let scratch = try TemporaryDirectory("votesrv-term")
            let path = scratch.path("votes.db")
            let server = try VotesrvProcess(database: path, in: scratch)
            let ledger = Ledger()
            let threads = Self.load(server, clients: 8, ledger: ledger)
            let loaded = poll(for: .seconds(60)) { ledger.acknowledged.count >= 200 || server.child.poll() != nil }
            try #require(
                loaded != nil && ledger.acknowledged.count >= 200,
                "the server acknowledged no load before SIGTERM"
            )
            server.child.send(SIGTERM)
            let result = server.child.wait(timeout: .seconds(30))
            ledger.stop()
            #expect(poll(for: .seconds(30)) { threads.allSatisfy(\.isFinished) } != nil, "a client never finished")

            #expect(result.termination == .exited(0), "\(result)")
            #expect(Set(ledger.statuses.keys).isSubset(of: [201, 503]), "\(ledger.statuses)")
            let stored = try Self.stored(in: path)
            #expect(ledger.acknowledged.isSubset(of: stored.ballots))
            #expect(stored.catVotes == stored.ballots.count)
        }
    }
}
