import Hummingbird

/// Counts every answered request by route template, method and status, and times it; a path no
/// route serves counts as route ``unmatched``.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    /// The route of a request whose path no route serves.
    static var unmatched: String { "unmatched" }
    /// What Hummingbird's router names the route of a path it does not serve.
    private static var routersNotFound: String { "NotFound" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let started = ContinuousClock.now
        let status: Int
        defer {
            metrics.recordRequest(
                route: context.endpointPath.flatMap { $0 == Self.routersNotFound ? nil : $0 } ?? Self.unmatched,
                method: request.method.rawValue,
                status: status,
                duration: ContinuousClock.now - started
            )
        }
        do {
            let response = try await next(request, context)
            status = response.status.code
            return response
        } catch let error as any HTTPResponseError {
            status = error.status.code
            throw error
        } catch {
            status = 500
            throw error
        }
    }
}
