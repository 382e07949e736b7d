import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import VoteBoard
import VoteCore

/// `GET /v1/board` and `GET /v1/board.svg`: the board as `votectl board --json` and `--svg` draw it.
struct BoardRoutes {
    let backend: Backend

    func add(to router: Router<VoteRequestContext>) {
        router.get("/v1/board") { request, _ in try await board(request, format: .json) }
        router.get("/v1/board.svg") { request, _ in try await board(request, format: .svg) }
    }

    /// The all-time board comes from the published snapshot, drawn once per change and size; a
    /// window sums the votes cast in it, on a reader connection, and is drawn for each request.
    /// Every drawing not kept takes a permit (``DrawingCache/withDrawingPermit(for:_:)``), one for
    /// new sizes and one for windows (held through the window's read), so neither can cost more
    /// than a core however many clients ask, and windows never hold back the page's board.
    private func board(_ request: Request, format: RenderedBoard.Format) async throws -> Response {
        let podium = try request.podiumSize()
        let window = try request.voteWindow()
        let board: RenderedBoard
        var headers: HTTPFields = [:]
        if window == .all {
            let snapshot = backend.feed.current
            let drawings = backend.feed.drawings
            if let kept = drawings.board(for: .init(podium: podium, format: format), version: snapshot.version) {
                board = kept
            } else {
                guard
                    let drawn = await drawings.withDrawingPermit(
                        for: .size,
                        { backend.feed.rendered(snapshot, podium: podium, format: format) }
                    )
                else { throw ServerProblem.drawingBusy }
                board = drawn
            }
            // The version `/v1/events` sends as each board's `id`, so a client keeps the newer.
            headers[.boardVersion] = String(snapshot.version)
        } else {
            // The permit covers the read too: a window refused reads no votes.
            guard
                let drawn = try await backend.feed.drawings.withDrawingPermit(
                    for: .window,
                    {
                        let standings = try await backend.readers.read { store throws(VoteStoreError) in
                            try store.standings(since: window.since, until: window.until)
                        }
                        return RenderedBoard(standings: standings, podium: podium, format: format, window: window)
                    }
                )
            else { throw ServerProblem.drawingBusy }
            board = drawn
        }
        return Self.conditionalResponse(board, headers: headers, to: request)
    }

    /// The board, or 304 when the client's copy is current (the standings change at any moment,
    /// so caches revalidate every time).
    static func conditionalResponse(_ board: RenderedBoard, headers: HTTPFields = [:], to request: Request) -> Response
    {
        ConditionalGet.response(
            tag: board.tag,
            contentType: board.format.contentType,
            body: board.body,
            headers: headers,
            to: request
        )
    }
}

extension HTTPField.Name {
    /// The all-time board's version: the `id` of the `/v1/events` event that carries it.
    static let boardVersion = Self("Board-Version")!
}
