/// The names under which browsers may vote: votesrv's guard against DNS rebinding.
///
/// A page of another site can, once loaded, point its own name at 127.0.0.1 (DNS rebinding): the
/// browser then takes votesrv for that site, its `Origin`, `Host` and `Sec-Fetch-Site` agree, and
/// ``CrossSiteGuard`` alone would let the page vote through every visitor running votesrv on their
/// own machine. So a server listening on loopback takes votes from browsers only under a loopback
/// name (`localhost`, a name ending in `.localhost`, `127.x.x.x`, `[::1]`) or a name its operator
/// allowed (`--allowed-host`, for a reverse proxy passing its public name through); a server
/// listening elsewhere checks names only once its operator lists some, as it cannot tell which are
/// its own. Programs send no `Origin` and are not affected.
struct BrowserHosts: Sendable {
    /// The names allowed besides loopback ones: lower-case, without a port or a final dot.
    let allowed: [String]
    /// Whether names are checked at all.
    let isChecked: Bool

    /// The rule for a server listening on `host`, with the operator's `allowed` names.
    init(listeningOn host: String, allowed: [String]) {
        let listening = Self.name(host)
        self.allowed = allowed.map(Self.name) + [listening]
        isChecked = !allowed.isEmpty || Self.isLoopback(listening)
    }

    /// Whether a browser may vote through a request to `authority` (its `Host`: `name[:port]`).
    func allows(authority: String) -> Bool {
        guard isChecked else { return true }
        let name = Self.name(Self.hostPart(of: authority))
        return Self.isLoopback(name) || allowed.contains(name)
    }

    /// The host of `name[:port]` or `[v6]:port`, brackets kept.
    static func hostPart(of authority: String) -> Substring {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return authority[...end]
        }
        return authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// A host name as compared: lower-case, without the final dot of a fully qualified name.
    private static func name<S: StringProtocol>(_ host: S) -> String {
        let lowered = host.lowercased()
        return lowered.hasSuffix(".") ? String(lowered.dropLast()) : lowered
    }

    /// Whether `name` can only mean this machine: `localhost` and its sub-domains (RFC 6761),
    /// an IPv4 address in 127.0.0.0/8, or `::1`.
    static func isLoopback(_ name: String) -> Bool {
        if name == "localhost" || name.hasSuffix(".localhost") || name == "[::1]" || name == "::1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.first == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
