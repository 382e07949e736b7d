import HTTPTypes
import NIOCore
import NIOHTTP1

/// Refuses an HTTP/1.1 request without exactly one well-formed `Host` header, as RFC 9112 §3.2
/// requires of a server (400): a request naming no host, or two, is one a proxy and votesrv could
/// each read as addressed elsewhere. HTTP/1.0 requests may leave `Host` out.
///
/// Placed before Hummingbird's conversion to Swift HTTP Types (``HTTP1HeadRules``), which keeps
/// the first of several `Host` lines as the authority and says nothing; the refusal is answered
/// by ``MalformedRequestAnswer``, as a broken head is, and the connection closed.
final class HostHeaderRule: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    /// Whether the request being read was refused: its body goes nowhere.
    private var refusing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            refusing = false
            guard head.version.major == 1, head.version.minor >= 1 else { return context.fireChannelRead(data) }
            let hosts = head.headers["host"]
            if hosts.count > 1 {
                refusing = true
                context.fireErrorCaught(ServerProblem.repeatedHeader(Self.host))
            } else if hosts.first.map(Self.isValid) != true {
                refusing = true
                context.fireErrorCaught(ServerProblem.invalidHeader(Self.host, rule: Self.rule))
            } else {
                context.fireChannelRead(data)
            }
        case .body, .end:
            if !refusing { context.fireChannelRead(data) }
        }
    }

    /// The header's name, which Swift HTTP Types keep as the request's authority instead.
    private static let host = HTTPField.Name("Host")!

    static let rule = "an HTTP/1.1 request names its server in one Host header (host, or host:port)"

    /// Whether `value` is a `Host`: empty (a target with no authority), or a host name, an IPv4
    /// address or an IPv6 address in brackets, with an optional port (RFC 9110 §7.2).
    static func isValid(_ value: String) -> Bool {
        var host = Substring(value)
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let literal = host[host.index(after: host.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return false
            }
            host = host[host.index(after: close)...]
            guard host.isEmpty || host.hasPrefix(":") else { return false }
        } else {
            let name = host.prefix { $0 != ":" }
            guard name.unicodeScalars.allSatisfy(isNameScalar) else { return false }
            host = host[name.endIndex...]
        }
        guard host.hasPrefix(":") else { return host.isEmpty }
        let port = host.dropFirst()
        return port.count <= 5 && port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber)
    }

    /// A character of a registered name (RFC 3986 `reg-name`: unreserved, sub-delims and `%`).
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        let character = Character(scalar)
        return character.isLetter || character.isNumber || "-._~!$&'()*+,;=%".contains(character)
    }
}
