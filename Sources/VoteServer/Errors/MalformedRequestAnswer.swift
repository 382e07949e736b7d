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
/// its body, its connection left open). Bytes refused behind a pipelined request that is still
/// being answered are a broken next request: its refusal follows that answer. A refusal while a
/// request's body is read (a broken chunk size) is passed on: the route reading the body answers
/// it, or Hummingbird does.
final class MalformedRequestAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Requests whose head has been read and whose answer has not ended.
    private var unanswered = 0
    /// Requests whose head has been read and whose body has not ended.
    private var unread = 0
    private var answered = false
    /// The refusal of bytes that came behind requests still being answered, sent after them.
    private var refusalDue: ServerProblem?
    /// An answer closing the connection has begun: nothing is to follow it.
    private var closing = false
    /// Where its answers are counted with every other (route `malformed`: no route was read).
    private let metrics: ServerMetrics

    init(metrics: ServerMetrics) {
        self.metrics = metrics
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered, refusalDue == nil else { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            if head.method == .connect, unanswered == 0 { return refuse(.notAProxy, context: context) }
            unanswered += 1
            unread += 1
        case .end:
            unread = max(0, unread - 1)
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.headerFields.value(of: .connection)?.lowercased() == "close":
            // The connection ends with this answer: no refusal follows it.
            refusalDue = nil
            closing = true
            return context.write(data, promise: promise)
        case .end:
            break
        default:
            return context.write(data, promise: promise)
        }
        unanswered = max(0, unanswered - 1)
        context.write(data, promise: promise)
        if unanswered == 0, let refusal = refusalDue {
            refusalDue = nil
            refuse(refusal, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !answered, !closing, refusalDue == nil, unread == 0 else { return context.fireErrorCaught(error) }
        let problem: ServerProblem
        switch error {
        // Bytes after a request that closes its connection (HTTP/1.0, `Connection: close`) are
        // no request: nothing answers them.
        case HTTPParserError.closedConnection: return context.fireErrorCaught(error)
        case let error as HTTPParserError: problem = ServerProblem(refusing: error)
        // A head refused before it was converted (``HostHeaderRule``).
        case let refusal as ServerProblem: problem = refusal
        default: return context.fireErrorCaught(error)
        }
        if unanswered == 0 {
            refuse(problem, context: context)
        } else {
            refusalDue = problem
        }
    }

    /// Answers `problem` and closes the connection, reading nothing more from it.
    private func refuse(_ problem: ServerProblem, context: ChannelHandlerContext) {
        answered = true
        metrics.recordRequest(route: "malformed", method: "unknown", status: problem.status.code, duration: .zero)
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
