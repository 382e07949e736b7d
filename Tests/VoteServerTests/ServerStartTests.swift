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
        // Bounded: where the system lets any address be bound (`ip_nonlocal_bind`), it would serve.
        let outcome = await withTaskGroup(of: Result<Void, any Error>?.self) { group in
            group.addTask {
                do {
                    try await server.run()
                    return .success(())
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(60))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        let failure = try #require(outcome, "the server ran on an address that is not this machine's")
        #expect(throws: (any Error).self) { try failure.get() }
    }
}
