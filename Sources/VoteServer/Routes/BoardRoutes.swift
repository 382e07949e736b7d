import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteStore

/// `GET /v1/board` and `GET /v1/board.svg`: the board as `votectl board --json` and `--svg` draw it.
struct BoardRoutes {
    let backend: Backend

    func add(to router: Router<VoteRequestContext>) {
        router.get("/v1/board") { request, _ in try await board(request, format: .json) }
        router.get("/v1/board.svg") { request, _ in try await board(request, format: .svg) }
    }

    /// The all-time board comes from the published snapshot, drawn once per change; a window
    /// sums the votes cast in it, on a reader connection.
    private func board(_ request: Request, format: RenderedBoard.Format) async throws -> Response {
        let podium = try request.podiumSize()
        let window = try request.voteWindow()
        let board: RenderedBoard
        if window == .all {
            board = backend.feed.rendered(backend.feed.current, podium: podium, format: format)
        } else {
            let standings = try await backend.readers.read { store throws(VoteStoreError) in
                try store.standings(since: window.since, until: window.until)
            }
            board = RenderedBoard(standings: standings, podium: podium, format: format)
        }
        return Self.conditionalResponse(board, to: request)
    }

    /// 304 with no body when `If-None-Match` names the board's tag, else 200 with it; both carry
    /// the `ETag` and ask caches to revalidate every time (the standings change at any moment).
    static func conditionalResponse(_ board: RenderedBoard, to request: Request) -> Response {
        var headers: HTTPFields = [.eTag: board.tag, .cacheControl: "no-cache"]
        if let condition = request.headers[.ifNoneMatch], Self.matches(condition, tag: board.tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = board.format.contentType
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: board.body))
    }

    /// Whether an `If-None-Match` list names `tag`, compared weakly (RFC 9110 §13.1.2).
    static func matches(_ condition: String, tag: String) -> Bool {
        condition.split(separator: ",")
            .contains { candidate in
                var candidate = candidate.trimmingCharacters(in: .whitespaces)[...]
                if candidate == "*" { return true }
                if candidate.hasPrefix("W/") { candidate = candidate.dropFirst(2) }
                return candidate == tag
            }
    }
}
