import NIOHTTP1

/// HTTP/1.0 as RFC 9112 has it: a connection closes after its answer unless the request asked to
/// keep it alive (§9.3), and an answer of unknown length (an event stream) is ended by closing the
/// connection, never sent chunked, which an HTTP/1.0 client would read as part of the body (§6.1).
///
/// Hummingbird's HTTP/1 pipeline converts each request to Swift HTTP Types, which have no version,
/// before votesrv's handlers see it, and keeps every connection whose request does not say
/// `Connection: close`: an HTTP/1.0 client's connection then held a connection slot until the idle
/// timeout, and NIO's encoder framed every answer without a length as HTTP/1.1 chunks. Applied
/// before that conversion (``HTTP1ConnectionRules``), this says `Connection: close` for such a
/// request, and answers it without a length as HTTP/1.0, whose body ends with the connection.
struct HTTP10ConnectionClose {
    /// For each request read and not yet answered to its end, oldest first, whether it is
    /// HTTP/1.0: pipelined heads are read while an earlier answer is still being written.
    private var unansweredHTTP10: [Bool] = []
    /// Whether the answer being sent ends with the connection.
    private var closesAfterAnswer = false

    /// A request's head as read: one that does not keep its HTTP/1.0 connection alive says so.
    /// Returns whether `head` was changed.
    mutating func read(_ head: inout HTTPRequestHead) -> Bool {
        let isHTTP10 = head.version == .http1_0
        unansweredHTTP10.append(isHTTP10)
        guard isHTTP10, !head.isKeepAlive else { return false }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        return true
    }

    /// An answer's head as written: one of unknown length to an HTTP/1.0 request is sent as HTTP/1.0.
    mutating func write(_ head: inout HTTPResponseHead) {
        guard unansweredHTTP10.first == true, head.status.code >= 200,
            !head.headers.contains(name: "content-length")
        else { return }
        head.version = .http1_0
        head.headers.replaceOrAdd(name: "connection", value: "close")
        closesAfterAnswer = true
    }

    /// An answer has ended; returns whether its connection closes now.
    mutating func answerEnded() -> Bool {
        if !unansweredHTTP10.isEmpty { unansweredHTTP10.removeFirst() }
        defer { closesAfterAnswer = false }
        return closesAfterAnswer
    }
}
