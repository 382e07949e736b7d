import NIOCore
import NIOHTTPTypesHTTP1

/// Puts a handler that needs a request's HTTP/1 head as it came (its version, its header lines as
/// sent) before Hummingbird's conversion to Swift HTTP Types, which keeps neither.
///
/// Hummingbird adds a server's own handlers after that conversion; added among them, this puts
/// its handler before it and removes itself.
final class PlacedBeforeConversion: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = Never

    private let handler: any ChannelHandler

    init(_ handler: any ChannelHandler) {
        self.handler = handler
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        do {
            let conversion = try pipeline.handler(type: HTTP1ToHTTPServerCodec.self)
            try pipeline.addHandler(handler, position: .before(conversion))
            pipeline.removeHandler(context: context, promise: nil)
        } catch {
            // No request is served without the connection's rules (the `Host` rule, the framing,
            // the body's pace): a pipeline without the conversion closes every connection, which
            // every test of a live server notices, rather than serving them unguarded.
            context.close(promise: nil)
        }
    }
}
