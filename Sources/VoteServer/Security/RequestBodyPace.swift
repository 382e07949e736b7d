import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request body comes in slower than a floor.
///
/// Hummingbird closes a connection that has been idle for its idle timeout, but every piece of
/// a body counts as activity, so a client that sends a body a byte a minute (a "slow POST") holds
/// its connection for as long as it likes, and enough such clients hold every connection votesrv
/// takes. A body here gets ``grace`` to arrive, plus one second for every ``minimumRate`` bytes it
/// has delivered so far: a client on any working network sends a vote in a fraction of the grace
/// and an import at many times the rate, while holding a connection costs a slow client that
/// rate in bandwidth for as long as it holds it.
///
/// A request whose head, body and end come in one read (every vote from a working client) sets no
/// timer: one is set only when a read ends in the middle of a body.
final class RequestBodyPace: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    /// The time every body has, however small.
    static let defaultGrace: TimeAmount = .seconds(10)
    /// The slowest a body may arrive, past the grace, in bytes a second.
    static let minimumRate = 1_024

    private let grace: TimeAmount
    private let logger: Logger
    /// When the head of the request whose body is being read arrived.
    private var bodyStart: NIODeadline?
    private var bodyBytes = 0
    private var check: Scheduled<Void>?

    init(grace: TimeAmount, logger: Logger) {
        (self.grace, self.logger) = (grace, logger)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            (bodyStart, bodyBytes) = (.now(), 0)
        case .body(let bytes):
            bodyBytes += bytes.readableBytes
        case .end:
            bodyStart = nil
            check?.cancel()
            check = nil
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if bodyStart != nil, check == nil { scheduleCheck(context: context) }
        context.fireChannelReadComplete()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        check?.cancel()
        check = nil
    }

    /// When the body being read must have ended, at the bytes it has delivered so far.
    private var deadline: NIODeadline? {
        bodyStart.map { $0 + grace + .nanoseconds(Int64(bodyBytes) * 1_000_000_000 / Int64(Self.minimumRate)) }
    }

    private func scheduleCheck(context: ChannelHandlerContext) {
        guard let deadline else { return }
        check = context.eventLoop.assumeIsolated()
            .scheduleTask(deadline: deadline) { [self] in
                check = nil
                guard let deadline = self.deadline else { return }
                if deadline <= .now() {
                    logger.notice(
                        "closing a connection whose request body came slower than \(Self.minimumRate) bytes a second"
                    )
                    context.close(promise: nil)
                } else {
                    scheduleCheck(context: context)
                }
            }
    }
}
