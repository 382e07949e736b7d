import HTTPTypes
import NIOHTTP1
import VoteCore

/// Refuses a request with more than one `Host` header or one that is not well formed, and an
/// HTTP/1.1 request with none, as RFC 9112 §3.2 requires of a server (400): a request naming two
/// hosts is one a proxy and votesrv could each read as addressed elsewhere. Only HTTP/1.0 requests
/// may leave `Host` out.
///
/// Applied before Hummingbird's conversion to Swift HTTP Types (``HTTP1ConnectionRules``), which
/// keeps the first of several `Host` lines as the authority and says nothing; the refusal is
/// answered as a broken head is (``MalformedRequestAnswer``), and the connection closed.
enum HostHeaderRule {
    /// Why `head` is refused, or `nil` when its `Host` is in order.
    static func problem(with head: HTTPRequestHead) -> ServerProblem? {
        var hosts = head.headers.values(named: "host").makeIterator()
        guard let host = hosts.next() else {
            return head.version.isHTTP11OrLater ? .invalidHeader(Self.host, rule: rule) : nil
        }
        guard hosts.next() == nil else { return .repeatedHeader(Self.host) }
        return isValid(host) ? nil : .invalidHeader(Self.host, rule: rule)
    }

    /// The header's name, which Swift HTTP Types keep as the request's authority instead.
    private static let host = HTTPField.Name("Host")!

    static let rule = "a request names its server in one Host header (host, or host:port), which HTTP/1.1 requires"

    /// Whether `value` is a `Host`: empty (a target with no authority), or a host name, an IPv4
    /// address or an IPv6 address in brackets, with an optional port (RFC 9110 §7.2). Every
    /// character of a valid `Host` is ASCII, so it is read as bytes.
    static func isValid(_ value: String) -> Bool {
        var rest = Substring(value).utf8[...]
        if rest.first == UInt8(ascii: "[") {
            guard let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = rest[rest.index(after: rest.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy(isAddressByte) else { return false }
            rest = rest[rest.index(after: close)...]
            guard rest.isEmpty || rest.first == UInt8(ascii: ":") else { return false }
        } else {
            let name = rest.prefix { $0 != UInt8(ascii: ":") }
            guard name.allSatisfy(isNameByte) else { return false }
            rest = rest[name.endIndex...]
        }
        guard rest.first == UInt8(ascii: ":") else { return rest.isEmpty }
        let port = rest.dropFirst()
        return port.count <= 5 && port.allSatisfy(\.isASCIIDigit)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// A byte of an IPv6 (or IPv4-mapped) address literal: hexadecimal digits, `:` and `.`.
    private static func isAddressByte(_ byte: UInt8) -> Bool {
        byte.isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    /// A byte of a registered name (RFC 3986 `reg-name`: unreserved, sub-delims and `%`).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte.isASCIIDigit || "-._~!$&'()*+,;=%".utf8.contains(byte)
    }
}
