import HTTPTypes
import Hummingbird
import NIOCore
import Prometheus
import VoteBoard

/// `GET /v1/events`: Server-Sent Events carrying the board document each time the standings change.
///
/// Each subscriber holds only the newest snapshot it has not sent (older ones are dropped), and
/// sends at most one event per ``ServerConfiguration/eventInterval``, so a burst of votes becomes
/// one event. The first event is the current board. Each event's `id` is the board's version; a
/// comment every ``ServerConfiguration/heartbeatInterval`` keeps proxies from closing a quiet
/// stream.
///
/// What a stream may cost is bounded: at most ``ServerConfiguration/maximumEventStreams`` are
/// open (then 503); a client that closes its connection ends its stream at once; one that stops
/// reading is dropped once a write has waited ``ServerConfiguration/eventWriteTimeout``; every
/// stream sends the same drawn board (no copy per subscriber), and its connection's kernel send
/// buffer is capped at ``sendBufferSize``.
struct EventRoutes {
    let backend: Backend

    /// The kernel send buffer of an event stream's connection: a few boards, so a client that
    /// stops reading costs the host little socket memory before it is dropped.
    static let sendBufferSize = 64 * 1024

    private static let retry = ByteBuffer(string: "retry: 1000\n\n")
    private static let keepAlive = ByteBuffer(string: ": keep-alive\n\n")
    private static let eventEnd = ByteBuffer(string: "\n\n")

    func add(to router: Router<VoteRequestContext>) {
        router.get("/v1/events") { request, context in
            let podium = try request.podiumSize()
            let limit = backend.configuration.maximumEventStreams
            switch backend.feed.admits(limit: limit) {
            case .open: break
            case .full:
                backend.metrics.eventStreamsRefused.increment()
                throw ServerProblem.tooManyStreams(limit: limit)
            case .finished: throw ServerProblem.shuttingDown
            }
            let channel = context.channel
            _ = channel.setOption(
                ChannelOptions.socketOption(.so_sndbuf),
                value: SocketOptionValue(Self.sendBufferSize)
            )
            let feed = backend.feed
            let metrics = backend.metrics
            let interval = backend.configuration.eventInterval
            let headers: HTTPFields = [
                .contentType: "text/event-stream",
                .cacheControl: "no-store",
                // Tells nginx and similar proxies not to buffer the stream.
                HTTPField.Name("X-Accel-Buffering")!: "no",
            ]
            return Response(
                status: .ok,
                headers: headers,
                body: ResponseBody { writer in
                    // Subscribed only once the body is written, so a response never sent leaves
                    // no subscription behind; a race past the limit gets an empty stream.
                    guard
                        let subscription = feed.subscribe(
                            limit: limit,
                            closeConnection: { channel.close(promise: nil) }
                        )
                    else { return try await writer.finish(nil) }
                    metrics.eventSubscribers.increment()
                    defer {
                        feed.unsubscribe(subscription)
                        metrics.eventSubscribers.decrement()
                    }
                    try await request.body.consumeWithInboundCloseHandler { _ in
                        var sentVersion = -1
                        // Reconnect after a second if the stream breaks (the browser default is 3 s).
                        subscription.beginWrite()
                        try await writer.write(Self.retry)
                        subscription.endWrite()
                        for await snapshot in subscription.snapshots {
                            subscription.beginWrite()
                            if snapshot.version == sentVersion {
                                try await writer.write(Self.keepAlive)
                                subscription.endWrite()
                                continue
                            }
                            let board = feed.rendered(snapshot, podium: podium, format: .json)
                            let head = ByteBuffer(string: "id: \(snapshot.version)\nevent: board\ndata: ")
                            // The board's bytes are shared with every other stream, not copied.
                            try await writer.write(contentsOf: [head, board.body, Self.eventEnd])
                            subscription.endWrite()
                            sentVersion = snapshot.version
                            try? await Task.sleep(for: interval)
                        }
                        subscription.beginWrite()
                        try await writer.finish(nil)
                        subscription.endWrite()
                    } onInboundClosed: {
                        // The client closed its connection: end the stream now, not at the next write.
                        subscription.end()
                    }
                }
            )
        }
    }
}
