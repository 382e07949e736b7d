import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import TestSupport
import VoteCore

@testable import VoteServer

@Suite("GET /v1/events")
struct EventRouteTests {
    /// The `data:` of each `board` event in a Server-Sent Events body, with its `id`.
    static func boardEvents(_ text: String) -> [(id: Int, data: String)] {
        text.components(separatedBy: "\n\n")
            .compactMap { block in
                let lines = block.split(separator: "\n")
                guard lines.contains("event: board"),
                    let id = lines.first(where: { $0.hasPrefix("id: ") }).flatMap({ Int($0.dropFirst(4)) }),
                    let data = lines.first(where: { $0.hasPrefix("data: ") })
                else { return nil }
                return (id, String(data.dropFirst(6)))
            }
    }

    /// Waits until `count` streams are subscribed, at most `limit`; whether they are.
    static func waitForSubscribers(_ count: Int, of feed: BoardFeed, for limit: Duration = .seconds(20)) async throws
        -> Bool
    {
        // Suspending between checks: the streams subscribe on the threads this test shares.
        await poll(for: limit) { () async in feed.subscriberCount >= count } != nil
    }

    @Test func aSubscriberGetsTheBoardThenEachChange() async throws {
        let server = try TestServer()
        let feed = server.server.backend.feed
        let opening = feed.current.version
        try await server.test(.ahc(.http)) { client in
            async let stream = client.send(.get, "/v1/events?podium=200x100")
            #expect(try await Self.waitForSubscribers(1, of: feed))
            _ = try await client.send(.post, "/v1/pets/Dog/votes", json: #"{"count": 4}"#)
            let voted = feed.current.version
            feed.finish()  // as on SIGTERM: the stream ends after what it holds
            let response = try await stream
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream")
            let events = Self.boardEvents(response.text)
            #expect(events.count == 2)
            #expect(events.map(\.id) == [opening, voted] && opening < voted, "\(events.map(\.id))")
            let last = try #require(events.last)
            let model = BoardRouteTests.votectlDocument(
                try server.openStore().standings(),
                podium: CGSize(width: 200, height: 100)
            )
            #expect(last.data == model)
        }
    }

    /// What a raw connection to `port` reads after sending `request`, up to its first whole event.
    private static func firstEvent(port: Int, request: String) async throws -> String {
        try await blocking {
            let connection = try RawConnection(port: port)
            defer { connection.close() }
            try connection.send(request)
            return connection.receive(timeout: .seconds(30)) { $0.contains("id: ") && $0.hasSuffix("\n\n") }.text
        }
    }

    /// An HTTP/1.0 client cannot read chunks: its stream is the events themselves, ended by the
    /// connection's close (the chunk sizes used to reach it as part of the stream).
    @Test func anHTTP10StreamIsNotChunked() async throws {
        let server = try TestServer()
        let feed = server.server.backend.feed
        try await server.testLive { port in
            let text = try await Self.firstEvent(port: port, request: "GET /v1/events HTTP/1.0\r\n\r\n")
            let parts = text.components(separatedBy: "\r\n\r\n")
            let head = parts[0].lowercased()
            #expect(head.hasPrefix("http/1.0 200"), "\(head)")
            #expect(!head.contains("transfer-encoding"), "\(head)")
            #expect(head.contains("connection: close"), "\(head)")
            // The events themselves, no chunk sizes between them.
            #expect(parts.dropFirst().joined().hasPrefix("retry: 1000\n\nid: "), "\(text.prefix(300))")
            #expect(Self.boardEvents(parts.dropFirst().joined()).map(\.id) == [feed.current.version])
            feed.finish()
        }
    }

    /// An HTTP/1.1 stream is a chunked body to the byte, read as it arrives: its `retry`, the
    /// board, the board after a vote, each a chunk whose size is its length, then the last chunk
    /// when the stream ends. (The events after the first are written under the HTTP/1 encoder,
    /// framed by the server itself.)
    @Test func anHTTP11StreamIsChunkedToTheByte() async throws {
        let server = try TestServer()
        let feed = server.server.backend.feed
        let opening = feed.current.version
        try await server.testLive { port in
            let (vote, raw) = try await blocking {
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.sendGet("/v1/events")
                let first = connection.receive(timeout: .seconds(20)) { $0.contains("event: board") }.text
                let voter = try RawConnection(port: port)
                defer { voter.close() }
                try voter.send(
                    "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 12\r\nConnection: close\r\n\r\n{\"count\": 2}"
                )
                let vote = voter.receive(timeout: .seconds(20)).text
                let second = connection.receive(timeout: .seconds(20)) { $0.contains("event: board") }.text
                feed.finish()
                let last = connection.receive(timeout: .seconds(20)) { $0.hasSuffix("0\r\n\r\n") }.text
                return (vote, first + second + last)
            }
            #expect(vote.hasPrefix("HTTP/1.1 201"), "\(vote)")
            let parts = raw.components(separatedBy: "\r\n\r\n")
            let head = parts[0].lowercased()
            #expect(head.hasPrefix("http/1.1 200") && head.contains("transfer-encoding: chunked"), "\(head)")
            let chunks = try Self.chunks(of: Array(raw.utf8.dropFirst(parts[0].utf8.count + 4)))
            #expect(chunks.last == "", "the body ends with the last chunk: \(raw.suffix(200))")
            #expect(chunks.first == "retry: 1000\n\n")
            let events = Self.boardEvents(chunks.joined())
            #expect(events.count == 2 && events.first?.id == opening, "\(chunks)")
            let model = BoardRouteTests.votectlDocument(try server.openStore().standings())
            #expect(events.last?.data == model)
            #expect(chunks.dropFirst().dropLast().allSatisfy { $0.hasPrefix("id: ") && $0.hasSuffix("\n\n") })
        }
    }

    /// The chunks of a whole chunked body, each as its size says, the last (empty) one included;
    /// throws where the framing is broken.
    private static func chunks(of body: [UInt8]) throws -> [String] {
        struct BrokenChunk: Error, CustomStringConvertible {
            let description: String
        }
        var chunks: [String] = []
        var rest = body[...]
        while !rest.isEmpty {
            guard let lineEnd = rest.firstRange(of: Array("\r\n".utf8)),
                let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16),
                rest.count >= lineEnd.upperBound - rest.startIndex + size + 2
            else { throw BrokenChunk(description: "no chunk at \(String(decoding: rest.prefix(40), as: UTF8.self))") }
            let data = rest[lineEnd.upperBound..<(lineEnd.upperBound + size)]
            guard Array(rest[data.endIndex..<(data.endIndex + 2)]) == Array("\r\n".utf8) else {
                throw BrokenChunk(description: "chunk of \(size) bytes not followed by a line end")
            }
            chunks.append(String(decoding: data, as: UTF8.self))
            rest = rest[(data.endIndex + 2)...]
        }
        return chunks
    }

    /// The same when a request follows the stream's on the connection (pipelined), its head read
    /// before the stream's answer is written: the stream is framed for its own request's version.
    @Test func anHTTP10StreamIsNotChunkedWithARequestBehindIt() async throws {
        let server = try TestServer()
        let feed = server.server.backend.feed
        try await server.testLive { port in
            let text = try await Self.firstEvent(
                port: port,
                request:
                    "GET /v1/events HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /healthz HTTP/1.1\r\nHost: a\r\n\r\n"
            )
            let head = text.components(separatedBy: "\r\n\r\n")[0].lowercased()
            #expect(head.hasPrefix("http/1.0 200") && !head.contains("transfer-encoding"), "\(head)")
            feed.finish()
        }
    }

    /// A client that half-closes its connection (sends its FIN and stops) has left: its stream
    /// ends at once and its subscription with it, not at the next write.
    @Test func aHalfClosedConnectionEndsItsStream() async throws {
        let server = try TestServer()
        let feed = server.server.backend.feed
        try await server.testLive { port in
            let (subscribed, ended) = try await blocking {
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.sendGet("/v1/events")
                let first = connection.receive(timeout: .seconds(20)) { $0.contains("event: board") }
                connection.closeSending()
                return (first.text.contains("event: board"), connection.receive(timeout: .seconds(20)).closed)
            }
            #expect(subscribed)
            #expect(ended, "the stream went on after its client half-closed")
            #expect(await poll(for: .seconds(20)) { () async in feed.subscriberCount == 0 } != nil)
        }
    }

    @Test("Every stream gets each change, whichever event loop serves its connection")
    func everyStreamGetsEachChange() async throws {
        let server = try TestServer()
        let feed = server.server.backend.feed
        try await server.test(.ahc(.http)) { client in
            // Six streams and the vote: within the client's eight connections to one host.
            try await withThrowingTaskGroup(of: TestResponse.self) { group in
                for _ in 0..<6 {
                    group.addTask { try await client.send(.get, "/v1/events?podium=320x240") }
                }
                #expect(try await Self.waitForSubscribers(6, of: feed))
                let opening = feed.current.version
                _ = try await client.send(.post, "/v1/pets/Cat/votes", json: #"{"count": 2}"#)
                let voted = feed.current.version
                feed.finish()
                let model = BoardRouteTests.votectlDocument(
                    try server.openStore().standings(),
                    podium: CGSize(width: 320, height: 240)
                )
                var streams = 0
                for try await response in group {
                    streams += 1
                    let events = Self.boardEvents(response.text)
                    #expect(events.map(\.id) == [opening, voted] && opening < voted, "\(events.map(\.id))")
                    #expect(events.last?.data == model)
                }
                #expect(streams == 6)
            }
        }
    }

    @Test("A heartbeat writes a keep-alive comment to a stream that has the newest board")
    func aHeartbeatKeepsAQuietStreamAlive() async throws {
        let server = try TestServer()
        let feed = server.server.backend.feed
        try await server.test(.ahc(.http)) { client in
            async let stream = client.send(.get, "/v1/events")
            // The stream is subscribed before its loop writes to it: remind until it is reminded.
            var reminded = 0
            await poll(for: .seconds(20)) {
                reminded = await feed.remind()
                return reminded > 0
            }
            #expect(reminded == 1)
            feed.finish()
            let text = try await stream.text
            #expect(Self.boardEvents(text).map(\.id) == [feed.current.version])
            #expect(text.hasSuffix("\n\n: keep-alive\n\n"), "\(text)")
        }
    }

    @Test func afterShutdownBeginsNoStreamOpens() async throws {
        let server = try TestServer()
        server.server.backend.lifecycle.beginDraining()
        try await server.test { client in
            let events = try await client.send(.get, "/v1/events")
            #expect(events.status == .serviceUnavailable)
            #expect(events.headers[.init("Retry-After")!] == "1")
            let vote = try await client.send(.post, "/v1/pets/Cat/votes")
            #expect(vote.status == .serviceUnavailable)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }
}
