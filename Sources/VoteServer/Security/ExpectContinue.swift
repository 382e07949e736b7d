import NIOCore
import NIOHTTP1

/// Answers `Expect: 100-continue` with `100 Continue` when the route is about to read the body
/// (``ReadyForBody``, sent by ``VoteRequestContext/readyForBody()``), after every check that
/// could refuse the request without it: the administrator's token, the media type, the declared
/// length. A refused client then never sends its body (curl waits a second for the `100`, then
/// sends any body past 1 MiB, such as a large import, whatever the answer would be).
///
/// A request answered without its `100` (refused, or by a route that reads no body) has a body
/// still to come, or never: its answer says `Connection: close`, and the connection closes after
/// it, as RFC 9110 §10.1.1 asks of a server that does not read the body. A client that sends its
/// body without waiting for the `100` is owed none. HTTP/1.0 has no interim answers, and its
/// `Expect` is ignored.
///
/// Requests may come pipelined, their heads read while an earlier answer (an event stream, say) is
/// still being written: only the request being answered, the first of those read, is sent its
/// `100`, which so never lands inside an earlier answer.
///
/// Placed before Hummingbird's conversion to Swift HTTP Types (``HTTP1HeadRules``), whose responses
/// have no interim status to send.
final class ExpectContinue: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The outbound event a route sends when it is about to read the request's body.
    struct ReadyForBody: Sendable {}

    /// For each request read and not yet answered to its end, oldest first, the version of its
    /// `100 Continue` while it is owed one.
    private var unanswered: [HTTPVersion?] = []
    /// The answer being written goes to a request still owed its `100`: the connection closes
    /// once it ends.
    private var closesAfterAnswer = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            let expects =
                head.version.major == 1 && head.version.minor >= 1
                && head.headers["expect"].contains { $0.lowercased() == "100-continue" }
                && head.headers["content-length"].first != "0"
            unanswered.append(expects ? head.version : nil)
        case .body:
            // The body comes without waiting for the `100`: none is owed any more.
            if !unanswered.isEmpty { unanswered[unanswered.count - 1] = nil }
        case .end:
            break
        }
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is ReadyForBody else { return context.triggerUserOutboundEvent(event, promise: promise) }
        if let version = unanswered.first ?? nil {
            unanswered[0] = nil
            context.writeAndFlush(
                wrapOutboundOut(.head(HTTPResponseHead(version: version, status: .continue))),
                promise: nil
            )
        }
        promise?.succeed()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where head.status.code >= 200 && unanswered.first.map({ $0 != nil }) == true:
            head.headers.replaceOrAdd(name: "connection", value: "close")
            closesAfterAnswer = true
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where !unanswered.isEmpty:
            unanswered.removeFirst()
            guard closesAfterAnswer else { return context.write(data, promise: promise) }
            context.writeAndFlush(data).assumeIsolated()
                .whenComplete { result in
                    promise?.completeWith(result)
                    context.close(promise: nil)
                }
        default:
            context.write(data, promise: promise)
        }
    }
}
