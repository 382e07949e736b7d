import NIOHTTP1

/// When a connection closes after an answer, and what the answer says of it (RFC 9112 §9).
///
/// HTTP/1.0: a connection closes after its answer unless the request asked to keep it alive
/// (§9.3), and an answer of unknown length (an event stream) is ended by closing the connection,
/// never sent chunked, which an HTTP/1.0 client would read as part of the body (§6.1).
/// Hummingbird's HTTP/1 pipeline converts each request to Swift HTTP Types, which have no version,
/// before votesrv's handlers see it, and keeps every connection whose request does not say
/// `Connection: close`: an HTTP/1.0 client's connection then held a connection slot until the idle
/// timeout, and NIO's encoder framed every answer without a length as HTTP/1.1 chunks. Applied
/// before that conversion (``HTTP1ConnectionRules``), this says `Connection: close` for such a
/// request, answers it without a length as HTTP/1.0, whose body ends with the connection, and
/// tells a client that asked to keep its connection that it is kept.
///
/// HTTP/1.1: an answer to a request that closes its connection (`Connection: close`, or one marked
/// so by ``UpgradeRequest``) says `Connection: close` too (§9.6), which Hummingbird's does not, so a
/// client or proxy knows not to send another request on it.
struct ConnectionClose {
    /// What the rules make of a request's version and connection.
    private enum Request {
        /// HTTP/1.1, keeping its connection.
        case http11
        /// HTTP/1.1, closing its connection after the answer.
        case http11Closing
        /// HTTP/1.0, its connection closing after the answer.
        case http10
        /// HTTP/1.0 asking to keep its connection (`Connection: keep-alive`), which the answer
        /// must say it does, or the client closes it (§C.2.2).
        case http10KeepAlive
    }

    /// For each request read and not yet answered to its end, oldest first, what it is:
    /// pipelined heads are read while an earlier answer is still being written.
    private var unanswered: [Request] = []
    /// Whether the answer being sent ends with the connection.
    private var closesAfterAnswer = false

    /// A request's head as read: one closing its HTTP/1.1 connection says `close` as Hummingbird
    /// reads it; one that does not keep its HTTP/1.0 connection alive says so, as
    /// does one with a `Transfer-Encoding`, which HTTP/1.0 does not have: its framing is faulty,
    /// so the connection closes after its answer, whatever it asked (§6.1). Returns whether `head`
    /// was changed.
    mutating func read(_ head: inout HTTPRequestHead) -> Bool {
        guard head.version == .http1_0 else {
            if head.isKeepAlive {
                unanswered.append(.http11)
                return false
            }
            unanswered.append(.http11Closing)
            // Hummingbird ends the connection only for `close` exactly: `Close`, or `close, TE`,
            // was answered as closing and served on.
            guard head.headers["connection"] != ["close"] else { return false }
            head.headers.replaceOrAdd(name: "connection", value: "close")
            return true
        }
        if head.isKeepAlive, !head.headers.contains(name: "transfer-encoding") {
            unanswered.append(.http10KeepAlive)
            return false
        }
        unanswered.append(.http10)
        head.headers.replaceOrAdd(name: "connection", value: "close")
        return true
    }

    /// An answer's head as written: one to an HTTP/1.1 request closing its connection says so; one
    /// of unknown length to an HTTP/1.0 request is sent as HTTP/1.0 and closes the connection; one
    /// of known length to an HTTP/1.0 request keeping its connection says it is kept. Whether the
    /// connection ends with this answer, the request's choice or the server's (a draining server's
    /// `Connection: close`), is noted for ``answerEnded()``.
    mutating func write(_ head: inout HTTPResponseHead) {
        guard let request = unanswered.first, head.status.code >= 200 else { return }
        switch request {
        case .http11: break
        case .http11Closing:
            if !head.headers.contains(name: "connection") { head.headers.add(name: "Connection", value: "close") }
        case .http10, .http10KeepAlive:
            if !head.headers.contains(name: "content-length") {
                head.version = .http1_0
                head.headers.replaceOrAdd(name: "connection", value: "close")
            } else if request == .http10KeepAlive, !head.headers.contains(name: "connection") {
                head.headers.add(name: "Connection", value: "keep-alive")
            }
        }
        closesAfterAnswer = request == .http10 || request == .http11Closing || !head.isKeepAlive
    }

    /// An answer has ended; returns whether its connection closes now.
    mutating func answerEnded() -> Bool {
        if !unanswered.isEmpty { unanswered.removeFirst() }
        defer { closesAfterAnswer = false }
        return closesAfterAnswer
    }
}
