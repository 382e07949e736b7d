import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// HTTP/1.0 as RFC 9112 has it: a connection closes after its answer unless the request asked to
/// keep it alive (§9.3), and an answer of unknown length (an event stream) is ended by closing the
/// connection, never sent chunked, which an HTTP/1.0 client would read as part of the body (§6.1).
///
/// Hummingbird's HTTP/1 pipeline converts each request to Swift HTTP Types, which have no version,
/// before votesrv's handlers see it, and keeps every connection whose request does not say
/// `Connection: close`: an HTTP/1.0 client's connection then held a connection slot until the idle
/// timeout, and NIO's encoder framed every answer without a length as HTTP/1.1 chunks. Placed
/// before that conversion (``HTTP1HeadRules``), this says `Connection: close` for such a request, and
/// answers it without a length as HTTP/1.0, whose body ends with the connection.
final class HTTP10ConnectionClose: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// For each request read and not yet answered to its end, oldest first, whether it is
    /// HTTP/1.0: pipelined heads are read while an earlier answer is still being written.
    private var unansweredHTTP10: [Bool] = []
    /// Whether the answer being sent ends with the connection.
    private var closesAfterAnswer = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        unansweredHTTP10.append(head.version == .http1_0)
        guard head.version == .http1_0, !head.isKeepAlive else { return context.fireChannelRead(data) }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head)
        where unansweredHTTP10.first == true && head.status.code >= 200
            && !head.headers.contains(name: "content-length"):
            head.version = .http1_0
            head.headers.replaceOrAdd(name: "connection", value: "close")
            closesAfterAnswer = true
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where closesAfterAnswer:
            closesAfterAnswer = false
            if !unansweredHTTP10.isEmpty { unansweredHTTP10.removeFirst() }
            let written = promise ?? context.eventLoop.makePromise()
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
            context.write(data, promise: written)
        case .end:
            if !unansweredHTTP10.isEmpty { unansweredHTTP10.removeFirst() }
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }
}
