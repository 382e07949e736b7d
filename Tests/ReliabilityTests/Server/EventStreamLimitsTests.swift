import Foundation
import TestSupport
import Testing

extension Reliability {
    /// `/v1/events` against clients that leave, stop reading or come in crowds: what a stream costs
    /// stays bounded. Bounds here are generous (memory is measured, not timed); the targets are
    /// measured by `Benchmarks/scripts/events.sh` (BENCHMARKS.md).
    @Suite("votesrv event streams against hostile clients")
    struct EventStreamLimitsTests {
        let scratch: TemporaryDirectory

        init() throws {
            scratch = try TemporaryDirectory("votesrv-events")
        }

        @Test("Connect, read, close 3,000 times: every subscription ends with its connection and memory returns")
        func churnLeavesNothingBehind() throws {
            let server = try VotesrvProcess(database: scratch.path("votes.db"), in: scratch)
            for _ in 0..<200 { _ = try EventStreamClients.subscribe(port: server.port) }
            let start = try #require(server.residentMegabytes)
            let deadline = ContinuousClock.now.advanced(by: .seconds(120))
            var cycles = 0
            while cycles < 3_000, ContinuousClock.now < deadline {
                let connection = try EventStreamClients.subscribe(port: server.port)
                connection.close()
                cycles += 1
            }
            #expect(cycles == 3_000, "only \(cycles) cycles in the time allowed")
            // Far sooner than the 15 s heartbeat, which is when a closed stream used to be noticed.
            let ended = poll(for: .seconds(5)) { server.metric("petvote_event_subscribers") == 0 }
            #expect(
                ended != nil,
                "subscriptions outlived their connections: \(server.metric("petvote_event_subscribers") ?? -1)"
            )
            let end = try #require(server.residentMegabytes)
            #expect(end - start < 50, "RSS grew from \(start) MiB to \(end) MiB")
        }

        @Test("Readers that stop reading are dropped after the write timeout, and memory stays bounded")
        func stalledReadersAreDropped() throws {
            let path = scratch.path("votes.db")
            try EventStreamClients.makeBigBoard(at: path, pets: 300, in: scratch)
            let server = try VotesrvProcess(database: path, in: scratch, arguments: ["--event-write-timeout", "1"])
            let stalled = try (0..<300)
                .map { _ in
                    try EventStreamClients.subscribe(port: server.port, receiveBuffer: 4_096)
                }
            let dropped = EventStreamClients.changeBoard(server, for: .seconds(60)) {
                (server.metric("petvote_event_streams_dropped_total") ?? 0) >= 300
            }
            #expect(dropped, "dropped: \(server.metric("petvote_event_streams_dropped_total") ?? -1)")
            #expect(poll(for: .seconds(10)) { server.metric("petvote_event_subscribers") == 0 } != nil)
            let resident = try #require(server.residentMegabytes)
            #expect(resident < 300, "RSS \(resident) MiB with 300 stalled readers")
            // A dropped reader finds its connection closed once it reads again.
            let reread = stalled[0].receive(timeout: .seconds(20)) { _ in false }
            #expect(reread.closed, "a dropped stream's connection stayed open")
            #expect((try server.get("/readyz")).status == 200)
        }

        @Test("Past the stream limit, /v1/events answers 503 with Retry-After until a stream closes")
        func streamLimit() throws {
            let server = try VotesrvProcess(
                database: scratch.path("votes.db"),
                in: scratch,
                arguments: ["--max-event-streams", "2"]
            )
            let first = try EventStreamClients.subscribe(port: server.port)
            let second = try EventStreamClients.subscribe(port: server.port)
            let refused = try server.get("/v1/events")
            #expect(refused.status == 503, "\(refused)")
            #expect(refused.headers["retry-after"] != nil)
            #expect(refused.body.contains("tooManyStreams"), "\(refused.body)")
            #expect((server.metric("petvote_event_streams_refused_total") ?? 0) >= 1)
            first.close()
            let reopened = poll(for: .seconds(20)) {
                (try? EventStreamClients.open(port: server.port)) != nil
            }
            #expect(reopened != nil)
            second.close()
        }
    }
}
