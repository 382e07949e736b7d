import Foundation
import TestSupport
import Testing

@testable import VoteStore

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// SIGTERM while the writer waits inside SQLite for another process's write lock, a call no
    /// task cancellation reaches: votesrv used to crash (SIGILL) one second past its deadline.
    @Suite("votesrv shutdown with its writer blocked in SQLite")
    struct ShutdownBlockedWriterTests {
        @Test(
            "SIGTERM while a vote waits on another process's lock: votesrv exits 0 after its deadline, the vote unstored"
        )
        func blockedWriterDoesNotCrashTheShutdown() throws {
            let scratch = try TemporaryDirectory("votesrv-blocked-shutdown")
            let path = scratch.path("votes.db")
            let server = try VotesrvProcess(
                database: path,
                in: scratch,
                arguments: ["--shutdown-timeout", "1", "--write-timeout", "60"]
            )
            #expect((try? server.vote(for: "Cat", ballot: "first").get())?.status == 201)

            let holder = try ForeignWriteLock.take(on: path)
            let port = server.port
            let blocked = Thread { _ = VotesrvProcess.vote(port: port, for: "Cat", ballot: "blocked") }
            blocked.start()
            // The writer's call has been stuck long enough for readiness to say so (not only that
            // the idle writer found the lock taken): the vote waits for the lock inside SQLite.
            let stuck = poll(for: .seconds(30)) {
                (try? server.get("/readyz"))?.body.contains("has not answered for more than") == true
            }
            try #require(stuck != nil, "the vote never waited on the lock")

            let signalled = ContinuousClock.now
            server.child.send(SIGTERM)
            let result = server.child.wait(timeout: .seconds(60))
            let took = ContinuousClock.now - signalled
            #expect(result.termination == .exited(0), "\(result)")
            #expect(result.stderr.contains("work that cannot be cancelled; exiting"), "\(result.stderr)")
            // The 1 s deadline and the 1 s grace, generously: without an end of its own it crashed
            // or, without a limit, waited for the lock.
            #expect(took < .seconds(30), "shutdown took \(took)")

            try holder.execute("ROLLBACK")
            let probe = try DatabaseProbe(path: path)
            #expect(probe.externalIDs == ["first"], "\(probe.externalIDs)")
        }
    }
}
