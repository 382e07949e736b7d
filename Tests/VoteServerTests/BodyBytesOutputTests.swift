import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import VoteServer

/// An event stream's bytes written under NIO's HTTP/1 encoder (``BodyBytesOutput``) are the bytes
/// the encoder itself writes for the same body part, as one buffer, for an HTTP/1.1 answer
/// (chunked) and an HTTP/1.0 one (bare); between answers there is no such output.
@Suite("Event bytes under the HTTP/1 encoder")
struct BodyBytesOutputTests {
    /// A connection's answer path as votesrv's pipeline has it: NIO's encoder, votesrv's rules
    /// above it, a request of `version` read and its answer's head written.
    private static func answering(_ version: HTTPVersion) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        let pipeline = channel.pipeline.syncOperations
        try pipeline.addHandler(HTTPResponseEncoder())
        try pipeline.addHandler(
            HTTP1ConnectionRules(metrics: ServerMetrics(), bodyGrace: .seconds(10), logger: Logger(label: "test"))
        )
        let request = HTTPRequestHead(version: version, method: .GET, uri: "/v1/events", headers: ["Host": "a"])
        try channel.writeInbound(HTTPServerRequestPart.head(request))
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        let head = HTTPResponseHead(version: .http1_1, status: .ok, headers: ["Content-Type": "text/event-stream"])
        try channel.writeOutbound(HTTPServerResponsePart.head(head))
        _ = try written(by: channel)
        return channel
    }

    /// What `channel` has written to its socket since last asked, and in how many writes.
    private static func written(by channel: EmbeddedChannel) throws -> (text: String, writes: Int) {
        var text = ""
        var writes = 0
        while let data = try channel.readOutbound(as: IOData.self) {
            guard case .byteBuffer(let buffer) = data else { continue }
            text += String(buffer: buffer)
            writes += 1
        }
        return (text, writes)
    }

    @Test(arguments: [(HTTPVersion.http1_1, "f\r\nid: 7\ndata: x\n\n\r\n"), (.http1_0, "id: 7\ndata: x\n\n")])
    func theEncodersBytesInOneWrite(version: HTTPVersion, expected: String) throws {
        let channel = try Self.answering(version)
        defer { _ = try? channel.finish() }
        let event = ByteBuffer(string: "id: 7\ndata: x\n\n")
        try channel.writeOutbound(HTTPServerResponsePart.body(.byteBuffer(event)))
        let encoders = try Self.written(by: channel)
        let output = try #require(BodyBytesOutput(channel: channel))
        let promise = channel.eventLoop.makePromise(of: Void.self)
        output.write(EventBytes(event), promise: promise)
        let ours = try Self.written(by: channel)
        #expect(encoders.text == expected)
        #expect(ours.text == encoders.text)
        #expect(ours.writes == 1)
        try promise.futureResult.wait()
    }

    @Test func noOutputBetweenAnswers() throws {
        let channel = try Self.answering(.http1_1)
        defer { _ = try? channel.finish() }
        #expect(BodyBytesOutput(channel: channel) != nil)
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        #expect(BodyBytesOutput(channel: channel) == nil)
    }
}
