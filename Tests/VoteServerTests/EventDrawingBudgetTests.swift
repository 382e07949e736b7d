import Foundation
import Synchronization
import TestSupport
import Testing
import VoteBoard
import VoteStore

@testable import VoteServer

/// Event streams following many podium sizes: an event loop spends only a share of each event
/// interval drawing sizes not drawn yet (``DrawingBudget``), yet every stream gets the newest
/// board, a few passes later.
@Suite("Event streams of many podium sizes")
struct EventDrawingBudgetTests {
    /// Streams whose first board has arrived.
    private final class Arrivals: Sendable {
        private let count = Mutex(0)

        func arrived() { count.withLock { $0 += 1 } }

        var value: Int { count.withLock { $0 } }
    }

    /// Whether `text`, a stream's bytes so far, holds the whole event of a board of `version`, or
    /// with `newer`, of a later one.
    static func hasBoard(_ version: Int, newer: Bool = false, in text: String) -> Bool {
        var rest = text[...]
        while let id = rest.range(of: "id: ") {
            rest = rest[id.upperBound...]
            guard let end = rest.firstIndex(of: "\n"), let found = Int(rest[..<end]) else { continue }
            if newer ? found > version : found == version { return rest[end...].contains("\n\n") }
        }
        return false
    }

    /// The value of the counter `name` in `metrics`' exposition.
    static func counter(_ name: String, in metrics: ServerMetrics) -> Int? {
        metrics.exposition().split(separator: "\n")
            .first { $0.hasPrefix(name + " ") }
            .flatMap { Int($0.dropFirst(name.count + 1)) }
    }

    /// Bounded as a whole. In the full suite this test three times outlasted its body, every
    /// expectation met (once it never ended, once 74 s, once past two minutes), where it usually
    /// takes 2–5 s there and 0.2 s alone: the live server's shutdown waited for a stream whose
    /// client had closed, which a test server, running no heartbeat, only notices from the close
    /// itself. Why a close went unnoticed is not known (not reproduced alone in 450 runs); the
    /// body now ends the streams itself, as a SIGTERM does, and a hang still fails here.
    @Test(
        "Sixteen streams of sixteen sizes each get the board that counts a vote, though each pass draws one size",
        .timeLimit(.minutes(2))
    )
    func everySizeGetsTheNewestBoard() async throws {
        // No share of the interval at all: each pass of an event loop draws only the one size it
        // is owed, so the sixteen sizes take several passes.
        let server = try TestServer(eventDrawingShare: 0)
        let sizes = (0..<16).map { PodiumSize(width: Double(240 + $0), height: 180) }
        let arrivals = Arrivals()
        let opening = server.server.backend.feed.current.version
        try await server.testLive { port in
            try await withThrowingTaskGroup(of: (podium: PodiumSize, text: String).self) { group in
                for size in sizes {
                    group.addTask {
                        try await blocking {
                            let connection = try RawConnection(port: port)
                            defer { connection.close() }
                            try connection.sendGet("/v1/events?podium=\(Int(size.width))x\(Int(size.height))")
                            let first = connection.receive(timeout: .seconds(30)) { Self.hasBoard(opening, in: $0) }
                            arrivals.arrived()
                            let rest = connection.receive(timeout: .seconds(30)) {
                                Self.hasBoard(opening, newer: true, in: first.text + $0)
                            }
                            return (size, first.text + rest.text)
                        }
                    }
                }
                let opened = await poll(for: .seconds(30)) { () async -> Bool in arrivals.value == sizes.count }
                #expect(opened != nil, "\(arrivals.value) of \(sizes.count) streams got their first board")
                let vote = try await blocking {
                    try HTTPExchange.send(
                        port: port,
                        "POST",
                        "/v1/pets/Cat/votes",
                        headers: ["Content-Type": "application/json"],
                        body: #"{"count": 2}"#
                    )
                }
                #expect(vote.status == 201)
                let voted = server.server.backend.feed.current.version
                let standings = try server.openStore().standings()
                var streams = 0
                for try await stream in group {
                    streams += 1
                    // Each event is a chunk of its own: its framing becomes lines of their own.
                    let body = stream.text.replacingOccurrences(of: "\r\n", with: "\n")
                    let last = EventRouteTests.boardEvents(body).last
                    let podium = CGSize(width: stream.podium.width, height: stream.podium.height)
                    #expect(
                        last?.id == voted,
                        "the stream of \(podium) ended with board \(last?.id ?? -1), not \(voted)"
                    )
                    #expect(last?.data == BoardRouteTests.votectlDocument(standings, podium: podium))
                }
                #expect(streams == sizes.count)
            }
            // As on SIGTERM, and as the other stream tests end: the streams end with the feed, so
            // the live server's shutdown does not wait on its noticing each client's close.
            server.server.backend.feed.finish()
        }
        // Opening a stream of a size not drawn yet draws nothing over the budget: each of the
        // sixteen first boards waited for a pass.
        let deferred = Self.counter("petvote_event_boards_deferred_total", in: server.server.backend.metrics)
        #expect((deferred ?? 0) >= sizes.count, "\(deferred ?? -1) boards deferred")
    }
}
