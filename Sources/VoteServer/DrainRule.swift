import Hummingbird
import NIOCore

/// Answers 503 to every request once the server has begun to drain (SIGTERM), so clients retry
/// against a running server rather than wait for one that is stopping, and closes the connection
/// once that answer is written, as its `Connection: close` says.
enum DrainRule {
    /// Refuses the request when the server drains (``ServerMiddleware`` asks before the route runs).
    static func check(_ lifecycle: ServerLifecycle, context: VoteRequestContext) throws(ServerProblem) {
        guard lifecycle.isDraining else { return }
        // Hummingbird's connection handler closes a connection told to quiesce as soon as the
        // response in progress is written.
        context.channel.pipeline.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
        throw .shuttingDown
    }
}
