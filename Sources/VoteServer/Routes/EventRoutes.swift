import HTTPTypes
import Hummingbird
import NIOCore
import Prometheus
import VoteBoard

/// `GET /v1/events`: Server-Sent Events carrying the board document each time the standings change.
///
/// The first event is the current board; then each stream gets the newest board at most once per
/// ``ServerConfiguration/eventInterval``, so a burst of votes becomes one event, and a stream whose
/// client reads slowly skips the boards it missed (it is only ever sent the newest). Each event's
/// `id` is the board's version; a comment every ``ServerConfiguration/heartbeatInterval`` keeps
/// proxies from closing a quiet stream.
///
/// After its first bytes, a stream's boards are written by its connection's event loop, in one
/// pass over that loop's streams (``LoopEventStreams``): the request's task only waits for the
/// stream to end, then ends the response.
///
/// What a stream may cost is bounded: at most ``ServerConfiguration/maximumEventStreams`` are
/// open (then 503); a client that closes its connection ends its stream at once; one that stops
/// reading is dropped once a write has waited ``ServerConfiguration/eventWriteTimeout``; every
/// stream sends the same encoded event (no copy per subscriber), and its connection's kernel send
/// buffer is capped at ``sendBufferSize``.
struct EventRoutes {
    let backend: Backend

    /// The kernel send buffer of an event stream's connection: a few boards, so a client that
    /// stops reading costs the host little socket memory before it is dropped.
    static let sendBufferSize = 64 * 1024

    /// Refuses a new stream while the feed holds as many as allowed (503 `tooManyStreams`) or the
    /// server is shutting down; else takes the stream's place. `HEAD` asks the same without
    /// opening one: freeing the place at once gives it back.
    static func admit(_ backend: Backend, counting: Bool = true) throws -> StreamReservation {
        let limit = backend.configuration.maximumEventStreams
        switch backend.feed.admit(limit: limit) {
        case .open(let reservation): return reservation
        case .full:
            if counting { backend.metrics.eventStreamsRefused.increment() }
            throw ServerProblem.tooManyStreams(limit: limit)
        case .finished: throw ServerProblem.shuttingDown
        }
    }

    /// The stream's headers, which `HEAD` answers too.
    static let headers: HTTPFields = [
        .contentType: "text/event-stream",
        // Tells nginx and similar proxies not to buffer the stream.
        HTTPField.Name("X-Accel-Buffering")!: "no",
    ]

    func add(to router: Router<VoteRequestContext>) {
        router.get("/v1/events") { request, context in
            let podium = try request.podiumSize()
            let reservation = try Self.admit(backend)
            let channel = context.channel
            _ = channel.setOption(
                ChannelOptions.socketOption(.so_sndbuf),
                value: SocketOptionValue(Self.sendBufferSize)
            )
            let feed = backend.feed
            let metrics = backend.metrics
            return Response(
                status: .ok,
                headers: Self.headers,
                body: ResponseBody { writer in
                    // Subscribed only once the body is written, so a response never sent leaves
                    // no subscription behind (its place is given back when it is freed); a
                    // shutdown begun meanwhile gets an empty stream.
                    guard let stream = feed.subscribe(reservation, channel: channel, podium: podium) else {
                        return try await writer.finish(nil)
                    }
                    metrics.eventSubscribers.increment()
                    defer {
                        feed.unsubscribe(stream)
                        metrics.eventSubscribers.decrement()
                    }
                    try await request.body.consumeWithInboundCloseHandler { _ in
                        // Written through Hummingbird's writer, after the head: what the event
                        // loop writes from here on follows them.
                        stream.beginWrite()
                        try await writer.write(EventStreamBytes.retry)
                        stream.endWrite()
                        try await feed.serve(stream)
                        stream.beginWrite()
                        try await writer.finish(nil)
                        stream.endWrite()
                    } onInboundClosed: {
                        // The client closed its connection: end the stream now, not at the next write.
                        stream.end()
                    }
                }
            )
        }
    }
}
