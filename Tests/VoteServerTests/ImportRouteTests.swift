import Foundation
import HTTPTypes
import HummingbirdTesting
import TestSupport
import Testing
import VoteCore

@Suite("POST /v1/imports")
struct ImportRouteTests {
    static func importing(
        _ client: any TestClientProtocol,
        _ body: String,
        type: String = "text/csv",
        query: String = ""
    ) async throws -> TestResponse {
        try await client.send(.post, "/v1/imports\(query)", json: body, headers: [.contentType: type], admin: true)
    }

    @Test(
        "Every format votectl reads",
        arguments: [
            ("text/csv", "pet,count,id\nCat,2,a\ndog,1,b\n"),
            ("text/tab-separated-values; charset=utf-8", "pet\tcount\tid\nCat\t2\ta\ndog\t1\tb\n"),
            ("application/x-ndjson", "{\"pet\":\"Cat\",\"count\":2,\"id\":\"a\"}\n{\"pet\":\"dog\",\"id\":\"b\"}\n"),
        ]
    )
    func formats(type: String, body: String) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await Self.importing(client, body, type: type)
            #expect(response.status == .ok)
            #expect(
                response.text
                    == #"{"conflictingIds":[],"conflicts":0,"createdPets":[],"dryRun":false,"duplicates":0,"imported":3,"rows":2,"skipped":0,"skippedRows":[]}"#
            )
            // The same ballots again are duplicates, counted once.
            let again = try await Self.importing(client, body, type: type)
            #expect(again["duplicates"] as? Int == 2 && again["imported"] as? Int == 0)
            #expect(again["conflicts"] as? Int == 0)
            // Ballot a for another pet is a conflict, not counted either.
            let reused = try await Self.importing(client, "pet,count,id\nGoldfish,2,a\n")
            #expect(reused["conflicts"] as? Int == 1 && reused["duplicates"] as? Int == 0, "\(reused.text)")
            #expect(reused["conflictingIds"] as? [String] == ["a"])
            let board = try await client.send(.get, "/v1/board")
            #expect(board["totalVotes"] as? Int == 3)
        }
        #expect(try server.openStore().standings().entries.map(\.votes) == [2, 1, 0])
    }

    /// A body of several spool pieces (written to its file a piece at a time, 1 MiB each) is
    /// imported whole, every ballot once.
    @Test func aBodyOfSeveralPiecesIsImportedWhole() async throws {
        let server = try TestServer(importBodyLimit: 8 << 20)
        let lines = (0..<160_000).map { "Cat,1,ballot-\($0)\n" }
        let body = "pet,count,id\n" + lines.joined()
        #expect(body.utf8.count > 2 << 20)
        try await server.test(.live) { client in
            let response = try await Self.importing(client, body)
            #expect(response.status == .ok, "\(response.text)")
            #expect(response["imported"] as? Int == 160_000 && response["rows"] as? Int == 160_000, "\(response.text)")
        }
        #expect(try server.openStore().standings().totalVotes == 160_000)
    }

    /// A vote from the future is a bad line, past five minutes of clock skew; the detail ends
    /// with one sentence about the whole import.
    @Test func aTimeInTheFutureIsABadLine() async throws {
        let server = try TestServer()
        let soon = ISO8601DateFormatter().string(from: Date().addingTimeInterval(60))
        try await server.test { client in
            let body = "pet,at\nCat,\(soon)\nDog,2099-01-01T00:00:00Z\n"
            let response = try await Self.importing(client, body)
            #expect(response.status == .unprocessableContent)
            #expect(response["line"] as? Int == 3)
            #expect(
                response["detail"] as? String
                    == "line 3: time 2099-01-01T00:00:00Z is in the future (more than 5 minutes ahead of this machine's clock). Nothing was imported. Fix the line, or add ?skipInvalid=true to leave bad lines out."
            )
            let skipping = try await Self.importing(client, body, query: "?skipInvalid=true")
            #expect(skipping["imported"] as? Int == 1 && skipping["skipped"] as? Int == 1)
        }
    }

    /// An input unusable as a whole is not advised ?skipInvalid=true, which cannot help it.
    @Test func anEmptyInputIsNotAdvisedToSkipLines() async throws {
        let server = try TestServer()
        try await server.test { client in
            for query in ["", "?skipInvalid=true"] {
                let response = try await Self.importing(client, "", query: query)
                #expect(response.status == .unprocessableContent)
                let detail = response["detail"] as? String
                #expect(
                    detail?.hasSuffix("Nothing was imported. Fix the input and send it again.") == true,
                    "\(detail ?? "")"
                )
            }
        }
    }

    @Test func aBadLineRefusesTheWholeImportNamingIt() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await Self.importing(client, "Cat\nDog\nZebra\nCat\n", type: "text/plain")
            #expect(response.status == .unprocessableContent)
            #expect(response["line"] as? Int == 3)
            #expect((response["detail"] as? String)?.hasPrefix("line 3: No pet named 'Zebra'.") == true)
            // What mends it, said in the route's own terms (votectl says --create-pets).
            #expect((response["detail"] as? String)?.contains("?createPets=true") == true)
            let skipping = try await Self.importing(
                client,
                "Cat\nDog\nZebra\nCat\n",
                type: "text/plain",
                query: "?skipInvalid=true"
            )
            #expect(skipping["imported"] as? Int == 3 && skipping["skipped"] as? Int == 1)
            let creating = try await Self.importing(client, "Zebra\n", type: "text/plain", query: "?createPets=true")
            #expect(creating["createdPets"] as? [String] == ["Zebra"])
        }
        #expect(try server.openStore().standings().totalVotes == 4)
    }

    @Test func aDryRunChangesNothing() async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await Self.importing(client, "pet\nCat\nCat\n", query: "?dryRun=true")
            #expect(response.status == .ok)
            #expect(response["imported"] as? Int == 2 && response["dryRun"] as? Bool == true)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    @Test func limitsTypesAndTokensAreChecked() async throws {
        let server = try TestServer(importBodyLimit: 64)
        try await server.test { client in
            let large = try await Self.importing(client, "pet\n" + String(repeating: "Cat\n", count: 40))
            #expect(large.status == .contentTooLarge)
            #expect((large["detail"] as? String)?.contains("--import-limit") == true, "\(large.text)")
            let json = try await Self.importing(client, "[]", type: "application/json")
            #expect(json.status == .unsupportedMediaType)
            // Read as UTF-8, text in another charset would be misread: it is refused.
            let latin1 = try await Self.importing(client, "pet\nCat\n", type: "text/csv; charset=latin1")
            #expect(latin1.status == .unsupportedMediaType)
            #expect((latin1["detail"] as? String)?.contains("text/csv; charset=utf-8") == true)
            let anonymous = try await client.send(
                .post,
                "/v1/imports",
                json: "Cat\n",
                headers: [.contentType: "text/plain"]
            )
            #expect(anonymous.status == .unauthorized)
        }
        #expect(try server.openStore().standings().totalVotes == 0)
    }

    /// On the in-process servers' threads as a whole: its last wait, after the server, polls
    /// beside every other test's server.
    @Test(.onResponsiveThreads) func aRefusedImportLeavesNoSpooledFileOpen() async throws {
        let server = try TestServer()
        try await server.test { client in
            // The database deleted from under the server: the writer refuses work until it is back.
            try FileManager.default.removeItem(atPath: server.path)
            let refused = try await poll(for: .seconds(10)) {
                try await Self.importing(client, "pet\nCat\n").status == .serviceUnavailable
            }
            try #require(refused != nil, "the import was never refused")
            for _ in 0..<3 { _ = try await Self.importing(client, "pet\nCat\n") }
        }
        // Other tests' imports in this process end within moments; a refused one's file stayed open.
        let closed = await poll(for: .seconds(10)) { () async in Self.openSpooledFiles() == 0 }
        #expect(closed != nil, "\(Self.openSpooledFiles()) spooled import files still open")
    }

    /// The import bodies this process has spooled and not closed (their files are unlinked).
    private static func openSpooledFiles() -> Int {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.count { name in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"))?
                .contains("votesrv-import-") == true
        }
    }

    /// The votes an import commits are counted in `petvote_votes_total` with the API's; a dry
    /// run's are not.
    @Test func importedVotesAreCountedInTheMetrics() async throws {
        let server = try TestServer()
        try await server.test { client in
            _ = try await client.send(.post, "/v1/pets/Cat/votes", json: #"{"count": 1}"#)
            _ = try await Self.importing(client, "pet,count\nGoldfish,5\n")
            _ = try await Self.importing(client, "pet,count\nDog,7\n", query: "?dryRun=true")
            let text = try await client.send(.get, "/metrics").text
            #expect(text.contains("petvote_votes_total 6"), "\(text)")
        }
    }
}
