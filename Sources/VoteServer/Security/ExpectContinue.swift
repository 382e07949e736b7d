import NIOHTTP1

/// Answers `Expect: 100-continue` with `100 Continue` when the route is about to read the body
/// (``ReadyForBody``, sent by ``VoteRequestContext/readyForBody()``), after every check that
/// could refuse the request without it: the administrator's token, the media type, the declared
/// length. A refused client then never sends its body (curl waits a second for the `100`, then
/// sends any body past 1 MiB, such as a large import, whatever the answer would be).
///
/// A request answered without its `100` (refused, or by a route that reads no body) has a body
/// still to come, or never: its answer says `Connection: close`, and the connection closes after
/// it, as RFC 9110 §10.1.1 asks of a server that does not read the body. A client that sends its
/// body without waiting for the `100` is owed none. HTTP/1.0 has no interim answers, and its
/// `Expect` is ignored.
///
/// Requests may come pipelined, their heads read while an earlier answer (an event stream, say) is
/// still being written: only the request being answered, the first of those read, is sent its
/// `100`, which so never lands inside an earlier answer.
///
/// Applied before Hummingbird's conversion to Swift HTTP Types (``HTTP1ConnectionRules``), whose
/// responses have no interim status to send.
struct ExpectContinue {
    /// The outbound event a route sends when it is about to read the request's body.
    struct ReadyForBody: Sendable {}

    /// For each request read and not yet answered to its end, oldest first, the version of its
    /// `100 Continue` while it is owed one.
    private var unanswered: [HTTPVersion?] = []
    /// The answer being written goes to a request still owed its `100`: the connection closes
    /// once it ends.
    private var closesAfterAnswer = false

    /// A request's part as read. Returns, for a head, whether it waits for a `100 Continue`.
    @discardableResult
    mutating func read(_ part: HTTPServerRequestPart) -> Bool {
        switch part {
        case .head(let head):
            let expects =
                head.version.isHTTP11OrLater
                && head.headers.values(named: "expect").contains { $0.lowercased() == "100-continue" }
                // A request whose framing says it has no content is owed nothing (RFC 9110 §10.1.1).
                && (head.headers.contains(name: "transfer-encoding")
                    || head.headers.first(name: "content-length").map { $0 != "0" } ?? false)
            unanswered.append(expects ? head.version : nil)
            return expects
        case .body:
            // The body comes without waiting for the `100`: none is owed any more.
            if !unanswered.isEmpty { unanswered[unanswered.count - 1] = nil }
        case .end:
            break
        }
        return false
    }

    /// The route is ready for the body: the `100 Continue` to send, if the request being answered
    /// is owed one.
    mutating func readyForBody() -> HTTPResponseHead? {
        guard let version = unanswered.first ?? nil else { return nil }
        unanswered[0] = nil
        return HTTPResponseHead(version: version, status: .continue)
    }

    /// An answer's head as written: one to a request still owed its `100` closes the connection.
    mutating func write(_ head: inout HTTPResponseHead) {
        guard head.status.code >= 200, unanswered.first.map({ $0 != nil }) == true else { return }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        closesAfterAnswer = true
    }

    /// An answer has ended; returns whether its connection closes now.
    mutating func answerEnded() -> Bool {
        guard !unanswered.isEmpty else { return false }
        unanswered.removeFirst()
        defer { closesAfterAnswer = false }
        return closesAfterAnswer
    }
}
