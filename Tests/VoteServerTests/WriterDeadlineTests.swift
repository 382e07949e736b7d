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
            let running = Task {
                try await writer.perform { _ in
                    change.started.signal()
                    _ = change.release.wait(timeout: .now() + 30)
                    change.ended.withLock { $0 = true }
                }
            }
            let started = try await blocking { change.started.wait(timeout: .now() + 30) }
            try #require(started == .success, "the change never started")

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

/// A change that holds the writer until it is released.
private final class LongChange: Sendable {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let ended = Mutex(false)
}
