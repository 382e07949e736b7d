import Logging
import NIOCore
import NIOHTTP1

/// Refuses a request whose body comes in slower than a floor (408 `bodyTooSlow`) and closes its
/// connection.
///
/// Hummingbird closes a connection that has been idle for its idle timeout, but every piece of
/// a body counts as activity, so a client that sends a body a byte a minute (a "slow POST") holds
/// its connection for as long as it likes, and enough such clients hold every connection votesrv
/// takes. A body here gets a grace to arrive, plus one second for every ``minimumRate`` bytes it
/// has delivered so far: a client on any working network sends a vote in a fraction of the grace
/// and an import at many times the rate, while holding a connection costs a slow client that
/// rate in bandwidth for as long as it holds it.
///
/// Only the client's time counts. While the server has stopped reading the connection (its
/// handler busy with an earlier request of a pipelined run, or a route reading its body slowly)
/// the clock stops, and a body owed a `100 Continue` (an HTTP/1.1 request with
/// `Expect: 100-continue`) starts its clock at its first byte (the `100` goes out when the route
/// is ready to read it, ``ExpectContinue``, and the body then takes a round trip to begin).
/// A request whose head, body and end come in one read (every vote from a working client) sets no
/// timer: one is set only when a read ends in the middle of a body.
///
/// Told of the connection's reads by ``HTTP1ConnectionRules``, on the connection's event loop.
final class RequestBodyPace {
    /// The slowest a body may arrive, past the grace, in bytes a second.
    static let minimumRate = 1_024
    /// How long the route reading a body that came too slowly has to answer it before its
    /// connection is closed unanswered.
    static let answerTime = TimeAmount.seconds(1)

    private let grace: TimeAmount
    private let logger: Logger
    /// The body being read: when its clock started (shifted by the time the server did not
    /// read), and the bytes it has delivered. `nil` between requests, and while a body announced
    /// with `Expect: 100-continue` has not begun (its first part starts the clock: no body part
    /// comes between requests).
    private var bodyStart: NIODeadline?
    private var bodyBytes = 0
    /// Since when the server has not asked for more of the connection, mid-body.
    private var unreadSince: NIODeadline?
    private var check: Scheduled<Void>?
    /// A body came too slowly: the connection is ending, and nothing more is timed.
    private var refused = false

    init(grace: TimeAmount, logger: Logger) {
        (self.grace, self.logger) = (grace, logger)
    }

    /// A request's part has been read; `awaitsContinue` says of a head whether its body waits
    /// for a `100 Continue`.
    func read(_ part: HTTPServerRequestPart, awaitsContinue: Bool) {
        switch part {
        case .head:
            (bodyStart, bodyBytes, unreadSince) = (awaitsContinue ? nil : .now(), 0, nil)
        case .body(let bytes):
            if bodyStart == nil { bodyStart = .now() }
            bodyBytes += bytes.readableBytes
        case .end:
            (bodyStart, unreadSince) = (nil, nil)
            check?.cancel()
            check = nil
        }
    }

    /// A read of the connection has ended.
    func readComplete(context: ChannelHandlerContext) {
        guard bodyStart != nil else { return }
        // Until the server asks for more (`read`), the wait is the server's.
        unreadSince = .now()
        if check == nil { scheduleCheck(context: context) }
    }

    /// The server asks for more of the connection.
    func readRequested(context: ChannelHandlerContext) {
        if let unreadSince, let start = bodyStart {
            bodyStart = start + (.now() - unreadSince)
            if check == nil { scheduleCheck(context: context) }
        }
        unreadSince = nil
    }

    /// The connection is done with: no check is to run.
    func stop() {
        check?.cancel()
        check = nil
    }

    /// When the body being read must have ended, at the bytes it has delivered so far.
    private var deadline: NIODeadline? {
        guard let bodyStart else { return nil }
        // At most a day of credit: the sum stays far from overflowing whatever a body delivers.
        let credit = min(Int64(bodyBytes / Self.minimumRate), 86_400)
        return bodyStart + grace + .seconds(credit)
    }

    private func scheduleCheck(context: ChannelHandlerContext) {
        guard !refused, let deadline else { return }
        check = context.eventLoop.assumeIsolated()
            .scheduleTask(deadline: deadline) { [self] in
                check = nil
                // While the server does not read, the time is its own: `read` sets the next check.
                guard unreadSince == nil, let deadline = self.deadline else { return }
                if deadline <= .now() {
                    refused = true
                    logger.notice(
                        "refusing a request whose body came slower than \(Self.minimumRate) bytes a second, and closing its connection",
                        metadata: ["peer": "\(context.channel.remoteAddress.map { "\($0)" } ?? "unknown")"]
                    )
                    // The route reading the body gets the refusal in its place and answers it, 408,
                    // counted under its route; the connection then closes, as its answer says. If
                    // nothing answers within a second (no route reads the body), it closes unanswered.
                    context.fireErrorCaught(
                        ServerProblem.bodyTooSlow(graceSeconds: (grace.nanoseconds + 999_999_999) / 1_000_000_000)
                    )
                    context.eventLoop.assumeIsolated()
                        .scheduleTask(in: Self.answerTime) {
                            context.close(promise: nil)
                        }
                } else {
                    scheduleCheck(context: context)
                }
            }
    }
}
