import HTTPTypes
import Hummingbird

/// `HEAD /v1/events`: the stream's status and type without opening a subscription, refused as
/// `GET` would be (a bad podium size, too many streams, shutting down).
///
/// Hummingbird's generated `HEAD` runs the `GET` and drops its body: for the event stream that
/// would take a stream's place and count a refused probe as a refused stream, set the connection's
/// send buffer, and answer with the `Content-Length: 0` of an empty body where `GET`'s has no
/// length.
enum EventStreamHead {
    static func add(to router: Router<VoteRequestContext>, backend: Backend) {
        router.head("/v1/events") { request, _ in
            _ = try request.podiumSize()
            // A probe of the stream, not a stream refused: not counted as one.
            _ = try EventRoutes.admit(backend, counting: false)
            // GET's headers, and a body of unknown length as GET's stream has (which
            // `ResponseHeaders` keeps): an empty body would get `Content-Length: 0`.
            return Response(status: .ok, headers: EventRoutes.headers, body: ResponseBody { try await $0.finish(nil) })
        }
    }
}
