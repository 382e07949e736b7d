import HTTPTypes
import NIOCore
import NIOHTTP1

/// Answers a request the HTTP parser refuses between requests with a problem document, as every
/// other refusal is answered, and closes the connection (the bytes after a broken head cannot be
/// trusted to start a request). So is a `CONNECT`, after which the parser reads no more of the
/// connection (its bytes would be a tunnel's), and a head the `Host` rule refuses.
///
/// Left to Hummingbird, such a request gets a bare 400 with no body (a `CONNECT`, a 404 without
/// its body, its connection left open). An answer to `CONNECT` has no body here either (NIO's
/// encoder sends none), so its refusal is a bare 501 that closes the connection. Bytes refused
/// behind a pipelined request that is still being answered are a broken next request: its refusal
/// follows that answer. A refusal while a request's body is read (a broken chunk size) is passed
/// on: the route reading the body answers it, or Hummingbird does.
///
/// The connection's state; ``HTTP1ConnectionRules`` reads and writes for it.
struct MalformedRequestAnswer {
    /// What becomes of a part read, or of an error caught.
    enum Verdict {
        /// Passed on, as if nothing were here.
        case pass
        /// Dropped: the connection is ending, or a refusal is due.
        case drop
        /// To be answered with this refusal now, and the connection closed.
        case refuse(ServerProblem)
    }

    /// Requests whose head has been read and whose answer has not ended.
    private var unanswered = 0
    /// Requests whose head has been read and whose body has not ended.
    private var unread = 0
    /// A refusal has been answered: nothing more is read.
    private var answered = false
    /// The refusal of bytes that came behind requests still being answered, sent after them.
    private var refusalDue: ServerProblem?
    /// An answer closing the connection has begun: nothing is to follow it.
    private var closing = false

    /// A request's part has been read.
    mutating func read(_ part: HTTPServerRequestPart) -> Verdict {
        guard !answered, refusalDue == nil else { return .drop }
        switch part {
        case .head:
            unanswered += 1
            unread += 1
        case .end:
            unread = max(0, unread - 1)
        case .body:
            break
        }
        return .pass
    }

    /// An answer's head is being written.
    mutating func write(_ head: HTTPResponseHead) {
        guard head.headers.first(name: "connection")?.lowercased() == "close" else { return }
        // The connection ends with this answer: no refusal follows it.
        refusalDue = nil
        closing = true
    }

    /// An answer has ended; returns the refusal due after it, if it was the last one owed.
    mutating func answerEnded() -> ServerProblem? {
        unanswered = max(0, unanswered - 1)
        guard unanswered == 0, let refusal = refusalDue else { return nil }
        refusalDue = nil
        return refusal
    }

    /// An error from the parser (or a rule refusing a head): `.drop` when it is held until the
    /// answers before it have ended.
    mutating func caught(_ error: any Error) -> Verdict {
        // The parser reads on past a refused head (the rest of the bytes already read): what it
        // finds there is no request, and the refusal, sent or waiting for the answers before it,
        // is its answer.
        if answered || refusalDue != nil, error is HTTPParserError || error is ServerProblem { return .drop }
        guard !answered, !closing, refusalDue == nil, unread == 0 else { return .pass }
        let problem: ServerProblem
        switch error {
        // Bytes after a request that closes its connection (HTTP/1.0, `Connection: close`) are
        // no request: nothing answers them.
        case HTTPParserError.closedConnection: return .pass
        case let error as HTTPParserError: problem = ServerProblem(refusing: error)
        case let refusal as ServerProblem: problem = refusal
        default: return .pass
        }
        guard unanswered == 0 else {
            refusalDue = problem
            return .drop
        }
        return .refuse(problem)
    }

    /// The refusal of `problem` is being sent: nothing more is read. Returns its parts.
    mutating func answer(_ problem: ServerProblem) -> [HTTPServerResponsePart] {
        answered = true
        let status = HTTPResponseStatus(statusCode: problem.status.code, reasonPhrase: problem.status.reasonPhrase)
        var headers = HTTPHeaders()
        headers.add(name: "Date", value: HTTPDate.now())
        headers.add(name: "Connection", value: "close")
        headers.add(name: "Server", value: VoteHTTPServer.serverName)
        headers.add(name: HTTPField.noSniffing.name.rawName, value: HTTPField.noSniffing.value)
        guard problem != .notAProxy else {
            // NIO's HTTP/1 encoder sends neither a body nor its length in any answer to a
            // CONNECT (a 2xx one would begin a tunnel): this refusal is its status alone, ended
            // by the connection's close.
            headers.add(name: HTTPField.noStoring.name.rawName, value: HTTPField.noStoring.value)
            return [.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers)), .end(nil)]
        }
        let document = problem.document
        for field in problem.documentHeaders { headers.add(name: field.name.rawName, value: field.value) }
        headers.replaceOrAdd(name: "Content-Length", value: String(document.readableBytes))
        return [
            .head(HTTPResponseHead(version: .http1_1, status: status, headers: headers)), .body(.byteBuffer(document)),
            .end(nil),
        ]
    }
}
