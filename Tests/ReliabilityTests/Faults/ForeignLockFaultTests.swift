import Foundation
import TestSupport
import Testing

@testable import VoteCore
@testable import VoteStore

extension Reliability {
    /// Another process holding SQLite's write lock: votes fail fast with 503 `busy` instead of
    /// waiting out the lock, readiness says so, `/metrics` shows it, and votes flow again once the
    /// lock is released.
    @Suite("votesrv behind another process's write lock")
    struct ForeignLockFaultTests {
        @Test("A vote behind a foreign lock fails with 503 busy within the write timeout, and succeeds after")
        func voteBehindForeignLock() throws {
            let scratch = try TemporaryDirectory("votesrv-lock")
            let path = scratch.path("votes.db")
            let server = try VotesrvProcess(database: path, in: scratch, arguments: ["--write-timeout", "1"])
            guard case .success(let first) = server.vote(for: "Cat", ballot: "first") else {
                Issue.record("no answer to the first vote")
                return
            }
            #expect(first.status == 201)

            let holder = try ForeignWriteLock.take(on: path)
            let started = ContinuousClock.now
            let blocked = server.vote(for: "Cat", ballot: "blocked")
            let waited = ContinuousClock.now - started
            guard case .success(let refused) = blocked else {
                Issue.record("no answer behind the lock: \(blocked)")
                return
            }
            #expect(refused.status == 503, "\(refused)")
            #expect(refused.body.contains(#""code":"busy""#), "\(refused.body)")
            #expect(refused.headers["retry-after"] != nil)
            // Far below SQLite's 30 s busy timeout the writer used to wait out.
            #expect(waited < .seconds(15), "waited \(waited)")
            #expect((try server.get("/readyz")).status == 503)
            #expect((server.metric("petvote_commit_failures_total") ?? 0) >= 1)
            #expect(server.metric("petvote_writer_queue_ballots") != nil)
            #expect(server.metric("petvote_commit_duration_seconds_count") != nil)

            try holder.execute("ROLLBACK")
            var accepted = false
            let recovered = poll(for: .seconds(20)) {
                if case .success(let exchange) = server.vote(for: "Cat", ballot: "after"), exchange.status == 201 {
                    accepted = true
                }
                return accepted && (try? server.get("/readyz"))?.status == 200
            }
            #expect(recovered != nil, "votes never flowed again")
            _ = server.child.killNow()
            let probe = try DatabaseProbe(path: path)
            #expect(probe.externalIDs == ["first", "after"], "\(probe.externalIDs)")
        }
    }
}
