import HTTPTypes
import Hummingbird

/// 405 with `Allow` for a path that is served, but not with the request's method (Hummingbird's
/// router answers both as "not found"); and the answer to `OPTIONS *`, which asks about the server
/// as a whole (RFC 9110 §9.3.7): 200 with every method some route takes.
///
/// Added to the router after every route, so it wraps only the router's not-found answer; the
/// routes are those the router had then, `HEAD` going with every `GET`.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each route's path pattern and the methods it takes.
    private let routes: [(path: RouterPath, methods: [HTTPRequest.Method])]
    /// Every method some route takes, in `Allow`'s order.
    private let serverMethods: String

    init(routes described: [Router<Context>.RouteDescription]) {
        var methods: [String: (path: RouterPath, methods: [HTTPRequest.Method])] = [:]
        for route in described {
            methods[route.path.description, default: (route.path, [])].methods.append(route.method)
        }
        let order: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options]
        let inOrder = { (methods: [HTTPRequest.Method]) in
            methods.sorted { (order.firstIndex(of: $0) ?? 99) < (order.firstIndex(of: $1) ?? 99) }
        }
        routes = methods.values.map { route in
            var allowed = route.methods
            if allowed.contains(.get), !allowed.contains(.head) { allowed.append(.head) }
            return (route.path, inOrder(allowed))
        }
        serverMethods = inOrder(Array(Set(routes.flatMap(\.methods)))).allowValue
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if request.uri.path == "*", request.method == .options {
            return Response(status: .ok, headers: [.allow: serverMethods, .contentLength: "0"])
        }
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

extension [HTTPRequest.Method] {
    /// `Allow`'s value listing these methods, in their order.
    var allowValue: String { map(\.rawValue).joined(separator: ", ") }
}
