import Foundation
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
            let load = HostLoad(hosts: [server], clientsPerHost: 8)
            var votectlVotes = 0
            let deadline = ContinuousClock.now.advanced(by: .seconds(60))
            while load.acknowledgedCount < 400, server.child.poll() == nil, ContinuousClock.now < deadline {
                let cast = try votectl.run(["vote", "Dog", "--db", path], in: scratch)
                if cast.succeeded { votectlVotes += 1 }
            }
            // Killed mid-load, or the rest proves nothing: no vote acknowledged, or a server that
            // died on its own, would pass every check below.
            let (aliveUnderLoad, acknowledgedBeforeKill) = (server.child.poll() == nil, load.acknowledgedCount)
            _ = server.child.killNow()
            #expect(load.stop(), "a client never finished")
            try #require(
                aliveUnderLoad && acknowledgedBeforeKill >= 400,
                "killed with \(acknowledgedBeforeKill) votes acknowledged, the server \(aliveUnderLoad ? "running" : "already gone")"
            )

            let stored = try Self.stored(in: path)
            let acknowledged = load.acknowledged
            #expect(
                acknowledged.isSubset(of: stored.ballots),
                "acknowledged but lost: \(acknowledged.subtracting(stored.ballots).count)"
            )
            #expect(stored.ballots.isSubset(of: load.sent), "stored but never sent")
            #expect(stored.catVotes == stored.ballots.count, "one vote per stored ballot")
            #expect(stored.dogVotes == votectlVotes)

            // Restarted, the server answers every ballot sent: the stored ones as replays.
            let restarted = try VotesrvProcess(database: path, in: scratch)
            for ballot in load.sent.sorted() {
                let answer = restarted.vote(for: "Cat", ballot: ballot)
                guard case .success(let exchange) = answer, exchange.status == 201 else {
                    Issue.record("retry of \(ballot): \(answer)")
                    break
                }
                #expect((exchange.headers["idempotent-replayed"] == "true") == stored.ballots.contains(ballot))
            }
            let final = try Self.stored(in: path)
            #expect(final.ballots == load.sent && final.catVotes == load.sent.count)
        }

        @Test("SIGTERM: requests in flight are committed, every answer is 201 or 503, and votesrv exits 0")
        func terminatedServerDrainsAndExitsCleanly() throws {
            let scratch = try TemporaryDirectory("votesrv-term")
            let path = scratch.path("votes.db")
            let server = try VotesrvProcess(database: path, in: scratch)
            let load = HostLoad(hosts: [server], clientsPerHost: 8)
            let loaded = poll(for: .seconds(60)) { load.acknowledgedCount >= 200 || server.child.poll() != nil }
            try #require(
                loaded != nil && load.acknowledgedCount >= 200,
                "the server acknowledged no load before SIGTERM"
            )
            server.child.send(SIGTERM)
            let result = server.child.wait(timeout: .seconds(30))
            #expect(load.stop(), "a client never finished")

            #expect(result.termination == .exited(0), "\(result)")
            #expect(Set(load.statuses.keys).isSubset(of: [201, 503]), "\(load.statuses)")
            let stored = try Self.stored(in: path)
            #expect(load.acknowledged.isSubset(of: stored.ballots))
            #expect(stored.catVotes == stored.ballots.count)
        }
    }
}
