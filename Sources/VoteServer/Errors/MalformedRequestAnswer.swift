import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request the HTTP parser refuses between requests with a problem document, as every
/// other refusal is answered, and closes the connection (the bytes after a broken head cannot be
/// trusted to start a request). So is a `CONNECT`, after which the parser reads no more of the
/// connection (its bytes would be a tunnel's).
///
/// Left to Hummingbird, such a request gets a bare 400 with no body (a `CONNECT`, a 404 without
/// its body, its connection left open). A refusal while a request is read or answered (a broken
/// chunk size in a body) is passed on: the route reading the body answers it, or Hummingbird does.
final class MalformedRequestAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Requests whose head has been read and whose answer has not ended.
    private var unanswered = 0
    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        if case .head(let head) = unwrapInboundIn(data) {
            if head.method == .connect, unanswered == 0 { return refuse(.notAProxy, context: context) }
            unanswered += 1
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { unanswered = max(0, unanswered - 1) }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard unanswered == 0, !answered else { return context.fireErrorCaught(error) }
        switch error {
        case let error as HTTPParserError: refuse(ServerProblem(refusing: error), context: context)
        // A head refused before it was converted (``HostHeaderRule``).
        case let problem as ServerProblem: refuse(problem, context: context)
        default: context.fireErrorCaught(error)
        }
    }

    /// Answers `problem` and closes the connection, reading nothing more from it.
    private func refuse(_ problem: ServerProblem, context: ChannelHandlerContext) {
        answered = true
        let document = problem.document
        var fields = problem.documentHeaders
        fields[.contentLength] = String(document.readableBytes)
        fields[.connection] = "close"
        fields.append(.noSniffing)
        context.write(wrapOutboundOut(.head(HTTPResponse(status: problem.status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(document)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated()
            .whenComplete { _ in context.close(promise: nil) }
    }
}
