import Foundation
import Synchronization
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
                """
                subscriptions outlived their connections: \(server.metric("petvote_event_subscribers") ?? -1); \
                the server's sockets by TCP state: \(TCPSocketStates.onPort(server.port))
                """
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

        @Test("A reader that falls behind skips the boards it missed and then gets the newest")
        func laggingReaderGetsTheNewestBoard() throws {
            let path = scratch.path("votes.db")
            // About 25 KB per event: a few fill the socket buffers of a reader that does not read.
            try EventStreamClients.makeBigBoard(at: path, pets: 300, in: scratch)
            let server = try VotesrvProcess(database: path, in: scratch)
            let lagging = try EventStreamClients.subscribe(port: server.port, receiveBuffer: 4_096)
            let reading = try EventStreamClients.subscribe(port: server.port)
            // Each vote is a new version, and the reading stream gets each one before the next vote
            // (a burst would be one event for every stream).
            var versions: [Int] = []
            for number in 0..<30 {
                _ = server.vote(for: number.isMultiple(of: 2) ? "Cat" : "Dog", ballot: "behind-\(number)")
                let version = try #require(Int(try server.get("/v1/board").headers["board-version"] ?? ""))
                let read = reading.receive(timeout: .seconds(5)) { $0.contains("id: \(version)\n") }
                #expect(Self.boardIDs(read.text).last == version, "the reading stream missed version \(version)")
                versions.append(version)
            }
            let newest = try #require(versions.last)
            let caughtUp = lagging.receive(timeout: .seconds(20)) { $0.contains("id: \(newest)\n") }
            let ids = Self.boardIDs(caughtUp.text)
            #expect(ids.last == newest, "the lagging stream's last board: \(ids.last ?? -1), newest \(newest)")
            #expect(ids.count < versions.count, "the lagging stream was sent every version: \(ids)")
            #expect(ids == ids.sorted() && Set(ids).count == ids.count, "\(ids)")
        }

        /// The `id` of each `board` event in raw stream text.
        private static func boardIDs(_ text: String) -> [Int] {
            text.components(separatedBy: "\nevent: board\n").dropLast()
                .compactMap { before in
                    before.range(of: "id: ", options: .backwards).flatMap { Int(before[$0.upperBound...]) }
                }
        }

        @Test("Past the stream limit, /v1/events (GET and HEAD) answers 503 with Retry-After until a stream closes")
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
            #expect(server.metric("petvote_event_streams_refused_total") == 1)
            // HEAD says what GET would, and, a probe that opens no stream, is no stream refused.
            let head = try HTTPExchange.send(
                host: server.host,
                port: server.port,
                "HEAD",
                "/v1/events",
                timeout: .seconds(10)
            )
            #expect(head.status == 503, "\(head)")
            #expect(server.metric("petvote_event_streams_refused_total") == 1)
            first.close()
            let reopened = poll(for: .seconds(20)) {
                (try? EventStreamClients.open(port: server.port)) != nil
            }
            #expect(reopened != nil)
            second.close()
        }

        /// What each of several clients read, by client.
        private final class Answers: Sendable {
            let texts: Mutex<[String?]>

            init(count: Int) { texts = Mutex(Array(repeating: nil, count: count)) }
        }

        @Test("Sixteen streams asked for at once past a limit of two: two streams and fourteen 503s, no empty 200")
        func crowdAtTheLimit() async throws {
            let server = try VotesrvProcess(
                database: scratch.path("votes.db"),
                in: scratch,
                arguments: ["--max-event-streams", "2"]
            )
            let (count, port) = (16, server.port)
            let answers = Answers(count: count)
            // Each request is sent and read on a thread of its own, so they arrive together; each
            // connection stays open until all are answered, so no place frees meanwhile.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<count {
                    group.addTask {
                        try await blocking {
                            let connection = try RawConnection(port: port)
                            defer { connection.close() }
                            try connection.sendGet("/v1/events")
                            let text = connection.receive(timeout: .seconds(30)) { text in
                                text.hasPrefix("HTTP/1.1 503")
                                    ? text.contains("tooManyStreams") : text.contains("event: board")
                            }
                            answers.texts.withLock { $0[index] = text.text }
                            poll(for: .seconds(60)) { answers.texts.withLock { $0.allSatisfy { $0 != nil } } }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let all = answers.texts.withLock { $0.compactMap { $0 } }
            let streams = all.filter { $0.hasPrefix("HTTP/1.1 200") && $0.contains("event: board") }.count
            let refused = all.filter { $0.hasPrefix("HTTP/1.1 503") }.count
            #expect(streams == 2 && refused == count - 2, "\(streams) streams, \(refused) refused: \(all)")
            // The refused requests' places, and those of the streams closed, are given back.
            let reopened = poll(for: .seconds(20)) {
                let opened = (0..<2).map { _ in try? EventStreamClients.open(port: server.port) }
                defer { for connection in opened { connection?.close() } }
                return opened.allSatisfy { $0 != nil }
            }
            #expect(reopened != nil)
        }
    }
}
