import HTTPTypes
import NIOHTTP1

/// Refuses an HTTP/1.1 request whose `Transfer-Encoding` does not end with `chunked`, as RFC 9112
/// §6.3 requires of a server (400, then the connection closed): such a body has no length a
/// reader can tell, so nothing after its head can be trusted to start the next request.
///
/// The HTTP parser reads the head before it finds the body unreadable: left to it, the route
/// answered the head (a vote's refusal, or 200 for a `GET`) and the parser's error then got a
/// second, bare 400 of its own, which a client pipelining requests pairs with the wrong one.
/// Refused here, before any route reads the head, the request gets one answer. A request ending
/// with `chunked` whose other codings votesrv cannot undo is the route's to refuse (501), its
/// body read past. HTTP/1.0 has no transfer codings: such a request is answered and its
/// connection closed (``ConnectionClose``).
enum TransferCodingFraming {
    /// Why `head` is refused, or `nil` when its body's framing can be read.
    static func problem(with head: HTTPRequestHead) -> ServerProblem? {
        guard head.version.isHTTP11OrLater else { return nil }
        let codings = TransferCodings(head.headers.values(named: "transfer-encoding"))
        return codings.isFramed ? nil : .invalidHeader(Self.transferEncoding, rule: rule)
    }

    private static let transferEncoding = HTTPField.Name.transferEncoding

    static let rule =
        "its last coding must be chunked, or the body's length cannot be told; send the body with "
        + "Content-Length, or with chunked as the last coding"
}
