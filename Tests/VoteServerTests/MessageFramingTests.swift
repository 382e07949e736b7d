import TestSupport
import Testing
import VoteCore
import VoteStore

@testable import VoteServer

/// Where a request's body ends decides where the next request begins (RFC 9112 §6): a body whose
/// length cannot be told is refused once and its connection closed, HTTP/1.0's framing is kept to
/// what HTTP/1.0 has, and the refusals written beneath the routes are answers like any other.
struct MessageFramingTests {
    /// A `Transfer-Encoding` whose last coding is not `chunked` leaves the body's end unknown: 400
    /// and the connection closed (§6.3), one answer only, where the route answered the head and
    /// the parser then sent a bare 400 of its own behind it. (`chunked` followed by another coding
    /// on a line of its own is refused by the parser itself, as a broken head.)
    @Test(
        arguments: [
            (
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: gzip\r\n\r\n{\"count\":2}", "invalidHeader"
            ),
            ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: identity\r\n\r\n", "invalidHeader"),
            // What the parser does not read as chunked either: a parameter, a word after it, no coding.
            ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked;ext=1\r\n\r\n", "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked x\r\n\r\n", "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: ,\r\n\r\n", "invalidHeader"),
            (
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n\r\nb\r\n{\"count\":2}\r\n0\r\n\r\n",
                "malformedRequest"
            ),
        ]
    )
    func aBodyOfUnknownLengthIsRefusedOnce(request: String, code: String) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let statuses = try await server.statuses(
                port: port,
                pipelining: request + "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            )
            #expect(statuses == [400])
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.body.contains(#""code":"\#(code)""#), "\(answer.body)")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// Behind a request still being answered, such a request gets its refusal after that answer,
    /// and nothing else: no bare 400 of the parser's, and a `CONNECT` is refused as at the start.
    @Test(
        arguments: [
            ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: gzip\r\n\r\n", 400),
            ("CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n", 501),
            ("CONNECT 127.0.0.1:22 HTTP/1.1\r\n\r\n", 501),
        ]
    )
    func aRefusalBehindAnAnswerComesAlone(refused: String, status: Int) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let statuses = try await server.statuses(
                port: port,
                pipelining: "GET /v1/board HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + refused
            )
            #expect(statuses == [200, status])
        }
    }

    /// HTTP/1.0 has no transfer codings: a request sent with one is answered, and its connection
    /// closed even though it asked to keep it (§6.1).
    @Test func anHTTP10RequestWithATransferCodingClosesItsConnection() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let request =
                "POST /v1/pets/Cat/votes HTTP/1.0\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\nb\r\n{\"count\":2}\r\n0\r\n\r\n"
                + "GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
            let statuses = try await server.statuses(port: port, pipelining: request)
            #expect(statuses == [201])
        }
        #expect(try server.openStore().standings().totalVotes == 2)
    }

    /// An HTTP/1.0 client keeps its connection only when the answer says it is kept (RFC 9112
    /// §C.2.2); an answer that closes it says that instead.
    @Test func anHTTP10ConnectionKeptAliveIsSaidToBe() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let kept = try await server.exchange(
                port: port,
                raw: Array("GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n".utf8)
            )
            #expect(kept.status == 200)
            #expect(kept.headers["connection"]?.lowercased() == "keep-alive")
            let closed = try await server.exchange(port: port, raw: Array("GET /healthz HTTP/1.0\r\n\r\n".utf8))
            #expect(closed.headers["connection"]?.lowercased() != "keep-alive")
        }
    }

    /// A refusal written beneath the routes (a broken head, a `Host` refused, a `CONNECT`) is
    /// dated as every other answer is (RFC 9110 §6.6.1), in HTTP's date form.
    @Test(
        arguments: [
            "GET /healthz HTTP/1.1\r\n\r\n",
            "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n",
            "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n",
        ]
    )
    func refusalsBeneathTheRoutesAreDated(request: String) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status >= 400)
            let date = try #require(answer.headers["date"])
            #expect(
                date.wholeMatch(of: /[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT/) != nil,
                "\(date)"
            )
        }
    }

    /// A request asking for an upgrade, which votesrv never makes, is answered and its connection
    /// closed, saying so: NIO's parser reads no request after it, and the next one sat unanswered
    /// until the idle timeout. An answer to any request that closes its connection says so (§9.6).
    @Test func anUpgradeRequestIsAnsweredAndItsConnectionClosed() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let upgrade =
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive, Upgrade\r\n"
                + "Upgrade: h2c\r\nContent-Length: 0\r\n\r\n"
            let next = "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n"
            let answers = try await server.statuses(port: port, pipelining: upgrade + next)
            #expect(answers == [201])
            let answer = try await server.exchange(port: port, raw: Array(upgrade.utf8))
            #expect(answer.status == 201)
            #expect(answer.headers["connection"] == "close")
            let closing = try await server.exchange(
                port: port,
                raw: Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
            )
            #expect(closing.headers["connection"] == "close")
            // However the request spells it, a closing connection serves nothing after its answer.
            for spelling in ["Close", "close, TE"] {
                let closed = try await server.statuses(
                    port: port,
                    pipelining: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: \(spelling)\r\n\r\n" + next
                )
                #expect(closed == [200], "Connection: \(spelling)")
            }
        }
        #expect(try server.openStore().standings().totalVotes == 2)
    }

    /// A refusal that closes its connection while the client is still sending (a head past the
    /// limits, a refused body: 1 MB, more than the sockets' buffers take at once) reaches the client whole:
    /// the connection stops sending, reads and drops the rest, and closes once the client does.
    /// Closed at once, it was reset with bytes unread, and the client saw the reset, not the end.
    @Test(arguments: [("a long head", 431), ("a body in gzip", 400), ("a body without Host", 400)])
    func aRefusalReachesAClientStillSending(sending: String, status: Int) async throws {
        let bulk = String(repeating: "z", count: 1_000_000)
        let request =
            switch sending {
            case "a long head": "GET /v1/board?\(bulk) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            case "a body in gzip":
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: gzip\r\n\r\n\(bulk)"
            default: "POST /v1/pets/Cat/votes HTTP/1.1\r\nContent-Length: \(bulk.utf8.count)\r\n\r\n\(bulk)"
            }
        let server = try TestServer()
        try await server.testLive { port in
            // Read until the server closes: a reset there is a failure.
            let statuses = try await server.statuses(port: port, pipelining: request)
            #expect(statuses == [status])
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// Once the server drains, a request on a kept connection is answered 503 with `Connection:
    /// close`, and that answer reaches a client still sending (a body the route never reads, requests
    /// pipelined behind). Hummingbird closed such a connection at once, with bytes unread, and the
    /// reset destroyed the 503 before the client read it.
    @Test(arguments: ["a body", "requests pipelined behind"])
    func aDrainingServersAnswerReachesAClientStillSending(sending: String) async throws {
        let bulk = String(repeating: "z", count: 1_000_000)
        let request =
            switch sending {
            case "a body":
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
                    + "Content-Length: \(bulk.utf8.count)\r\n\r\n\(bulk)"
            default:
                "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                    + String(
                        repeating: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: \(bulk.prefix(4_000))\r\n\r\n",
                        count: 250
                    )
            }
        let server = try TestServer()
        server.server.backend.lifecycle.beginDraining()
        try await server.testLive { port in
            // Read until the server closes: a reset there is a failure.
            let statuses = try await server.statuses(port: port, pipelining: request)
            #expect(statuses == [503])
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// A request the parser refuses is told what it refused, where every refusal read "a broken
    /// chunk size or header": an unknown method, a bare line feed, a head too long.
    @Test(
        arguments: [
            ("FOO /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "its method is not one HTTP defines"),
            ("GET /healthz HTTP/1.1\nHost: 127.0.0.1\n\n", "or the line does not end with CR LF"),
            (
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nab",
                "two Content-Lengths"
            ),
            (
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                "a chunk's size is broken"
            ),
        ]
    )
    func aRefusalSaysWhatTheParserRefused(request: String, fault: String) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.body.contains(fault), "\(answer.body)")
        }
    }

    /// A target in absolute form names the server; `Host` is then ignored (RFC 9112 §3.2.2): a vote
    /// sent to another name under an allowed `Host` was counted. A scheme besides http and https is
    /// refused.
    @Test func anAbsoluteTargetNamesTheServer() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let elsewhere = try await server.exchange(
                port: port,
                raw: Array(
                    ("POST http://evil.example/v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                        + "Origin: http://127.0.0.1:\(port)\r\nContent-Length: 0\r\n\r\n")
                        .utf8
                )
            )
            // The page's origin does not match the server named: refused as from another site.
            #expect(elsewhere.status == 403)
            let here = try await server.exchange(
                port: port,
                raw: Array("GET http://127.0.0.1:\(port)/healthz HTTP/1.1\r\nHost: evil.example\r\n\r\n".utf8)
            )
            #expect(here.status == 200)
            let other = try await server.exchange(
                port: port,
                raw: Array("GET ftp://127.0.0.1/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            )
            #expect(other.status == 400)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }
}
