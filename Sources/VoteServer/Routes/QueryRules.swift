import Hummingbird

/// Which query parameters each API route takes. Any other is refused (400 naming it and the ones
/// the route takes), so a misspelt `?sinse=` is not silently the all-time board; so is a
/// parameter given twice. `HEAD` takes what `GET` takes.
///
/// The page, its files and its form (`/`, `/app.js`, `/app.css`, `/favicon.svg`, `/vote`) ignore
/// query parameters: links to a page carry tracking and cache-busting ones that people cannot
/// be asked to remove.
enum QueryRules {
    /// The parameters by `METHOD /route`; an API route not listed takes none.
    static let accepted: [String: [String]] = [
        "GET /v1/board": ["since", "until", "podium"],
        "GET /v1/board.svg": ["since", "until", "podium"],
        "GET /v1/events": ["podium"],
        "DELETE /v1/pets/{name}": ["force"],
        "POST /v1/imports": ["skipInvalid", "createPets", "dryRun"],
    ]

    /// The routes whose query parameters are ignored: the page's, its form's and its files'.
    static let pageRoutes = Set(["/", "/vote"] + WebAssets.files.map { "/" + $0.name })

    /// Refuses a request to an API route whose query has a parameter the route does not take, or
    /// one given twice (``ServerMiddleware`` asks before the route runs).
    static func check(_ request: Request, context: some RequestContext) throws(ServerProblem) {
        guard request.uri.query != nil, let route = context.endpointPath, !pageRoutes.contains(route) else { return }
        let method = request.method == .head ? "GET" : request.method.rawValue
        let accepted = accepted["\(method) \(route)"] ?? []
        var seen: Set<Substring> = []
        for (name, _) in request.uri.queryParameters {
            guard accepted.contains(String(name)) else {
                throw .unknownQueryParameter(String(name), accepted: accepted)
            }
            guard seen.insert(name).inserted else { throw .repeatedQueryParameter(String(name)) }
        }
    }
}
