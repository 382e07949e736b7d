import HTTPTypes
import Hummingbird

/// Keeps pages of other sites from voting through a visitor's browser.
///
/// votesrv has no CORS policy: it sends no `Access-Control-Allow-*` header, so no other origin's
/// script may read its answers, and a preflight (`OPTIONS`) is 405. What a page may still send
/// without asking — a form post, or `fetch` in `no-cors` mode — carries the browser's word on
/// where it comes from, and a route that votes refuses it when either says another site:
///
/// - `Sec-Fetch-Site: cross-site` or `same-site` (Fetch Metadata);
/// - an `Origin` whose host and port are not the request's own `Host` (every current browser
///   sends `Origin` on a `POST`; `Origin: null`, from a sandboxed frame or a file, is refused too).
///
/// A page that rebinds its own name to votesrv's address says its own site in all of these; a
/// request from a browser must also be addressed to a name in ``BrowserHosts``.
///
/// Programs (curl, the tests, votectl's peers) send none of these headers and are not affected. A
/// reverse proxy in front of votesrv must pass the client's `Host` through.
enum CrossSiteGuard {
    static func check(_ request: Request, hosts: BrowserHosts) throws {
        let site = request.headers.value(of: .secFetchSite)
        if let site, site == "cross-site" || site == "same-site" {
            throw ServerProblem.crossSite
        }
        let origin = request.headers.value(of: .origin)
        if let origin, authority(ofOrigin: origin) != request.head.authority?.lowercased() {
            throw ServerProblem.crossSite
        }
        // A browser always sends `Host`; a request said to come from one without it is refused too.
        if origin != nil || site != nil {
            let authority = request.head.authority ?? ""
            guard hosts.allows(authority: authority) else {
                throw ServerProblem.hostNotAllowed(String(BrowserHosts.hostPart(of: authority)))
            }
        }
    }

    /// `host:port` of an `Origin` (`http://127.0.0.1:8080` → `127.0.0.1:8080`), lower-cased; `nil`
    /// for `null` or anything that is not an origin.
    static func authority(ofOrigin origin: String) -> String? {
        for scheme in ["http://", "https://"] where origin.lowercased().hasPrefix(scheme) {
            let authority = origin.dropFirst(scheme.count)
            guard !authority.isEmpty, !authority.contains("/") else { return nil }
            return authority.lowercased()
        }
        return nil
    }
}

extension HTTPField.Name {
    /// Which site a request comes from, as the browser tells it (Fetch Metadata).
    static let secFetchSite = Self("Sec-Fetch-Site")!
}
