import Foundation
import HTTPTypes
import HummingbirdTesting
import Synchronization
import TestSupport
import Testing
import VoteCore

@testable import VoteServer

/// The write timeout holds for a vote queued behind work that takes long: it is refused as busy
/// at its deadline, not when the work ends.
@Suite("The writer's deadline for queued votes")
struct WriterDeadlineTests {
    @Test("a vote queued behind a long change is refused as busy at its deadline, while the change still runs")
    func voteBehindLongChange() async throws {
        let server = try TestServer(writeTimeout: .milliseconds(300))
        let writer = server.server.backend.writer
        let change = LongChange()
        try await server.test { client in
            let running = try await change.hold(writer)
            let response = try await client.send(.post, "/v1/pets/Cat/votes")
            let changeHadEnded = change.ended.withLock { $0 }
            change.release.signal()
            try await running.value
            #expect(response.status == .serviceUnavailable)
            #expect(response["code"] as? String == "busy")
            #expect(!changeHadEnded, "the vote was answered only once the change ended")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }
}

/// A request body the server does not read for a while is not the client's delay: votes pipelined
/// behind one that waits for the writer (sixty, enough that votesrv stops reading the connection
/// with the last one's body cut in two) keep their connection past the body's grace and are all
/// answered.
@Suite("The body pace and a server that does not read")
struct BodyPaceBackPressureTests {
    @Test func pipelinedVotesBehindABusyWriterKeepTheirConnection() async throws {
        let server = try TestServer(requestBodyGrace: .milliseconds(500))
        let writer = server.server.backend.writer
        let change = LongChange()
        try await server.testLive { port in
            let running = try await change.hold(writer)
            let vote = "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            let votes = String(repeating: vote + "Content-Length: 11\r\n\r\n{\"count\":1}", count: 60)
            let last = vote + "Connection: close\r\nContent-Length: 11\r\n\r\n{\"count\""
            // The writer is let go well after the last body's grace would have run out.
            Thread {
                usleep(2_000_000)
                change.release.signal()
            }
            .start()
            let statuses = try await blocking {
                try HTTPExchange.sendPipelined(
                    port: port,
                    pieces: [Array((votes + last).utf8), Array(":1}".utf8)],
                    pause: .milliseconds(100)
                )
            }
            try await running.value
            #expect(statuses == Array(repeating: 201, count: 61))
        }
        #expect(try server.openStore().standings().totalVotes == 61)
    }
}

/// A change that holds the writer until it is released.
private final class LongChange: Sendable {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let ended = Mutex(false)

    /// Runs the change on `writer` and returns once it holds it.
    func hold(_ writer: StoreWriter) async throws -> Task<Void, any Error> {
        let running = Task {
            try await writer.perform { _ in
                self.started.signal()
                _ = self.release.wait(timeout: .now() + 30)
                self.ended.withLock { $0 = true }
            }
        }
        let started = try await blocking { self.started.wait(timeout: .now() + 30) }
        try #require(started == .success, "the change never started")
        return running
    }
}
