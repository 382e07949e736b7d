import NIOCore

/// Calls `onClose` when the client half-closes its side of the connection (NIO's `inputClosed`,
/// which the HTTP server, allowing half-closure, gets instead of a closed channel), and passes
/// every event on unchanged. A closed channel is the channel's `closeFuture`'s to tell.
///
/// An event stream's client that closes its socket cleanly sends FIN: the server's channel stays
/// open, and until a write fails (the next board, or the heartbeat's comment) only the request's
/// inbound stream says so, and it stops listening once a request is pipelined behind the stream's.
/// This hears it from the channel itself, whatever came before.
final class InputClosedObserver: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = NIOAny

    private let onClose: @Sendable () -> Void

    init(onClose: @escaping @Sendable () -> Void) {
        self.onClose = onClose
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed? = event as? ChannelEvent { onClose() }
        context.fireUserInboundEventTriggered(event)
    }
}
