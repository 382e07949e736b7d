import NIOCore
import NIOHTTP1

/// Answers `Expect: 100-continue` with `100 Continue` as soon as its request is the one being
/// answered, as RFC 9110 §10.1.1 allows a server that will read the body: a client that asked waits
/// for it before sending (curl a second, for any body past 1 MiB: every large import). The final
/// answer may still refuse the request, once its body is read. HTTP/1.0 has no interim answers, and
/// its `Expect` is ignored.
///
/// Requests may come pipelined, their heads read while an earlier answer (an event stream, say) is
/// still being written: a `100 Continue` then waits for that answer's end, where written at once it
/// would land inside the earlier body.
///
/// Placed before Hummingbird's conversion to Swift HTTP Types (``HTTP1HeadRules``), whose responses
/// have no interim status to send.
final class ExpectContinue: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// For each request read and not yet answered to its end, oldest first, the version of its
    /// `100 Continue` if it is owed one.
    private var unanswered: [HTTPVersion?] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            let expects =
                head.version.major == 1 && head.version.minor >= 1
                && head.headers["expect"].contains { $0.lowercased() == "100-continue" }
            unanswered.append(expects ? head.version : nil)
            if unanswered.count == 1 { sendContinueIfOwed(context: context) }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .end = unwrapOutboundIn(data), !unanswered.isEmpty else {
            return context.write(data, promise: promise)
        }
        context.write(data, promise: promise)
        unanswered.removeFirst()
        sendContinueIfOwed(context: context)
    }

    /// Sends the `100 Continue` the request now being answered is owed, once.
    private func sendContinueIfOwed(context: ChannelHandlerContext) {
        guard let version = unanswered.first ?? nil else { return }
        unanswered[0] = nil
        context.writeAndFlush(
            wrapOutboundOut(.head(HTTPResponseHead(version: version, status: .continue))),
            promise: nil
        )
    }
}
