import Hummingbird

/// What every request passes through on its way to a route, as one middleware, from the outside
/// in: the answer's common headers (``ResponseHeaders``); its count and time (``ServerMetrics``);
/// every error turned into a problem document (``ServerProblem/init(answering:request:context:)``);
/// a draining server's refusal (``DrainRule``), before any route runs; and paths with empty
/// segments and unknown query parameters refused (``PathRules``, ``QueryRules``) before a route
/// reads the rest.
///
/// One middleware rather than one for each: every layer of Hummingbird's middleware is an async
/// call with a frame of its own, the request and its context copied on to the next, and the six
/// layers every vote passed through cost it about 1.5 µs of CPU (alternating `wrk` rounds).
struct ServerMiddleware: RouterMiddleware {
    let metrics: ServerMetrics
    let lifecycle: ServerLifecycle

    func handle(
        _ request: Request,
        context: VoteRequestContext,
        next: (Request, VoteRequestContext) async throws -> Response
    ) async throws -> Response {
        let started = ContinuousClock.now
        let response: Response
        do {
            try DrainRule.check(lifecycle, context: context)
            try PathRules.check(request)
            try QueryRules.check(request, context: context)
            response = try await next(request, context)
        } catch {
            let problem = ServerProblem(answering: error, request: request, context: context)
            metrics.recordRequest(request, context: context, status: problem.status.code, started: started)
            return ResponseHeaders.finish(try problem.response(from: request, context: context), answering: request)
        }
        metrics.recordRequest(request, context: context, status: response.status.code, started: started)
        return ResponseHeaders.finish(response, answering: request)
    }
}
