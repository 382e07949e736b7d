import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing
import VoteCore

/// Input a hostile or broken client sends: each is a 4xx problem that names what is wrong, and
/// changes nothing.
@Suite("Hostile input")
struct HostileInputTests {
    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!

    @Test func twoIdempotencyKeysAreRefusedNotJoined() async throws {
        let server = try TestServer()
        try await server.test { client in
            var headers = HTTPFields()
            headers.append(HTTPField(name: Self.idempotencyKey, value: "a"))
            headers.append(HTTPField(name: Self.idempotencyKey, value: "b"))
            let response = try await client.send(.post, "/v1/pets/Cat/votes", headers: headers)
            #expect(response.status == .badRequest)
            #expect(response["code"] as? String == "repeatedHeader")
            #expect((response["detail"] as? String)?.contains("Idempotency-Key") == true)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// Bytes that are not UTF-8 reach a route as U+FFFD: two different keys would be one ballot.
    @Test func anIdempotencyKeyThatIsNotASCIIIsRefused() async throws {
        let server = try TestServer()
        try await server.test { client in
            for key in ["\u{FFFD}", "k\u{FFFD}1", "ключ"] {
                let response = try await client.send(.post, "/v1/pets/Cat/votes", headers: [Self.idempotencyKey: key])
                #expect(response.status == .badRequest)
                #expect(response["code"] as? String == "invalidHeader")
            }
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// A quoted key is one structured-field string, its escapes read: `"a\"b"` is the ballot `a"b`,
    /// as the bare `a"b` is; a quoted key that is not one string is refused.
    @Test func quotedIdempotencyKeysAreStructuredFieldStrings() async throws {
        let server = try TestServer()
        try await server.test { client in
            for key in [#""a\"b""#, #"a"b"#, #""a\\b""#, #"a\b"#] {
                let response = try await client.send(.post, "/v1/pets/Cat/votes", headers: [Self.idempotencyKey: key])
                #expect(response.status == .created, "\(key)")
            }
            for key in [#""a"b""#, #""ren-1"#, #""a\b""#, #""a"x"#] {
                let response = try await client.send(.post, "/v1/pets/Cat/votes", headers: [Self.idempotencyKey: key])
                #expect(response.status == .badRequest, "\(key)")
                #expect(response["code"] as? String == "invalidHeader")
            }
        }
        // Two ballots, each sent twice: a"b and a\b.
        #expect(try server.openStore().standings().totalVotes == 2)
    }

    /// The same over a socket, with the bytes themselves: neither vote is counted, so neither can
    /// be answered as the other's replay.
    @Test func rawIdempotencyKeysThatAreNotUTF8AreRefused() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            for byte: UInt8 in [0xFF, 0xFE] {
                let request =
                    Array(
                        "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nIdempotency-Key: k"
                            .utf8
                    )
                    + [byte] + Array("\r\nContent-Length: 0\r\n\r\n".utf8)
                let answer = try await server.exchange(port: port, raw: request)
                #expect(answer.status == 400)
                #expect(answer.body.contains("invalidHeader"))
            }
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// A body sent a byte at a time (a "slow POST") would hold its connection past any idle
    /// timeout, each byte being activity; past the grace it must keep up 1 KiB a second. One that
    /// falls behind is answered 408, under its route in the metrics, and its connection closed.
    /// Sent whole it would take 20 s and be a vote.
    @Test func aBodyTrickledInLosesItsConnection() async throws {
        let server = try TestServer(requestBodyGrace: .seconds(1))
        try await server.testLive { port in
            let body = #"{"count":1,"id":"\#(String(repeating: "x", count: 180))"}"#
            let head =
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            let refusal = try await blocking {
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.send(head)
                var answer = (text: "", closed: false)
                // A byte every 100 ms, reading between them, until the server answers and closes.
                for byte in body {
                    try? connection.send(String(byte))
                    let more = connection.receive(timeout: .milliseconds(100))
                    answer = (answer.text + more.text, more.closed)
                    if more.closed { break }
                }
                return answer
            }
            #expect(refusal.closed, "\(refusal.text)")
            #expect(refusal.text.hasPrefix("HTTP/1.1 408 "), "\(refusal.text)")
            #expect(refusal.text.contains(#""code":"bodyTooSlow""#), "\(refusal.text)")
            let metrics = try await server.exchange(
                port: port,
                raw: Array("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
            )
            #expect(
                metrics.body.contains(
                    #"http_requests_total{route="/v1/pets/{name}/votes",method="POST",status="408"} 1"#
                ),
                "\(metrics.body)"
            )
            // A body in two pieces within the grace is a vote as ever.
            let split = body.utf8.index(body.utf8.startIndex, offsetBy: 90)
            let twoPieces = [Array(head.utf8) + Array(body.utf8[..<split]), Array(body.utf8[split...])]
            let answer = try await server.exchange(port: port, pieces: twoPieces, pause: .milliseconds(300))
            #expect(answer.status == 201, "\(answer.body)")
        }
        #expect(try server.openStore().standings().totalVotes == 1)
    }

    /// A body longer than the grace that keeps the pace is read whole: each KiB buys a second.
    /// And the clock of a body announced with `Expect: 100-continue` starts at its first byte.
    @Test func aBodyAtThePaceOrAfterExpectContinueIsAVote() async throws {
        let server = try TestServer(requestBodyGrace: .seconds(1))
        try await server.testLive { port in
            let body = Array((#"{"count":1}"# + String(repeating: " ", count: 4_000)).utf8)
            let head =
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
            // The body takes 1.6 s, past the grace, but its bytes keep it in time: 2 KiB at once
            // give it until 3 s, 3 KiB until 4 s. Loose margins, as a loaded machine delays sends.
            let paced = [
                Array((head + "\r\n").utf8) + body[..<2_048], Array(body[2_048..<3_072]), Array(body[3_072...]),
            ]
            let answer = try await server.exchange(port: port, pieces: paced, pause: .milliseconds(800))
            #expect(answer.status == 201, "\(answer.body)")
            let continued = [Array((head + "Expect: 100-continue\r\n\r\n").utf8), body]
            let late = try await server.exchange(port: port, pieces: continued, pause: .milliseconds(1_500))
            #expect(late.status == 201, "\(late.body)")
        }
        #expect(try server.openStore().standings().totalVotes == 2)
    }

    /// A client that asks `Expect: 100-continue` gets `100 Continue` before it sends the body, not
    /// after a wait of its own (curl waits a second before every import over 1 MiB).
    @Test func expectContinueIsAnsweredAtOnce() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let answers = try await blocking {
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.send(
                    "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 11\r\nExpect: 100-continue\r\n\r\n"
                )
                let interim = connection.receive(timeout: .seconds(20)) { $0.contains("\r\n\r\n") }.text
                try connection.send(#"{"count":1}"#)
                let final = connection.receive(timeout: .seconds(20)) { $0.contains("\"votes\"") }.text
                return (interim, final)
            }
            #expect(answers.0.hasPrefix("HTTP/1.1 100 Continue\r\n"), "\(answers.0)")
            #expect(answers.1.hasPrefix("HTTP/1.1 201"), "\(answers.1)")
        }
        #expect(try server.openStore().standings().totalVotes == 1)
    }

    /// A request whose framing says it has no body is owed no `100 Continue` though it asks for
    /// one (RFC 9110 §10.1.1): its answer keeps the connection, as any other's does.
    @Test func aRequestWithoutABodyIsOwedNoContinue() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let statuses = try await server.statuses(
                port: port,
                pipelining: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\n\r\n"
                    + "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
            )
            #expect(statuses == [200, 200], "the first answer closed the connection")
        }
    }

    /// A request refused before its body is read gets no `100 Continue`: its client never sends
    /// the body (an import with a wrong token, a body declared past the limit). Its answer closes
    /// the connection, since the body may still come.
    @Test(
        arguments: [
            (
                "POST /v1/imports HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer wrong-token-0123456789\r\n"
                    + "Content-Type: text/csv\r\nContent-Length: 50000000\r\nExpect: 100-continue\r\n\r\n",
                401
            ),
            (
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 50000000\r\nExpect: 100-continue\r\n\r\n",
                413
            ),
            (
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
                    + "Content-Length: 11\r\nExpect: 100-continue\r\n\r\n",
                415
            ),
            (
                "POST /vote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                    + "Content-Length: 10000\r\nExpect: 100-continue\r\n\r\n",
                413
            ),
        ]
    )
    func aRefusalBeforeTheBodyOwesNoContinue(head: String, status: Int) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let answer = try await blocking {
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.send(head)
                return connection.receive(timeout: .seconds(20)) { _ in false }
            }
            #expect(answer.text.hasPrefix("HTTP/1.1 \(status) "), "\(answer.text)")
            #expect(!answer.text.contains("100 Continue"), "\(answer.text)")
            #expect(answer.text.lowercased().contains("connection: close"), "\(answer.text)")
            #expect(answer.closed, "the connection stayed open for a body that will not come")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// A pipelined request's `100 Continue` waits for the answer before it to end: written at once
    /// it would land inside that answer.
    @Test func aPipelinedContinueFollowsTheAnswerBeforeIt() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let text = try await blocking {
                let connection = try RawConnection(port: port)
                defer { connection.close() }
                try connection.send(
                    "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                        + "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 11\r\nExpect: 100-continue\r\n\r\n"
                )
                let interim = connection.receive(timeout: .seconds(20)) { $0.contains("100 Continue\r\n\r\n") }.text
                try connection.send(#"{"count":1}"#)
                return interim + connection.receive(timeout: .seconds(20)) { $0.contains("\"votes\"") }.text
            }
            let answers = text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
            #expect(answers == ["200", "100", "201"], "\(text)")
        }
    }

    /// A head the HTTP parser refuses is answered with a problem document, as every refusal is,
    /// and the connection closed; headers past the parser's limits are 431, a version it does not
    /// read 505.
    @Test(
        arguments: [
            ("GET /v1/board HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n", 400, "malformedRequest"),
            ("GET /v1/board HTPT/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400, "malformedRequest"),
            ("NOT HTTP AT ALL\r\n\r\n", 400, "malformedRequest"),
            ("GET /v1/board HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n", 505, "unsupportedHTTPVersion"),
            (
                "GET /v1/board HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(String(repeating: "a", count: 100_000))\r\n\r\n",
                431, "headersTooLarge"
            ),
        ]
    )
    func aBrokenHeadIsAProblem(request: String, status: Int, code: String) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status == status)
            #expect(answer.headers["content-type"] == "application/problem+json")
            #expect(answer.headers["connection"] == "close")
            #expect(answer.headers["server"] == "votesrv")
            #expect(answer.body.contains(#""code":"\#(code)""#), "\(answer.body)")
            // Counted with every other answer, so a flood of them shows.
            let metrics = try await server.exchange(
                port: port,
                raw: Array("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
            )
            #expect(
                metrics.body.contains(#"route="malformed",method="unknown",status="\#(status)"} 1"#),
                "\(metrics.body)"
            )
        }
    }

    /// votesrv is no proxy: CONNECT is 501 and its connection closed at once, where it was a 404
    /// whose connection stayed open, the request after it never answered. NIO frames every
    /// answer to CONNECT without a body, so the answer claims none (it said it was a problem
    /// document, and sent none).
    @Test func connectIsNotServed() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let request = "CONNECT 127.0.0.1:8080 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\nGET /healthz HTTP/1.1\r\n\r\n"
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status == 501)
            #expect(answer.headers["connection"] == "close")
            #expect(answer.body.isEmpty)
            #expect(answer.headers["content-type"] == nil)
        }
    }

    /// A body whose codings votesrv would not undo is refused, not read as it is: a Content-Encoding
    /// is 415, a transfer coding besides chunked 501; chunked alone and identity are votes.
    @Test(
        arguments: [
            ("Transfer-Encoding: gzip, chunked\r\n", 501, "unsupportedTransferCoding"),
            ("Transfer-Encoding: foo, chunked\r\n", 501, "unsupportedTransferCoding"),
            ("Transfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n", 415, "unsupportedContentEncoding"),
            ("Transfer-Encoding: Chunked\r\nContent-Encoding: identity\r\n", 201, nil),
        ] as [(String, Int, String?)]
    )
    func bodyCodingsVotesrvDoesNotUndoAreRefused(fields: String, status: Int, code: String?) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let request =
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\n\(fields)\r\nb\r\n{\"count\":2}\r\n0\r\n\r\n"
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status == status)
            if let code { #expect(answer.body.contains(#""code":"\#(code)""#), "\(answer.body)") }
            // A 415 for a coding says which ones a body may have (RFC 9110 §12.5.3): none.
            if status == 415 { #expect(answer.headers["accept-encoding"] == "identity", "\(answer.headers)") }
        }
        #expect(try server.openStore().standings().totalVotes == (status == 201 ? 2 : 0))
    }

    /// An HTTP/1.0 connection is closed after its answer (it held a connection slot for the idle
    /// timeout, a minute), unless its request asked to keep it alive.
    @Test func anHTTP10ConnectionClosesAfterItsAnswer() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            // Two requests on the connection, read until it closes: only the first is answered.
            let statuses = try await server.statuses(
                port: port,
                pipelining: "GET /healthz HTTP/1.0\r\n\r\nGET /healthz HTTP/1.0\r\n\r\n"
            )
            #expect(statuses == [200])
            let kept = try? await server.statuses(
                port: port,
                pipelining: "GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
                    + "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
            )
            #expect(kept == [200, 200], "a keep-alive request kept its connection for the next")
        }
    }

    /// A request names its server in one well-formed `Host` (RFC 9112 §3.2): two, or a broken
    /// one, is 400, and so is none in HTTP/1.1; the connection closes. Only HTTP/1.0 may leave it
    /// out (two, or a broken one, went through there, the first taken as the authority).
    @Test(
        arguments: [
            ("GET /healthz HTTP/1.1\r\n\r\n", 400, "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, "repeatedHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: a b\r\n\r\n", 400, "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:99999999\r\n\r\n", 400, "invalidHeader"),
            ("POST /v1/pets/Cat/votes HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}", 400, "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: [\u{FF11}::1]\r\n\r\n", 400, "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: p\u{E9}ts.example\r\n\r\n", 400, "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nHost: [::1]x\r\n\r\n", 400, "invalidHeader"),
            ("GET /healthz HTTP/1.1\r\nhOST: [::1]:8080\r\n\r\n", 200, nil),
            ("GET /healthz HTTP/1.1\r\nHost: Pets-1.Example:\r\n\r\n", 200, nil),
            ("GET /healthz HTTP/1.1\r\nHost: pets.example\r\n\r\n", 200, nil),
            ("GET /healthz HTTP/1.0\r\n\r\n", 200, nil),
            ("GET /healthz HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n", 400, "repeatedHeader"),
            ("GET /healthz HTTP/1.0\r\nHost: a b\r\n\r\n", 400, "invalidHeader"),
            ("GET /healthz HTTP/1.0\r\nHost: pets.example\r\n\r\n", 200, nil),
            // An absolute target names the server in place of `Host`: one naming none is refused.
            ("GET http:///healthz HTTP/1.1\r\nHost: pets.example\r\n\r\n", 400, "malformedRequest"),
        ] as [(String, Int, String?)]
    )
    func theHostHeaderIsRequiredOnce(request: String, status: Int, code: String?) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status == status, "\(answer)")
            if let code { #expect(answer.body.contains(#""code":"\#(code)""#), "\(answer.body)") }
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    @Test func aMalformedChunkSizeIs400() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let request =
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status == 400)
            #expect(answer.body.contains("malformedRequest"))
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// Trailers past the parser's limits are refused inside the request as they are between
    /// requests: 431, and no vote.
    @Test func trailersTooLargeAre431() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let request =
                "POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "b\r\n{\"count\":1}\r\n0\r\nX-Big: \(String(repeating: "a", count: 100_000))\r\n\r\n"
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status == 431)
            #expect(answer.body.contains(#""code":"headersTooLarge""#), "\(answer.body)")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    @Test(
        "A form ballot that is not UTF-8 is refused",
        arguments: ["pet=Cat&ballot=%FF", "pet=Cat&ballot=%FE", "pet=Cat&ballot=a&ballot=b", "pet=%C3"]
    )
    func formBallotsThatAreNotUTF8AreRefused(form: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.sendForm(form)
            #expect(response.status == .badRequest)
            #expect(response.text.contains("The vote form could not be read"))
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    @Test(
        "Podium sizes other than whole points from 1 to 9999 are refused",
        arguments: [
            "300%00x300", "0x10", "300x0", "3e2x300", "300.0x300", "0300x300", "10000x1", "+3x3", "300x300x3",
            "%20300x300",
        ]
    )
    func podiumSizesAreStrict(podium: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.get, "/v1/board?podium=\(podium)")
            #expect(response.status == .badRequest)
            #expect(response["code"] as? String == "invalidPodium")
        }
    }

    @Test func theLargestPodiumIsDrawn() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.get, "/v1/board.svg?podium=9999X1")
            #expect(response.status == .ok)
        }
    }

    @Test(
        "Unknown and repeated query parameters are refused on API routes",
        arguments: [
            ("/v1/board?sinse=2026-01-01", "unknownQueryParameter", "sinse"),
            ("/v1/pets?limit=5", "unknownQueryParameter", "limit"),
            ("/healthz?verbose", "unknownQueryParameter", "verbose"),
            ("/v1/board?podium=10x10&podium=20x20", "repeatedQueryParameter", "podium"),
        ]
    )
    func unknownQueryParametersAreRefused(uri: String, code: String, named: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.get, uri)
            #expect(response.status == .badRequest)
            #expect(response["code"] as? String == code)
            #expect((response["detail"] as? String)?.contains(named) == true)
        }
    }

    @Test func thePageIgnoresQueryParameters() async throws {
        let server = try TestServer()
        try await server.test { client in
            let page = try await client.send(.get, "/?utm_source=mail")
            let script = try await client.send(.get, "/app.js?v=2")
            #expect(page.status == .ok && script.status == .ok)
        }
    }

    @Test(
        "A served path with another method is 405 with Allow",
        arguments: [
            (HTTPRequest.Method.put, "/v1/board", "GET, HEAD"),
            (.delete, "/v1/pets/Cat/votes", "POST"),
            (.post, "/v1/pets/Cat", "GET, HEAD, PATCH, DELETE"),
            (.options, "/v1/pets/Cat/votes", "POST"),
            (.post, "/healthz", "GET, HEAD"),
        ]
    )
    func wrongMethodsAre405(method: HTTPRequest.Method, uri: String, allow: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(method, uri, admin: true)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == allow)
            #expect(response["code"] as? String == "methodNotAllowed")
        }
    }

    /// `OPTIONS *` asks about the server as a whole (RFC 9110 §9.3.7): 200, every method some route
    /// takes, no content. Another method on `*` names nothing the server has.
    @Test func optionsAsteriskListsTheServersMethods() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let options = try await server.exchange(
                port: port,
                raw: Array("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            )
            #expect(options.status == 200)
            #expect(options.headers["allow"] == "GET, HEAD, POST, PATCH, DELETE")
            #expect(options.headers["content-length"] == "0")
            let get = try await server.exchange(
                port: port,
                raw: Array("GET * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            )
            #expect(get.status == 404)
        }
    }

    /// A problem shows at most 200 characters of the path it names: a 70,000-character path was
    /// answered with all of it.
    @Test func aLongPathIsShownInPart() async throws {
        let server = try TestServer()
        try await server.test { client in
            let path = "/" + String(repeating: "a", count: 70_000)
            let answer = try await client.send(.get, path)
            #expect(answer.status == .notFound)
            #expect(answer.body.readableBytes < 1_000)
            #expect((answer["detail"] as? String)?.contains("/" + String(repeating: "a", count: 199) + "…") == true)
        }
    }

    @Test(
        "HEAD answers every GET route with its headers and no body",
        arguments: [
            "/v1/board", "/v1/board.svg", "/v1/pets", "/v1/pets/Cat", "/v1/events", "/healthz", "/readyz", "/metrics",
            "/v1/openapi.yaml", "/", "/app.js", "/app.css", "/favicon.svg",
        ]
    )
    func headAnswersEveryGetRoute(uri: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            if uri == "/readyz" { try #require(try await client.becameReady()) }
            let head = try await client.send(.head, uri)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentType] != nil)
            if uri == "/v1/board" || uri == "/app.js" {
                let get = try await client.send(.get, uri)
                #expect(head.headers[.contentLength] == String(get.body.readableBytes))
                #expect(head.headers[.eTag] == get.headers[.eTag])
            }
        }
    }

    /// HEAD of the event stream carries GET's headers and framing: no `Content-Length` (GET's
    /// stream has none, and a length of 0 would misstate it), and nothing after its head, so the
    /// next request on the connection is answered as its own.
    @Test func theEventStreamsHeadCarriesItsGetsHeaders() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let text = try await blocking {
                let connection = try RawConnection(port: port)
                try connection.send(
                    "HEAD /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                )
                return connection.receive(timeout: .seconds(30)) { $0.contains(#""status":"ok""#) }.text
            }
            let answers = text.components(separatedBy: "HTTP/1.1 ")
            #expect(answers.count == 3, "\(text)")
            let head = answers.dropFirst().first?.lowercased() ?? ""
            #expect(head.hasPrefix("200 ok\r\n"), "\(head)")
            #expect(head.contains("content-type: text/event-stream\r\n"))
            #expect(head.contains("x-accel-buffering: no\r\n"))
            #expect(!head.contains("content-length"), "\(head)")
            #expect(
                head.hasSuffix("\r\n\r\n") && head.components(separatedBy: "\r\n\r\n").count == 2,
                "the answer to HEAD has a body: \(head)"
            )
            #expect(answers.last?.hasPrefix("200 OK\r\n") == true)
        }
    }

    /// A path with an empty segment is not the route it spells without it: one URL per resource.
    @Test(arguments: ["//v1//board", "/v1/board/", "/v1/pets/Cat/", "/v1//pets"])
    func aPathWithAnEmptySegmentIsNotFound(path: String) async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let answer = try await server.exchange(
                port: port,
                raw: Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
            )
            #expect(answer.status == 404, "\(path)")
            #expect(answer.headers["content-type"] == "application/problem+json")
        }
    }

    @Test func aHeadOfARefusedRequestHasNoBody() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.head, "/v1/board?podium=big")
            #expect(response.status == .badRequest)
            #expect(response.body.readableBytes == 0)
            #expect(response.headers[.contentType] == "application/problem+json")
        }
    }
}

extension HostileInputTests {
    /// A name no pet can have (here a soft hyphen, invisible) finds no pet, and says why.
    @Test func aNameNoPetCanHaveIsNotFound() async throws {
        let server = try TestServer()
        try await server.test { client in
            for (method, uri) in [(HTTPRequest.Method.get, "/v1/pets/Cat%C2%AD"), (.post, "/v1/pets/Cat%C2%AD/votes")] {
                let response = try await client.send(method, uri)
                #expect(response.status == .notFound)
                #expect((response["detail"] as? String)?.contains("none can be") == true)
            }
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }
}
