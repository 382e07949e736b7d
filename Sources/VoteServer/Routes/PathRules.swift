import Hummingbird

/// A path with an empty segment (`//v1//pets`, `/v1/board/`) names no route: 404.
///
/// Hummingbird's router skips empty segments, so such a path would be served as the route it
/// spells without them. Refusing it keeps one URL per resource, as the API description lists
/// them, so caches, logs and rules keyed on paths see every request to a resource as one.
struct PathRules<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let path = request.uri.path
        if path != "/", path.isEmpty || path.contains("//") || path.hasSuffix("/") {
            throw ServerProblem.notFound(path: path)
        }
        return try await next(request, context)
    }
}
