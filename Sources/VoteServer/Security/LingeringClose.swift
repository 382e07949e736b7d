import NIOCore

/// Closes a connection after its last answer without losing that answer.
///
/// A connection closed with bytes of the client's still unread (the rest of a refused body, a head
/// past the limits, requests pipelined behind) is reset, and a reset can destroy the answer before
/// the client reads it. So the sending side closes first, and what the client still sends is read
/// and dropped until it closes its side too, for at most ``limit``. Dropped here, at the head of
/// the pipeline: the HTTP decoder, which stops parsing after some refusals (a `CONNECT`, a version
/// it does not read), would otherwise keep every byte that comes.
final class LingeringClose: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    /// How long a closing connection reads what its client still sends.
    static let limit: TimeAmount = .seconds(2)

    private var timer: Scheduled<Void>?

    private init() {}

    /// Closes the sending side of `context`'s channel once `lastAnswer` (the write of its last
    /// answer's end) is done, and drops what its client sends from now on until the client closes,
    /// or ``limit`` has passed: the limit holds also for an answer its client never reads.
    static func start(on context: ChannelHandlerContext, after lastAnswer: EventLoopFuture<Void>) {
        do {
            try context.pipeline.syncOperations.addHandler(LingeringClose(), position: .first)
        } catch {
            return context.close(promise: nil)
        }
        lastAnswer.assumeIsolated()
            .whenComplete { result in
                guard case .success = result else { return context.close(promise: nil) }
                context.close(mode: .output).assumeIsolated()
                    .whenComplete { result in
                        guard case .success = result else { return context.close(promise: nil) }
                        // The handlers above may have stopped asking for reads, their request over.
                        context.read()
                    }
            }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: Self.limit) { context.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    func channelReadComplete(context: ChannelHandlerContext) {
        context.read()
    }
}
