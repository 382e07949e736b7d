import NIOCore
import NIOHTTP1

/// Answers `Expect: 100-continue` with `100 Continue` as soon as the request's head is read, as
/// RFC 9110 §10.1.1 asks of a server that will read the body: a client that asked waits for it
/// before sending (curl a second, for any body past 1 MiB: every large import), or until the final
/// answer. The final answer may still refuse the request, once its body is read. HTTP/1.0 has no
/// interim answers, and its `Expect` is ignored.
///
/// Placed before Hummingbird's conversion to Swift HTTP Types (``HTTP1HeadRules``), whose responses
/// have no interim status to send.
final class ExpectContinue: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data), head.version.major == 1, head.version.minor >= 1,
            head.headers["expect"].contains(where: { $0.lowercased() == "100-continue" })
        {
            let interim = HTTPResponseHead(version: head.version, status: .continue)
            context.writeAndFlush(wrapOutboundOut(.head(interim)), promise: nil)
        }
        context.fireChannelRead(data)
    }
}
