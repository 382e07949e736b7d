import HTTPTypes
import Hummingbird
import NIOCore
import Prometheus
import VoteBoard

/// `GET /v1/events`: Server-Sent Events carrying the board document each time the standings change.
///
/// Each subscriber holds only the newest snapshot it has not sent (older ones are dropped), and
/// sends at most one event per ``ServerConfiguration/eventInterval``, so a slow client costs one
/// board of memory and a burst of votes becomes one event. The first event is the current board.
/// Each event's `id` is the board's version; a comment every
/// ``ServerConfiguration/heartbeatInterval`` keeps proxies from closing a quiet stream.
struct EventRoutes {
    let backend: Backend

    func add(to router: Router<VoteRequestContext>) {
        router.get("/v1/events") { request, _ in
            let podium = try request.podiumSize()
            guard let subscription = backend.feed.subscribe() else { throw ServerProblem.shuttingDown }
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
                    metrics.eventSubscribers.increment()
                    defer { metrics.eventSubscribers.decrement() }
                    var sentVersion = -1
                    // Reconnect after a second if the stream breaks (the browser default is 3 s).
                    try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                    for await snapshot in subscription {
                        if snapshot.version == sentVersion {
                            try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                            continue
                        }
                        let board = feed.rendered(snapshot, podium: podium, format: .json)
                        var event = ByteBuffer(string: "id: \(snapshot.version)\nevent: board\ndata: ")
                        event.writeImmutableBuffer(board.body)
                        event.writeString("\n\n")
                        try await writer.write(event)
                        sentVersion = snapshot.version
                        try? await Task.sleep(for: interval)
                    }
                    try await writer.finish(nil)
                }
            )
        }
    }
}
