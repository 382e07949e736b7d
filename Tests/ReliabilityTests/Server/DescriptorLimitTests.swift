import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// votesrv at its descriptor limit: connections past its cap wait in the listen backlog rather
    /// than make the listener fail to accept in a loop, and it serves again once connections close.
    @Suite("votesrv at a low descriptor limit")
    struct DescriptorLimitTests {
        @Test("Under prlimit --nofile=256 with 300 idle connections, votesrv does not spin and recovers")
        func idleConnectionsPastTheLimit() throws {
            let scratch = try TemporaryDirectory("votesrv-nofile")
            let server = try VotesrvProcess(
                database: scratch.path("votes.db"),
                in: scratch,
                wrapper: ["/usr/bin/prlimit", "--nofile=256:256"]
            )
            let idle = try (0..<300).map { _ in try RawConnection(port: server.port) }
            let before = try #require(server.cpuSeconds)
            // A measurement window, not a wait for progress: how much CPU the idle server burns.
            usleep(2_000_000)
            let after = try #require(server.cpuSeconds)
            #expect(after - before < 1.0, "votesrv used \(after - before) s of CPU in 2 s while idle")
            #expect(server.child.poll() == nil, "votesrv died")

            for connection in idle { connection.close() }
            // At the latest once the idle connections' 60 s timeout has closed them; each closed
            // connection is normally noticed at once, which the line below reports when not.
            let closed = ContinuousClock.now
            let served = poll(for: .seconds(75)) { (try? server.get("/healthz"))?.status == 200 }
            #expect(
                served != nil,
                """
                votesrv did not serve again after the idle connections closed; its sockets by state: \
                \(TCPSocketStates.onPort(server.port)); its descriptors: \(server.openDescriptors ?? -1)
                """
            )
            if served != nil, ContinuousClock.now - closed > .seconds(5) {
                print(
                    """
                    [reliability] descriptor-limit: served again only \(ContinuousClock.now - closed) after the \
                    idle connections closed
                    """
                )
            }
        }
    }
}
