import CoreFoundation
import Dispatch
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing
import VoteBoard
import VoteCore
import VoteStore
@testable import VoteServer

@Suite("GET /v1/board and /v1/board.svg")
struct BoardRouteTests {
    /// What `votectl board --json --podium size` prints for these standings.
    static func votectlDocument(_ standings: Standings, podium: CGSize = CGSize(width: 300, height: 300)) -> String {
        let model = BoardModel(standings)
        return BoardDocument.json(model: model, podium: PodiumPlacement(model: model, size: podium))
    }

    @Test func theBoardIsVotectlsDocumentWithAnETag() async throws {
        let server = try TestServer()
        try await server.test { client in
            _ = try await client.send(.post, "/v1/pets/Dog/votes", json: #"{"count": 2}"#)
            let board = try await client.send(.get, "/v1/board")
            #expect(board.status == .ok)
            #expect(board.headers[.contentType] == "application/json")
            #expect(board.text == Self.votectlDocument(try server.openStore().standings()))
            let tag = try #require(board.headers[.eTag])
            let again = try await client.send(.get, "/v1/board", headers: [.ifNoneMatch: "W/\(tag)"])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            #expect(again.headers[.eTag] == tag)
            _ = try await client.send(.post, "/v1/pets/Cat/votes")
            let changed = try await client.send(.get, "/v1/board", headers: [.ifNoneMatch: tag])
            #expect(changed.status == .ok)
            #expect(changed.headers[.eTag] != tag)
        }
    }

    @Test func podiumAndWindowQueriesAreVotectlsOptions() async throws {
        let server = try TestServer()
        do {
            let store = try server.openStore()
            try store.vote(for: "Cat", at: Date(timeIntervalSince1970: 1_000))
            try store.vote(for: "Dog", count: 2, at: Date(timeIntervalSince1970: 2_000_000_000))
        }
        try await server.test { client in
            let store = try server.openStore()
            // The server notices the other connection's votes within its poll interval.
            let noticed = try await poll(for: .seconds(30)) {
                try await client.send(.get, "/v1/board")["totalVotes"] as? Int == 3
            }
            try #require(noticed != nil, "the server never published the other connection's votes")
            let sized = try await client.send(.get, "/v1/board?podium=400x200")
            #expect(sized.text == Self.votectlDocument(try store.standings(), podium: CGSize(width: 400, height: 200)))
            let window = try await client.send(.get, "/v1/board?since=1970-01-01&until=2000-01-01T00:00:00Z")
            #expect(
                window.text
                    == Self.votectlDocument(
                        try store.standings(
                            since: Date(timeIntervalSince1970: 0),
                            until: Date(timeIntervalSince1970: 946_684_800)
                        )
                    )
            )
            #expect(window["totalVotes"] as? Int == 1)
            let picture = try await client.send(.get, "/v1/board.svg?since=1970-01-01&until=2000-01-01T00:00:00Z")
            #expect(picture.text.contains(">1 vote cast since 1970-01-01T00:00:00Z until 2000-01-01T00:00:00Z<"))
        }
    }

    /// A window's board is drawn for every request, so it takes the one drawing permit as a new
    /// size does: many clients asking for windows cost at most a core, not one each.
    @Test func aWindowIsRefusedWhileAnotherIsDrawn() async throws {
        let server = try TestServer()
        let drawings = server.server.backend.feed.drawings
        try await server.test { client in
            // The test holds the windows' permit while it asks.
            let held: Void? = try await drawings.withDrawingPermit(for: .window) {
                let busy = try await client.send(.get, "/v1/board.svg?since=1970-01-01")
                #expect(busy.status == .serviceUnavailable)
                #expect(busy["code"] as? String == "drawingBusy")
                #expect(busy.headers[HTTPField.Name("Retry-After")!] == "1")
                // A window's drawing holds back no new size's (the page's, after every change).
                let sized = try await client.send(.get, "/v1/board.svg?podium=321x123")
                #expect(sized.status == .ok)
            }
            #expect(held != nil)
            let drawn = try await client.send(.get, "/v1/board.svg?since=1970-01-01")
            #expect(drawn.status == .ok, "the window was not drawn once the other drawing was over")
        }
    }

    @Test(
        "Bad queries are 400 with votectl's words",
        arguments: [
            ("podium=0x10", 400), ("podium=big", 400), ("since=yesterday", 400),
            ("since=2026-01-02&until=2026-01-01", 422), ("since=2026-11-27&until=2026-11-27", 422),
        ]
    )
    func badQueries(query: String, status: Int) async throws {
        let server = try TestServer()
        try await server.test { client in
            let response = try await client.send(.get, "/v1/board?\(query)")
            #expect(response.status.code == status)
            #expect(response.headers[.contentType] == "application/problem+json")
        }
    }

    /// A form's encoding writes a space as `+`, which a URL's query keeps as a plus sign: a time
    /// that would be one with the space is refused with how to write it, and only then.
    @Test func aPlusForTheSpaceOfATimeIsExplained() async throws {
        let server = try TestServer()
        try await server.test { client in
            let plus = try await client.send(.get, "/v1/board?since=2026-11-27+23:00:00Z")
            #expect(plus.status == .badRequest && plus["code"] as? String == "invalidTime")
            #expect((plus["detail"] as? String)?.contains("put T or %20 between the date and the time") == true)
            let other = try await client.send(.get, "/v1/board?since=yesterday")
            #expect((other["detail"] as? String)?.contains("%20") == false)
            #expect(try await client.send(.get, "/v1/board?since=2026-11-27%2023:00:00Z").status == .ok)
        }
    }

    @Test func theSVGIsVotectlsPicture() async throws {
        let server = try TestServer()
        try await server.test { client in
            let svg = try await client.send(.get, "/v1/board.svg")
            #expect(svg.status == .ok)
            #expect(svg.headers[.contentType] == "image/svg+xml")
            let model = BoardModel(try server.openStore().standings())
            let placement = PodiumPlacement(model: model, size: CGSize(width: 300, height: 300))
            #expect(svg.text == SVGBoard.document(model: model, podium: placement))
            let tag = try #require(svg.headers[.eTag])
            #expect(try await client.send(.get, "/v1/board.svg", headers: [.ifNoneMatch: tag]).status == .notModified)
        }
    }

    @Test func votesFromAnotherProcessAppearOnTheBoard() async throws {
        let server = try TestServer()
        try await server.test { client in
            try server.openStore().vote(for: "Goldfish", count: 7)  // as `votectl vote` would
            var votes = 0
            try await poll(for: .seconds(30)) {
                let board = try await client.send(.get, "/v1/board")
                let standings = board["standings"] as? [[String: Any]] ?? []
                votes = standings.first { $0["pet"] as? String == "Goldfish" }?["votes"] as? Int ?? 0
                return votes == 7
            }
            #expect(votes == 7)
        }
    }
}
