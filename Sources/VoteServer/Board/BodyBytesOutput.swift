import NIOCore
import NIOHTTP1

/// Where an event stream's bytes go: straight under NIO's HTTP/1 encoder, framed as the encoder
/// frames the body of the answer under way (``HTTP1ConnectionRules/isAnswerBodyChunked``).
///
/// Written the usual way, each body part crosses every handler of its connection (Hummingbird's
/// connection state, the conversion from Swift HTTP Types, votesrv's rules, the encoder), and
/// the encoder writes a chunk as three buffers with a promise each, joined into the caller's: for
/// an event sent to thousands of streams, the larger part of the server's own work per stream
/// beside the kernel's send. None of those handlers does anything with a body part in the middle
/// of an answer, so the event, framed once for every stream (``EventBytes``), goes to the
/// encoder's neighbour towards the socket (TLS, where there is) in one write.
///
/// Made and used on the connection's event loop only, after the answer's head has gone out.
struct BodyBytesOutput {
    /// The encoder's place in the pipeline: a write from it goes to the handler after it.
    private let encoder: ChannelHandlerContext
    private let isChunked: Bool

    /// The output of the answer under way on `channel`, or `nil` where its pipeline has no HTTP/1
    /// encoder under votesrv's rules, or they saw no answer's head (the channel closed): its writes
    /// then go the usual way.
    init?(channel: any Channel) {
        let pipeline = channel.pipeline.syncOperations
        guard let encoder = try? pipeline.context(handlerType: HTTPResponseEncoder.self),
            let rules = try? pipeline.handler(type: HTTP1ConnectionRules.self),
            let isChunked = rules.isAnswerBodyChunked
        else { return nil }
        self.encoder = encoder
        self.isChunked = isChunked
    }

    /// Writes and flushes `bytes`; `promise` completes when they have been written.
    func write(_ bytes: EventBytes, promise: EventLoopPromise<Void>) {
        encoder.writeAndFlush(NIOAny(IOData.byteBuffer(isChunked ? bytes.chunk : bytes.plain)), promise: promise)
    }
}
