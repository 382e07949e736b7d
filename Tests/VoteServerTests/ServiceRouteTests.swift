import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import VoteServer

@Suite("/healthz, /metrics, /v1/openapi.yaml and unknown paths")
struct ServiceRouteTests {
    @Test func healthSaysTheDatabaseAnswers() async throws {
        let server = try TestServer()
        try await server.test { client in
            let health = try await client.send(.get, "/healthz")
            #expect(health.status == .ok)
            #expect(health["status"] as? String == "ok")
            #expect(health["pets"] as? Int == 3)
        }
    }

    @Test func readinessSaysTheWriterCanCommit() async throws {
        let server = try TestServer()
        try await server.test { client in
            let ready = try await client.send(.get, "/readyz")
            #expect(ready.status == .ok)
            #expect(ready["status"] as? String == "ready")
        }
    }

    @Test func metricsCountRequestsVotesAndCommits() async throws {
        let server = try TestServer()
        try await server.test { client in
            _ = try await client.send(.post, "/v1/pets/Cat/votes", json: #"{"count": 3}"#)
            _ = try await client.send(.post, "/v1/pets/Nobody/votes")
            let metrics = try await client.send(.get, "/metrics")
            #expect(metrics.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = metrics.text
            #expect(text.contains(#"http_requests_total{route="/v1/pets/{name}/votes",method="POST",status="201"} 1"#))
            #expect(text.contains(#"http_requests_total{route="/v1/pets/{name}/votes",method="POST",status="404"} 1"#))
            #expect(text.contains("petvote_votes_total 3"))
            #expect(text.contains("petvote_commit_batch_ballots_count 2"))
        }
    }

    @Test func anUnknownPathIsAProblem() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.get, "/v2/board")
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(
                response["detail"] as? String
                    == "There is nothing at /v2/board. The API's routes are listed in /v1/openapi.yaml."
            )
        }
    }

    /// Every route the router serves is in `openapi.yaml`, and every operation there is served.
    @Test func theOpenAPIDocumentDescribesEveryRoute() async throws {
        let server = try TestServer()
        let served = Set(
            server.server.router().routes.map { "\($0.method.rawValue.lowercased()) \($0.path.description)" }
        )
        try await server.test { client in
            let response = try await client.send(.get, "/v1/openapi.yaml")
            #expect(response.status == .ok)
            let document = response.text
            #expect(document.hasPrefix("openapi: 3.1."))
            #expect(Set(OpenAPIOperations.list(in: document)) == served)
        }
    }
}

/// The operations of an OpenAPI document in YAML, as "method /path" — read from its `paths:`
/// block by indentation, which is all the check needs.
enum OpenAPIOperations {
    static func list(in yaml: String) -> [String] {
        var operations: [String] = []
        var inPaths = false
        var path: String?
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("paths:") {
                inPaths = true
                continue
            }
            guard inPaths else { continue }
            if !line.isEmpty, !line.hasPrefix(" "), !line.hasPrefix("#") { break }
            if line.hasPrefix("  /"), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if let path, line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") {
                let method = line.trimmingCharacters(in: .whitespaces).dropLast()
                if ["get", "post", "put", "patch", "delete"].contains(method) {
                    operations.append("\(method) \(path)")
                }
            }
        }
        return operations
    }
}
