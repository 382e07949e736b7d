import NIOHTTP1

/// A request whose target is in absolute form (`POST http://votes.example/v1/pets/Cat/votes`),
/// which a server must accept (RFC 9112 §3.2.2) and which names the server in its authority: the
/// `Host` header is then to be ignored. votesrv read `Host` all the same, so a target naming
/// another server passed the allowed-host check under an allowed `Host`.
///
/// Applied before every other rule on the head (``HTTP1ConnectionRules``): the head is rewritten
/// to the origin form, with the target's authority as its one `Host`, so the `Host` rule, the
/// allowed hosts, the cross-site checks and the router all read the name the request was sent to.
enum AbsoluteTarget {
    /// Rewrites `head` to the origin form if its target is absolute (`http` or `https`); returns
    /// whether it did. A target of another scheme, or with a user name in its authority, is
    /// refused as malformed.
    static func rewrite(_ head: inout HTTPRequestHead) throws(ServerProblem) -> Bool {
        let target = head.uri
        // The origin form (`/v1/board`), every browser's and client's, is passed over at once.
        guard !target.hasPrefix("/"), let schemeEnd = target.firstRange(of: "://") else { return false }
        let scheme = target[..<schemeEnd.lowerBound].lowercased()
        let rest = target[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard scheme == "http" || scheme == "https", !authority.contains("@") else {
            throw .malformedRequest(
                fault: "its target is an absolute URL of a scheme other than http or https, or with a user name"
            )
        }
        // An http URI with an empty host is invalid (RFC 9110 §4.2.1).
        guard !authority.isEmpty else { throw .malformedRequest(fault: "its target is an absolute URL naming no host") }
        let path = rest[authority.endIndex...]
        // With no path, the target of OPTIONS is the server as a whole (RFC 9112 §3.2.4).
        head.uri =
            path.hasPrefix("/") ? String(path) : path.isEmpty && head.method == .OPTIONS ? "*" : "/" + path
        head.headers.replaceOrAdd(name: "Host", value: String(authority))
        return true
    }
}
