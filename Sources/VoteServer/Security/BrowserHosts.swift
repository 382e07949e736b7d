import VoteCore

/// The names under which browsers may vote: votesrv's guard against DNS rebinding.
///
/// A page of another site can, once loaded, point its own name at votesrv's address (DNS
/// rebinding): the browser then takes votesrv for that site, its `Origin`, `Host` and
/// `Sec-Fetch-Site` agree, and ``CrossSiteGuard`` alone would let the page vote through every
/// visitor who can reach votesrv (on their own machine, say). A name can be rebound; an address
/// cannot, so a page addressed to one is the server's own. A browser's vote must therefore be
/// addressed to an IP address (any), to a name that means this machine alone (`localhost` and
/// its sub-domains), to the name votesrv listens on, or to a name its operator allowed
/// (`--allowed-host`: the public name a load balancer or reverse proxy passes through). Programs
/// send no `Origin` and are not affected.
public struct BrowserHosts: Sendable {
    /// The names allowed besides addresses and loopback names, as ``name(_:)`` writes them.
    let allowed: [String]

    /// The rule for a server listening on `host`, with the operator's `allowed` names (each
    /// checked by ``problem(withAllowed:)``).
    init(listeningOn host: String, allowed: [String]) {
        self.allowed = (allowed + [host]).map(Self.name)
    }

    /// Whether a browser may vote through a request to `authority` (its `Host`: `name[:port]`).
    func allows(authority: String) -> Bool {
        let name = Self.name(Self.hostPart(of: authority))
        return Self.isAddress(name) || Self.isLoopbackName(name) || allowed.contains(name)
    }

    /// Why `name` cannot be given to `--allowed-host`, or `nil`: it must be a host name alone.
    public static func problem(withAllowed name: String) -> String? {
        // An IPv6 address, bracketed or not, is allowed anyway; saying so is no mistake.
        if name.contains(":"), isAddress(Self.name(name)) { return nil }
        if !name.allSatisfy(\.isASCII) {
            return "--allowed-host takes a name as browsers send it, in ASCII: "
                + "give '\(name)' in its xn-- (punycode) form"
        }
        if name.contains("*") {
            return "--allowed-host takes whole names, not patterns such as '\(name)': give each name"
        }
        let forbidden: Set<Character> = ["/", "@", "?", "#", " "]
        if name.isEmpty || name.contains(where: forbidden.contains) || hostPart(of: name) != name[...] {
            return "--allowed-host takes a host name alone, such as pets.example.org (no scheme, port or path), "
                + "not '\(name)'"
        }
        return nil
    }

    /// The host of `name[:port]` or `[v6]:port`, brackets kept.
    static func hostPart(of authority: String) -> Substring {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return authority[...end]
        }
        return authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// A host as compared: lower-case, without the final dot of a fully qualified name, an IPv6
    /// address in brackets as in a `Host`.
    static func name<S: StringProtocol>(_ host: S) -> String {
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        if name.contains(":"), !name.hasPrefix("[") { name = "[" + name + "]" }
        return name
    }

    /// Whether `name` is an IP address, which no one can rebind: four decimal octets, or an IPv6
    /// address in brackets.
    static func isAddress(_ name: String) -> Bool {
        if name.hasPrefix("["), name.hasSuffix("]") {
            return name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4
            && octets.allSatisfy { octet in
                octet.count <= 3 && octet.utf8.allSatisfy(\.isASCIIDigit) && UInt8(octet) != nil
            }
    }

    /// Whether `name` can only mean this machine (RFC 6761): `localhost` and its sub-domains.
    static func isLoopbackName(_ name: String) -> Bool {
        name == "localhost" || name.hasSuffix(".localhost")
    }
}
