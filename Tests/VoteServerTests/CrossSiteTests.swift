import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing
import VoteCore

/// Pages of other sites cannot vote through a visitor's browser, through either route; votesrv
/// has no CORS policy.
@Suite("Cross-site requests")
struct CrossSiteTests {
    /// What a page of another site sends: `fetch(url, {method: "POST", mode: "no-cors"})` has no
    /// body and no `Content-Type`, only the browser's word on where it comes from.
    static let foreignRequests: [HTTPFields] = [
        [.origin: "http://evil.example"],
        [.origin: "null"],
        [.origin: "http://localhost.evil.example"],
        [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"],
    ]

    @Test("A vote from a page of another site is refused", arguments: foreignRequests)
    func foreignVotesAreRefused(headers: HTTPFields) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.post, "/v1/pets/Cat/votes", headers: headers)
            #expect(response.status == .forbidden)
            #expect(response["code"] as? String == "crossSite")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// A form with no fields posts an empty urlencoded body, with or without an `Origin`.
    @Test func aFieldlessFormCannotVote() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.executeRequest(
                uri: "/v1/pets/Cat/votes",
                method: .post,
                headers: TestServer.formHeaders,
                body: ByteBuffer()
            )
            #expect(response.status == .unsupportedMediaType)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    @Test func theFormRouteRefusesAForeignOrigin() async throws {
        let server = try TestServer()
        try await server.test { client in
            var headers = TestServer.formHeaders
            headers[.origin] = "https://evil.example"
            let response = try await client.sendForm("pet=Cat&ballot=b1", headers: headers)
            #expect(response.status == .forbidden)
            #expect(response.text.contains("Votes are taken only from PetVote"))
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// The page's own requests (same origin) and programs (no `Origin`) vote as before.
    @Test func theSameOriginAndProgramsVote() async throws {
        let server = try TestServer()
        try await server.test { client in
            var headers = TestServer.formHeaders
            headers[.origin] = "http://localhost"
            headers[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            let form = try await client.sendForm("pet=Cat&ballot=b1", headers: headers)
            #expect(form.status == .seeOther)
            let page = try await client.send(.post, "/v1/pets/Cat/votes", headers: [.origin: "http://LOCALHOST"])
            #expect(page.status == .created)
            #expect(try await client.send(.post, "/v1/pets/Cat/votes").status == .created)
        }
        #expect(try server.openStore().standings().totalVotes == 3)
    }

    /// A page of another site that rebinds its name to 127.0.0.1 sends the same site in every
    /// header: the name it was addressed by is what gives it away.
    @Test func aRebindingPageCannotVote() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            for name in [
                "evil.example", "EVIL.example.", "127.0.0.1.evil.example", "localhost.evil.example", "1.2.3.4.nip.io",
            ] {
                let answer = try await server.exchange(port: port, raw: Self.browserVote(to: "\(name):\(port)"))
                #expect(answer.status == 403, "\(name)")
                #expect(answer.body.contains(#""code":"hostNotAllowed""#), "\(name): \(answer.body)")
            }
            for name in ["localhost", "127.0.0.1", "127.1.2.3", "[::1]", "pets.localhost", "10.1.2.3", "[2001:db8::1]"]
            {
                let answer = try await server.exchange(port: port, raw: Self.browserVote(to: "\(name):\(port)"))
                #expect(answer.status == 201, "\(name): \(answer.body)")
            }
        }
        #expect(try server.openStore().standings().totalVotes == 7)
    }

    /// A browser's request without a `Host` is refused as not addressed to this server.
    @Test func aBrowserRequestWithoutAHostIsRefused() async throws {
        let server = try TestServer()
        try await server.testLive { port in
            let request = "POST /v1/pets/Cat/votes HTTP/1.0\r\nSec-Fetch-Site: same-origin\r\nContent-Length: 0\r\n\r\n"
            let answer = try await server.exchange(port: port, raw: Array(request.utf8))
            #expect(answer.status == 403)
            #expect(answer.body.contains(#""code":"hostNotAllowed""#), "\(answer.body)")
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// The operator's names (a reverse proxy's public one) vote; still no other.
    @Test func anAllowedNameVotes() async throws {
        let server = try TestServer(allowedHosts: ["Pets.Example.org"])
        try await server.testLive { port in
            let allowed = try await server.exchange(port: port, raw: Self.browserVote(to: "pets.example.org"))
            #expect(allowed.status == 201, "\(allowed.body)")
            let other = try await server.exchange(port: port, raw: Self.browserVote(to: "evil.example"))
            #expect(other.status == 403)
        }
        #expect(try server.openStore().standings().totalVotes == 1)
    }

    /// A browser's vote addressed to `authority`, from a page it takes to be of the same origin.
    static func browserVote(to authority: String) -> [UInt8] {
        Array(
            ("POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: \(authority)\r\nOrigin: http://\(authority)\r\n"
                + "Sec-Fetch-Site: same-origin\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                .utf8
        )
    }

    /// No CORS: a preflight is 405, and no answer lets another origin read it.
    @Test func thereIsNoCORSPolicy() async throws {
        let server = try TestServer()
        try await server.test { client in
            let preflight = try await client.send(
                .options,
                "/v1/pets/Cat/votes",
                headers: [.origin: "http://evil.example", HTTPField.Name("Access-Control-Request-Method")!: "POST"]
            )
            #expect(preflight.status == .methodNotAllowed)
            let board = try await client.send(.get, "/v1/board", headers: [.origin: "http://evil.example"])
            #expect(board.status == .ok)
            for response in [preflight, board] {
                #expect(!response.headers.contains { $0.name.canonicalName.hasPrefix("access-control-") })
            }
        }
    }
}
