import Testing
import VoteBoard

@testable import VoteServer

/// The order in which a pass of an event loop draws the sizes its streams wait for: the one holding
/// up the most streams longest first. It drew the size longest without a board, so when one client
/// followed dozens of sizes, the streams of the size everyone else follows waited behind each of
/// them, about a second per board.
@Suite("Event streams: the order a pass draws sizes in")
struct EventDrawingOrderTests {
    private static func size(_ width: Int) -> PodiumSize { PodiumSize(width: Double(width), height: 100) }

    @Test("a size twenty streams follow comes before eight that one stream each follows and that waited longer")
    func aSizeManyFollowComesFirst() {
        // Turns 1–8 went to the rare sizes, 9 to the popular one; 9 turns given out.
        let rare = (1...8).map { (podium: Self.size(200 + $0), streams: 1, turn: $0) }
        let popular = (podium: Self.size(300), streams: 20, turn: 9)
        let order = LoopEventStreams.drawingOrder(of: rare + [popular], turns: 9)
        #expect(order.first == popular.podium)
        #expect(Array(order.dropFirst()) == rare.map(\.podium))
    }

    @Test("sizes with as many followers go longest waiting first, and a long wait outweighs a few followers")
    func waitingCountsToo() {
        let sizes = [
            (podium: Self.size(1), streams: 1, turn: 5),
            (podium: Self.size(2), streams: 1, turn: 2),
            (podium: Self.size(3), streams: 3, turn: 95),
            (podium: Self.size(4), streams: 1, turn: 1),
        ]
        // Held up: 96, 99, 18 and 100 stream-turns.
        #expect(LoopEventStreams.drawingOrder(of: sizes, turns: 100).map(\.width) == [4, 2, 1, 3])
    }
}
