import Dispatch
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing
import VoteCore
import VoteStore

@testable import VoteServer

@Suite("/healthz, /metrics, /v1/openapi.yaml and unknown paths")
struct ServiceRouteTests {
    @Test func healthSaysTheProcessServes() async throws {
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
            let ready = try await client.becameReady()
            #expect(ready, "the server never became ready")
            #expect(try await client.send(.get, "/readyz")["status"] as? String == "ready")
        }
    }

    /// Until its writer has connected and proved that the database takes writes, the server
    /// does not say it can take votes (it did from its start, before any check).
    @Test func readinessWaitsForTheWritersFirstCheck() async throws {
        let server = try TestServer()
        let readiness = server.server.backend.writer.readiness
        #expect(readiness == .notReady("checking that the database takes writes"), "\(readiness)")
    }

    /// An import's long call is the database at work: readiness says votes wait for it, not that
    /// the database does not answer (and the writer's stall log and metric leave it alone).
    @Test func aLongChangeIsToldApartFromADatabaseThatDoesNotAnswer() {
        var queue = WriterQueue()
        queue.writesUnproven = false
        let now = ContinuousClock.now
        queue.callStarted = now - .seconds(3)
        queue.callIsALongChange = true
        #expect(
            queue.readiness(stallLimit: .seconds(2), now: now)
                == .notReady("a long change (an import) holds the database; votes wait for it")
        )
        queue.callIsALongChange = false
        #expect(
            queue.readiness(stallLimit: .seconds(2), now: now)
                == .notReady("the database has not answered for more than 2.0 seconds")
        )
    }

    /// Another process holds the database's write lock: the vote waiting for it is not lost, and
    /// meanwhile the server says it is not ready, so a load balancer sends votes elsewhere.
    @Test func readinessFailsWhileTheWriterWaitsForAnotherProcess() async throws {
        // A write timeout longer than the wait below, so the vote outlasts a slow, loaded test run.
        let server = try TestServer(writeTimeout: .seconds(120))
        let path = server.path
        let locked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holder = Thread {
            // An import holds the write lock for its whole transaction.
            _ = try? SQLiteVoteStore(path: path)
                .withImport(options: ImportOptions()) { (_: inout ImportWriter) in
                    locked.signal()
                    _ = release.wait(timeout: .now() + 60)
                }
        }
        holder.start()
        #expect(try await blocking { locked.wait(timeout: .now() + 30) } == .success)
        try await server.test { client in
            async let vote = client.send(.post, "/v1/pets/Cat/votes")
            let unready = try await poll(for: .seconds(60)) {
                try await client.send(.get, "/readyz").status == .serviceUnavailable
            }
            release.signal()
            #expect(unready != nil, "the server stayed ready while its writer waited")
            #expect(try await vote.status == .created)
            #expect(try await client.send(.get, "/readyz").status == .ok)
        }
    }

    /// Another process holds the write lock and no vote has come: readiness says so all the same
    /// (it said ready until a vote had failed), and is ready again once the lock is let go.
    @Test func readinessFailsWhileAnotherProcessHoldsTheLockUnasked() async throws {
        let server = try TestServer()
        let path = server.path
        let (start, locked, release) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        Thread {
            guard start.wait(timeout: .now() + 60) == .success else { return }
            _ = try? SQLiteVoteStore(path: path)
                .withImport(options: ImportOptions()) { (_: inout ImportWriter) in
                    locked.signal()
                    _ = release.wait(timeout: .now() + 60)
                }
        }
        .start()
        try await server.test { client in
            let readyFirst = try await client.becameReady()
            #expect(readyFirst)
            start.signal()
            #expect(try await blocking { locked.wait(timeout: .now() + 30) } == .success)
            let unready = try await poll(for: .seconds(30)) {
                try await client.send(.get, "/readyz").status == .serviceUnavailable
            }
            release.signal()
            #expect(unready != nil, "the server stayed ready while another process held the lock")
            let ready = try await poll(for: .seconds(30)) { try await client.send(.get, "/readyz").status == .ok }
            #expect(ready != nil, "the server did not become ready again")
        }
    }

    @Test func metricsCountRequestsVotesAndCommits() async throws {
        let server = try TestServer()
        try await server.test { client in
            _ = try await client.send(.post, "/v1/pets/Cat/votes", json: #"{"count": 3}"#)
            _ = try await client.send(.post, "/v1/pets/Nobody/votes")
            // A path no route serves, and a served path with a method it does not take.
            _ = try await client.send(.get, "/nothing-here")
            _ = try await client.send(.get, "/v1/pets/Cat/votes")
            let metrics = try await client.send(.get, "/metrics")
            #expect(metrics.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = metrics.text
            #expect(text.contains(#"http_requests_total{route="/v1/pets/{name}/votes",method="POST",status="201"} 1"#))
            #expect(text.contains(#"http_requests_total{route="/v1/pets/{name}/votes",method="POST",status="404"} 1"#))
            #expect(text.contains(#"http_requests_total{route="unmatched",method="GET",status="404"} 1"#), "\(text)")
            #expect(text.contains(#"http_requests_total{route="/v1/pets/{name}/votes",method="GET",status="405"} 1"#))
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
            server.server.router().routes.filter { $0.method != .head }
                .map { "\($0.method.rawValue.lowercased()) \($0.path.description)" }
        )
        try await server.test { client in
            let response = try await client.send(.get, "/v1/openapi.yaml")
            #expect(response.status == .ok)
            let document = response.text
            #expect(document.hasPrefix("openapi: 3.1."))
            #expect(Set(OpenAPIOperations.list(in: document)) == served)
        }
    }

    /// The document's `Time` admits every day the server reads (it stopped at the 28th, so that
    /// a client checking times against it refused the 29th to the 31st) and no day that is not.
    @Test func theDocumentedTimeAdmitsExactlyTheRealDays() async throws {
        let server = try TestServer()
        try await server.test { client in
            let document = try await client.send(.get, "/v1/openapi.yaml").text
            let line = try #require(document.split(separator: "\n").first { $0.contains("pattern: '^(?:[0-9]{4}") })
            let pattern = String(line.drop { $0 != "'" }.dropFirst().dropLast())
            let time = try NSRegularExpression(pattern: pattern)
            let cases = [
                ("2026-11-30", true), ("2026-12-31", true), ("2024-02-29", true), ("2000-02-29", true),
                ("2026-11-29T10:00:00Z", true), ("2026-11-31", false), ("2026-02-29", false), ("1900-02-29", false),
                ("2026-04-31", false),
            ]
            for (text, real) in cases {
                let range = NSRange(text.startIndex..., in: text)
                #expect((time.firstMatch(in: text, range: range) != nil) == real, "\(text)")
                let board = try await client.send(.get, "/v1/board?since=\(text)")
                #expect((board.status == .ok) == real, "\(text): \(board.status)")
            }
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
