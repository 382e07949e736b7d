import Hummingbird
import NIOCore

/// Answers 503 to every request once the server has begun to drain (SIGTERM), so clients retry
/// against a running server rather than wait for one that is stopping, and closes the connection
/// once that answer is written, as its `Connection: close` says.
struct DrainMiddleware: RouterMiddleware {
    let lifecycle: ServerLifecycle

    func handle(
        _ request: Request,
        context: VoteRequestContext,
        next: (Request, VoteRequestContext) async throws -> Response
    ) async throws -> Response {
        guard !lifecycle.isDraining else {
            // Hummingbird's connection handler closes a connection told to quiesce as soon as
            // the response in progress is written.
            context.channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
            throw ServerProblem.shuttingDown
        }
        return try await next(request, context)
    }
}
