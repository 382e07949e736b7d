import HTTPTypes
import Hummingbird

/// 405 with `Allow` for a path that is served, but not with the request's method (Hummingbird's
/// router answers both as "not found").
///
/// Added to the router after every route, so it wraps only the router's not-found answer; the
/// routes are those the router had then, `HEAD` going with every `GET`.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each route's path pattern and the methods it takes.
    private let routes: [(path: RouterPath, methods: [HTTPRequest.Method])]

    init(routes described: [Router<Context>.RouteDescription]) {
        var methods: [String: (path: RouterPath, methods: [HTTPRequest.Method])] = [:]
        for route in described {
            methods[route.path.description, default: (route.path, [])].methods.append(route.method)
        }
        routes = methods.values.map { route in
            var allowed = route.methods
            if allowed.contains(.get), !allowed.contains(.head) { allowed.append(.head) }
            let order: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options]
            return (route.path, allowed.sorted { (order.firstIndex(of: $0) ?? 99) < (order.firstIndex(of: $1) ?? 99) })
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let segments = request.uri.path.split(separator: "/", omittingEmptySubsequences: true)
        let served = routes.filter { Self.matches($0.path, segments) }
        let allowed = served.flatMap(\.methods)
        guard allowed.isEmpty || allowed.contains(request.method) else {
            // Counted under the route that serves the path, as the router would have named it.
            if let route = served.first { context.coreContext.endpointPath.value = route.path.description }
            throw ServerProblem.methodNotAllowed(method: request.method, path: request.uri.path, allowed: allowed)
        }
        return try await next(request, context)
    }

    private static func matches(_ path: RouterPath, _ segments: [Substring]) -> Bool {
        path.components.count == segments.count && zip(path.components, segments).allSatisfy { $0 ~= $1 }
    }
}
