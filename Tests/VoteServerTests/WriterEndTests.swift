import Foundation
import Logging
import Prometheus
import Synchronization
import TestSupport
import Testing
import VoteCore

@testable import VoteServer

/// The writer's loop may end by cancellation (a shutdown that ran out of time) before the
/// server's handlers have all asked for it: a ballot cast after that is refused at once, never
/// left waiting on a queue nobody reads.
@Suite("The writer's end")
struct WriterEndTests {
    @Test("a ballot cast after the writer was cancelled is refused, not left waiting")
    func aBallotAfterTheEndIsRefused() async throws {
        let scratch = try TemporaryDirectory("writer-end")
        let writer = try StoreWriter(
            path: scratch.path("votes.db"),
            batchLimit: 8,
            // Generous: the first ballot waits for the writer to open and check the database,
            // beside the rest of a loaded run.
            writeTimeout: .seconds(60),
            feed: BoardFeed(
                eventInterval: .milliseconds(100),
                drawingShare: 0.2,
                deferredBoards: PrometheusCollectorRegistry()
                    .makeCounter(descriptor: .init(metricName: "deferred", unitName: "total", helpText: "Deferred."))
            ),
            metrics: ServerMetrics(),
            logger: Logger(label: "writer-end")
        )
        let running = Task { try await writer.run() }
        #expect(try await writer.cast(Ballot(pet: "Cat")).get().votes == 1)
        running.cancel()
        _ = await running.result
        // Bounded: without the refusal this cast never returned.
        let answer = Mutex<String?>(nil)
        Task {
            let said: String
            do {
                _ = try await writer.cast(Ballot(pet: "Cat"))
                said = "counted"
            } catch let problem as ServerProblem {
                said = problem.code
            } catch {
                said = "\(error)"
            }
            answer.withLock { $0 = said }
        }
        let answered = await poll(for: .seconds(30)) { () async in answer.withLock { $0 != nil } }
        #expect(answered != nil, "the ballot cast after the writer ended was never answered")
        #expect(answer.withLock { $0 } == "shuttingDown")
    }
}
