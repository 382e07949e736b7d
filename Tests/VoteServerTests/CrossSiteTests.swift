import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import VoteCore

/// Pages of other sites cannot vote through a visitor's browser, through either route; votesrv
/// has no CORS policy.
@Suite("Cross-site requests")
struct CrossSiteTests {
    static let formHeaders: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

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
                headers: Self.formHeaders,
                body: ByteBuffer()
            )
            #expect(response.status == .unsupportedMediaType)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    @Test func theFormRouteRefusesAForeignOrigin() async throws {
        let server = try TestServer()
        try await server.test { client in
            var headers = Self.formHeaders
            headers[.origin] = "https://evil.example"
            let response = try await client.executeRequest(
                uri: "/vote",
                method: .post,
                headers: headers,
                body: ByteBuffer(string: "pet=Cat&ballot=b1")
            )
            #expect(response.status == .forbidden)
            #expect(response.text.contains("Votes are taken only from PetVote"))
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// The page's own requests (same origin) and programs (no `Origin`) vote as before.
    @Test func theSameOriginAndProgramsVote() async throws {
        let server = try TestServer()
        try await server.test { client in
            var headers = Self.formHeaders
            headers[.origin] = "http://localhost"
            headers[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            let form = try await client.executeRequest(
                uri: "/vote",
                method: .post,
                headers: headers,
                body: ByteBuffer(string: "pet=Cat&ballot=b1")
            )
            #expect(form.status == .seeOther)
            let page = try await client.send(.post, "/v1/pets/Cat/votes", headers: [.origin: "http://LOCALHOST"])
            #expect(page.status == .created)
            #expect(try await client.send(.post, "/v1/pets/Cat/votes").status == .created)
        }
        #expect(try server.openStore().standings().totalVotes == 3)
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
