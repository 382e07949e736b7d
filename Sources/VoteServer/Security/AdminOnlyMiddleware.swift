import HTTPTypes
import Hummingbird

/// Lets through only requests that carry the administrator token as `Authorization: Bearer TOKEN`.
///
/// Without a configured token the routes stay closed (403, saying how to open them); a missing
/// or wrong token gets 401 with `WWW-Authenticate: Bearer` (RFC 6750 §3). The scheme's name is
/// matched ignoring case (RFC 9110 §11.1); the token never reaches a log. Two `Authorization`
/// headers are refused as repeated (400), whatever they hold.
struct AdminOnlyMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: AdminToken?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let token else {
            throw ServerProblem.adminClosed
        }
        guard let credentials = try request.headers.singleValue(of: .authorization),
            let presented = Self.bearerToken(credentials),
            token.matches(presented)
        else {
            throw ServerProblem.unauthorized
        }
        return try await next(request, context)
    }

    /// The token of a `Bearer` credential, the scheme matched ignoring case.
    static func bearerToken(_ credentials: String) -> Substring? {
        let parts = credentials.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].drop { $0 == " " }
    }
}
