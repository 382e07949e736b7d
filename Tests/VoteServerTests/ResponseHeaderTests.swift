import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The headers every answer carries.
@Suite("Response headers")
struct ResponseHeaderTests {
    @Test(
        "Every answer has nosniff and a Cache-Control",
        arguments: [
            ("/v1/board", "no-cache"), ("/v1/board.svg", "no-cache"), ("/v1/pets", "no-store"),
            ("/v1/pets/Cat", "no-store"), ("/healthz", "no-store"), ("/readyz", "no-store"), ("/metrics", "no-store"),
            ("/v1/openapi.yaml", "no-cache"), ("/", "no-store"), ("/app.js", "no-cache"), ("/favicon.svg", "no-cache"),
            ("/nothing", "no-store"), ("/v1/board?podium=big", "no-store"),
        ]
    )
    func commonHeaders(uri: String, cacheControl: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.get, uri)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[.cacheControl] == cacheControl)
        }
    }

    @Test(
        "The votes and the event stream are never stored",
        arguments: [(HTTPRequest.Method.post, "/v1/pets/Cat/votes"), (.head, "/v1/events")]
    )
    func neverStored(method: HTTPRequest.Method, uri: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(method, uri)
            #expect(response.headers[.cacheControl] == "no-store")
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
        }
    }

    @Test(arguments: ["/v1/board.svg", "/favicon.svg"])
    func picturesHaveAContentSecurityPolicy(uri: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let policy = try #require(try await client.send(.get, uri).headers[.contentSecurityPolicy])
            #expect(policy.contains("default-src 'none'"))
            #expect(policy.contains("sandbox"))
        }
    }
}
