import Hummingbird

/// Every answered request counted by route template, method and status, and timed; a path no
/// route serves counts as route ``unmatchedRoute``.
extension ServerMetrics {
    /// The route of a request whose path no route serves.
    static var unmatchedRoute: String { "unmatched" }
    /// What Hummingbird's router names the route of a path it does not serve.
    private static var routersNotFound: String { "NotFound" }

    /// Counts `request`, answered with `status`, under the route its context names, and records
    /// the time since `started` (``ServerMiddleware`` calls it once the answer or problem is known).
    func recordRequest(
        _ request: Request,
        context: some RequestContext,
        status: Int,
        started: ContinuousClock.Instant
    ) {
        recordRequest(
            route: context.endpointPath.flatMap { $0 == Self.routersNotFound ? nil : $0 } ?? Self.unmatchedRoute,
            method: request.method.rawValue,
            status: status,
            duration: ContinuousClock.now - started
        )
    }
}
