import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Closes an HTTP/1.0 connection after its answer unless the request asked to keep it alive, as
/// HTTP/1.0 connections are not persistent (RFC 9112 §9.3).
///
/// Hummingbird's HTTP/1 pipeline converts each request to Swift HTTP Types, which have no version,
/// before votesrv's handlers see it, and keeps every connection whose request does not say
/// `Connection: close`: an HTTP/1.0 client's connection then held a connection slot until the idle
/// timeout. Placed before that conversion (``Installer``), this says `Connection: close` for it.
final class HTTP10ConnectionClose: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), head.version == .http1_0, !head.isKeepAlive else {
            return context.fireChannelRead(data)
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// Added with votesrv's own handlers, after the conversion to HTTP Types, it puts an
    /// ``HTTP10ConnectionClose`` before the conversion and removes itself.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = Never

        func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            if let conversion = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) {
                try? pipeline.addHandler(HTTP10ConnectionClose(), position: .before(conversion))
            }
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
