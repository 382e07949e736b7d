import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Puts the handlers that need a request's HTTP/1 head as it came (its version, its header lines
/// as sent) before Hummingbird's conversion to Swift HTTP Types, which keeps neither: the
/// HTTP/1.0 rules (``HTTP10ConnectionClose``), the `Host` rule (``HostHeaderRule``) and the interim
/// `100 Continue` (``ExpectContinue``).
///
/// Added with votesrv's own handlers, after the conversion, it puts them before it and removes
/// itself.
final class HTTP1HeadRules: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = Never

    func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        if let conversion = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) {
            try? pipeline.addHandler(HTTP10ConnectionClose(), position: .before(conversion))
            try? pipeline.addHandler(HostHeaderRule(), position: .before(conversion))
            try? pipeline.addHandler(ExpectContinue(), position: .before(conversion))
        }
        pipeline.removeHandler(context: context, promise: nil)
    }
}
