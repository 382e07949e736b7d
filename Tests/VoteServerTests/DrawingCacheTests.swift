import Foundation
import HTTPTypes
import Testing
import VoteBoard
import VoteCore

@testable import VoteServer

/// The drawing cache is bounded, and a client asking for a new podium size on every request
/// cannot push out the sizes others keep asking for.
@Suite("Drawing cache")
struct DrawingCacheTests {
    static func board(_ width: Int) -> RenderedBoard {
        RenderedBoard(
            standings: Standings(entries: [], totalVotes: 0, isAllWayTie: false),
            podium: PodiumSize(width: Double(width), height: 10),
            format: .json
        )
    }

    static func key(_ width: Int) -> DrawingCache.Key {
        DrawingCache.Key(podium: PodiumSize(width: Double(width), height: 10), format: .json)
    }

    @Test func aSizeAskedForAgainOutlastsAFloodOfNewSizes() {
        let cache = DrawingCache()
        let popular = Self.key(300)
        cache.store(Self.board(300), for: popular, version: 1)
        #expect(cache.board(for: popular, version: 1) != nil)
        for width in 1_000..<3_000 {
            cache.store(Self.board(width), for: Self.key(width), version: 1)
        }
        #expect(cache.board(for: popular, version: 1) != nil)
        #expect(cache.count <= DrawingCache.probationCapacity + DrawingCache.protectedCapacity)
    }

    @Test func aPopularSizeStaysKnownAcrossVersions() {
        let cache = DrawingCache()
        let popular = Self.key(300)
        cache.store(Self.board(300), for: popular, version: 1)
        _ = cache.board(for: popular, version: 1)
        // The standings changed: the drawing is stale, but the size stays protected.
        #expect(cache.board(for: popular, version: 2) == nil)
        cache.store(Self.board(300), for: popular, version: 2)
        for width in 1_000..<1_100 { cache.store(Self.board(width), for: Self.key(width), version: 2) }
        #expect(cache.isProtected(popular))
        #expect(cache.board(for: popular, version: 2) != nil)
    }

    @Test func theProtectedSegmentIsBoundedToo() {
        let cache = DrawingCache()
        for width in 1..<200 {
            cache.store(Self.board(width), for: Self.key(width), version: 1)
            _ = cache.board(for: Self.key(width), version: 1)
        }
        #expect(cache.count <= DrawingCache.probationCapacity + DrawingCache.protectedCapacity)
    }

    /// One drawing of a new size at a time: a second, asked for meanwhile, is turned away at once,
    /// while a window's, which has a permit of its own, is drawn.
    @Test func oneNewDrawingAtATime() async {
        let cache = DrawingCache()
        let outer = await cache.withDrawingPermit(for: .size) {
            let inner = await cache.withDrawingPermit(for: .size) { Self.board(2) }
            let window = await cache.withDrawingPermit(for: .window) { Self.board(4) }
            return (inner, window)
        }
        #expect(outer != nil)
        #expect(outer?.0 == nil)
        #expect(outer?.1 != nil)
        #expect(await cache.withDrawingPermit(for: .size) { Self.board(3) } != nil)
    }

    /// Through the route: the page's size survives a flood of one-off sizes.
    @Test func theBoardRouteKeepsThePagesSize() async throws {
        let server = try TestServer()
        try await server.test { client in
            for _ in 0..<2 { _ = try await client.send(.get, "/v1/board?podium=640x480") }
            for width in 1..<100 { _ = try await client.send(.get, "/v1/board?podium=\(width)x77") }
            let drawings = server.server.backend.feed.drawings
            #expect(drawings.isProtected(DrawingCache.Key(podium: PodiumSize(width: 640, height: 480), format: .json)))
            #expect(drawings.count <= DrawingCache.probationCapacity + DrawingCache.protectedCapacity)
        }
    }
}
