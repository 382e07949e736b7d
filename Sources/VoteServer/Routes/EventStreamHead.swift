import HTTPTypes
import Hummingbird

/// `HEAD /v1/events`: the stream's status and type without opening a subscription.
///
/// Hummingbird's generated `HEAD` runs the `GET` and drops its body; for the event stream that
/// would register a subscriber whose body, the only thing that ends it, never runs.
enum EventStreamHead {
    static func add(to router: Router<VoteRequestContext>) {
        router.head("/v1/events") { request, _ in
            _ = try request.podiumSize()
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"])
        }
    }
}
