import HTTPTypes
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// votesrv's rules for an HTTP/1 connection, applied to each request and answer as it passes:
/// a broken or refused request answered with a problem document (``MalformedRequestAnswer``), a
/// target in absolute form (``AbsoluteTarget``), the `Host` rule (``HostHeaderRule``), a body's
/// framing (``TransferCodingFraming``), when a connection closes (``ConnectionClose``,
/// ``LingeringClose``), a request asking for an upgrade (``UpgradeRequest``), the interim
/// `100 Continue` (``ExpectContinue``) and the floor on a body's pace (``RequestBodyPace``).
///
/// One handler, where each rule could be one: every handler in a pipeline costs every request's
/// head, body and end and every answer's parts a call and a cast each way, and five such
/// handlers cost more of a vote's CPU than its database work. Placed before Hummingbird's
/// conversion to Swift HTTP Types (``PlacedBeforeConversion``), which keeps neither a
/// request's version nor its header lines as sent, and has no interim answers.
final class HTTP1ConnectionRules: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var malformed = MalformedRequestAnswer()
    private var connectionClose = ConnectionClose()
    private var expectContinue = ExpectContinue()
    private let bodyPace: RequestBodyPace
    /// The connection's last answer is written or being written: it closes after it, and nothing
    /// is read or written on it any more.
    private var closingAfterAnswer = false
    /// The head being read was refused (its `Host`, its body's framing): its body goes nowhere.
    private var refusingHead = false
    /// Where refusals are counted with every other answer (route `malformed`: no route was read).
    private let metrics: ServerMetrics
    /// The head of the answer being written, as it went to the encoder; `nil` between answers.
    private var answerHead: HTTPResponseHead?

    /// Whether NIO's encoder frames the body of the answer being written as chunks: it does for an
    /// answer that may have a body and has no `Content-Length` sent as HTTP/1.1 (adding
    /// `Transfer-Encoding: chunked`), and not for one sent as HTTP/1.0 (``ConnectionClose``), whose
    /// body ends with the connection; `nil` when no answer is being written. Read for event streams
    /// (``BodyBytesOutput``), answers to `GET` (the encoder sends no body for `HEAD`, which these
    /// rules do not tell apart); worked out when asked, not for every answer.
    var isAnswerBodyChunked: Bool? {
        answerHead.map { head in
            head.version.isHTTP11OrLater && head.status.mayHaveResponseBody
                && !head.headers.contains(name: "content-length")
        }
    }

    init(metrics: ServerMetrics, bodyGrace: TimeAmount, logger: Logger) {
        self.metrics = metrics
        bodyPace = RequestBodyPace(grace: bodyGrace, logger: logger)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // After the last answer, nothing read is a request (``LingeringClose``).
        if closingAfterAnswer { return }
        var data = data
        let part: HTTPServerRequestPart
        switch unwrapInboundIn(data) {
        case .head(var head):
            let upgradeRefused = UpgradeRequest.closesItsConnection(&head)
            var changed = connectionClose.read(&head) || upgradeRefused
            refusingHead = false
            // A CONNECT first: whatever else is wrong with it, its answer can have no body.
            if let problem = head.method == .CONNECT
                ? ServerProblem.notAProxy
                : Self.rewriteAbsoluteTarget(&head, changed: &changed) ?? HostHeaderRule.problem(with: head)
                    ?? TransferCodingFraming.problem(with: head)
            {
                refusingHead = true
                return errorCaught(context: context, error: problem)
            }
            part = .head(head)
            if changed { data = wrapInboundOut(part) }
        case let other:
            if refusingHead { return }
            part = other
        }
        let awaitsContinue = expectContinue.read(part)
        switch malformed.read(part) {
        case .pass: break
        case .drop: return
        case .refuse(let problem): return refuse(problem, context: context)
        }
        bodyPace.read(part, awaitsContinue: awaitsContinue)
        context.fireChannelRead(data)
    }

    /// ``AbsoluteTarget/rewrite(_:)``, noting a change in `changed`; its refusal, if any.
    private static func rewriteAbsoluteTarget(_ head: inout HTTPRequestHead, changed: inout Bool) -> ServerProblem? {
        do throws(ServerProblem) {
            if try AbsoluteTarget.rewrite(&head) { changed = true }
            return nil
        } catch {
            return error
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        bodyPace.readComplete(context: context)
        context.fireChannelReadComplete()
    }

    func read(context: ChannelHandlerContext) {
        bodyPace.readRequested(context: context)
        context.read()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // What the client sends after the last answer is dropped, its faults with it.
        if closingAfterAnswer { return }
        switch malformed.caught(error) {
        case .pass: context.fireErrorCaught(error)
        case .drop: break
        case .refuse(let problem): refuse(problem, context: context)
        }
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is ExpectContinue.ReadyForBody else {
            return context.triggerUserOutboundEvent(event, promise: promise)
        }
        if let interim = expectContinue.readyForBody() {
            context.writeAndFlush(wrapOutboundOut(.head(interim)), promise: nil)
        }
        promise?.succeed()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // Nothing follows the last answer: bytes after a body that ends with the connection
        // would be read as part of it.
        if closingAfterAnswer { return promise?.fail(ChannelError.outputClosed) ?? () }
        let part = unwrapOutboundIn(data)
        send(part, as: data, closing: false, context: context, promise: promise)
        if case .end = part, let refusal = malformed.answerEnded() { refuse(refusal, context: context) }
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        // Hummingbird closes a connection at once after an answer that ends it (`Connection: close`,
        // a draining server's 503), which resets it when the client's bytes are still unread and
        // can destroy that answer: the lingering close begun at the answer's end closes it instead.
        guard closingAfterAnswer, mode == .all else { return context.close(mode: mode, promise: promise) }
        context.channel.closeFuture.cascade(to: promise)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        bodyPace.stop()
    }

    /// Writes an answer's part (`data`, when it is the part as it came) as the rules for the request
    /// it answers have it, closing the connection after an answer's end where they say so, or
    /// where `closing` does.
    private func send(
        _ part: HTTPServerResponsePart,
        as data: NIOAny? = nil,
        closing: Bool,
        context: ChannelHandlerContext,
        promise: EventLoopPromise<Void>?
    ) {
        switch part {
        case .head(var head):
            expectContinue.write(&head)
            connectionClose.write(&head)
            // Read as sent, with the `Connection: close` the rules above may have added.
            malformed.write(head)
            answerHead = head
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body:
            context.write(data ?? wrapOutboundOut(part), promise: promise)
        case .end:
            answerHead = nil
            let expectCloses = expectContinue.answerEnded()
            let connectionCloses = connectionClose.answerEnded()
            guard closing || expectCloses || connectionCloses else {
                return context.write(data ?? wrapOutboundOut(part), promise: promise)
            }
            closingAfterAnswer = true
            let written = context.writeAndFlush(data ?? wrapOutboundOut(part))
            written.cascade(to: promise)
            LingeringClose.start(on: context, after: written)
        }
    }

    /// Answers `problem` and closes the connection (``LingeringClose``), reading no request more
    /// from it.
    private func refuse(_ problem: ServerProblem, context: ChannelHandlerContext) {
        // The connection's last answer is out: nothing, a refusal neither, may follow it.
        if closingAfterAnswer { return }
        metrics.recordRequest(route: "malformed", method: "unknown", status: problem.status.code, duration: .zero)
        for part in malformed.answer(problem) { send(part, closing: true, context: context, promise: nil) }
    }
}
