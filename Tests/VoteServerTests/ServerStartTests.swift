import TestSupport
import Testing
import VoteServer

@Suite("Starting votesrv")
struct ServerStartTests {
    /// Its address refused (192.0.2.1, a documentation address no machine here has), the server's
    /// run fails with the reason: the drain the failure starts is no shutdown that ran out of time.
    @Test func aServerThatCannotListenFails() async throws {
        let directory = try TemporaryDirectory("votesrv-tests")
        let server = try VoteHTTPServer(
            configuration: ServerConfiguration(databasePath: directory.path("votes.db"), host: "192.0.2.1", port: 0)
        )
        await #expect(throws: (any Error).self) { try await server.run() }
    }
}
