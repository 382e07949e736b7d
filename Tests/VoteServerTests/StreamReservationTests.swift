import Prometheus
import Synchronization
import Testing

@testable import VoteServer

/// A place among the event streams counts from the stream's admission: two requests admitted at
/// once cannot both take the last place (the second would have been answered 200 with an empty
/// stream), and a place never used is given back when it is freed.
@Suite("Event stream places")
struct StreamReservationTests {
    private static func feed() -> BoardFeed {
        BoardFeed(
            eventInterval: .milliseconds(100),
            drawingShare: 0.2,
            deferredBoards: PrometheusCollectorRegistry()
                .makeCounter(descriptor: .init(metricName: "deferred", unitName: "total", helpText: "Boards deferred."))
        )
    }

    /// The place an admission took, if it was open.
    private static func place(_ admission: BoardFeed.Admission) -> StreamReservation? {
        guard case .open(let reservation) = admission else { return nil }
        return reservation
    }

    @Test("the last place goes to one admission; freeing it unused gives it back")
    func lastPlace() throws {
        let feed = Self.feed()
        let first = try #require(Self.place(feed.admit(limit: 2)))
        var second = Self.place(feed.admit(limit: 2))
        #expect(second != nil)
        guard case .full = feed.admit(limit: 2) else {
            Issue.record("a third admission took a place past the limit of two")
            return
        }
        second = nil
        #expect(Self.place(feed.admit(limit: 2)) != nil, "the freed place was not given back")
        withExtendedLifetime((first, second)) {}
    }

    @Test("a finished feed admits nothing")
    func finished() {
        let feed = Self.feed()
        feed.finish()
        guard case .finished = feed.admit(limit: 2) else {
            Issue.record("a finished feed admitted a stream")
            return
        }
    }

    @Test("a place is used once, and given back when freed only if it was not")
    func usedOnce() {
        let released = ReleaseCount()
        do {
            let used = StreamReservation { released.add() }
            #expect(used.use())
            #expect(!used.use())
        }
        #expect(released.value == 0)
        do { _ = StreamReservation { released.add() } }
        #expect(released.value == 1)
    }
}

/// How many times a place was given back.
private final class ReleaseCount: Sendable {
    private let count = Mutex(0)

    func add() { count.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }
}
