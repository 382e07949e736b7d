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

    /// How long a closing connection reads what its client still sends, its last answer written.
    static let limit: TimeAmount = .seconds(2)
    /// How long the last answer may take to be written: a client reading it slowly gets it whole,
    /// one that stopped reading is closed (the connection's idle timeout no longer applies: its
    /// close waits for this one).
    static let answerLimit: TimeAmount = .seconds(60)

    private var timer: Scheduled<Void>?
    private var context: ChannelHandlerContext?

    private init() {}

    /// Closes the sending side of `context`'s channel once `lastAnswer` (the write of its last
    /// answer's end) is done, and drops what its client sends from now on until the client closes,
    /// or ``limit`` has passed since; the whole connection closes after ``answerLimit`` if the
    /// answer is not written by then.
    static func start(on context: ChannelHandlerContext, after lastAnswer: EventLoopFuture<Void>) {
        let lingering = LingeringClose()
        do {
            try context.pipeline.syncOperations.addHandler(lingering, position: .first)
        } catch {
            return context.close(promise: nil)
        }
        lingering.closeAfter(answerLimit)
        lastAnswer.assumeIsolated()
            .whenComplete { result in
                guard case .success = result else { return context.close(promise: nil) }
                lingering.closeAfter(limit)
                context.close(mode: .output).assumeIsolated()
                    .whenComplete { result in
                        guard case .success = result else { return context.close(promise: nil) }
                        // The handlers above may have stopped asking for reads, their request over.
                        context.read()
                    }
            }
    }

    /// Closes the connection after `amount`, in place of any close scheduled before.
    private func closeAfter(_ amount: TimeAmount) {
        timer?.cancel()
        guard let context else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: amount) { context.close(promise: nil) }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    func channelReadComplete(context: ChannelHandlerContext) {
        context.read()
    }
}
