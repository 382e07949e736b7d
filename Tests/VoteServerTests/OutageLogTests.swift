import Testing
import VoteCore

@testable import VoteServer

/// What the log says of a database outage. A PostgreSQL restart was logged twice a second apart:
/// first the pool's "no connection within 1 s", then the server's own answer when the writer asked.
@Suite("The writer's log of a database outage")
struct OutageLogTests {
    private static let database = "postgres://db.example/votes"
    private static let timedOut = VoteStoreError.serverUnreachable(
        database: database,
        reason: "no connection within 1 s"
    )
    private static let refused = VoteStoreError.serverUnreachable(database: database, reason: "connection refused")
    private static let noSocket = VoteStoreError.serverUnreachable(database: database, reason: "no such file")
    private static let password = VoteStoreError.authenticationFailed(database: database, user: "votes")

    private let start = ContinuousClock.now

    private func at(_ seconds: Double) -> ContinuousClock.Instant {
        start + .milliseconds(Int(seconds * 1_000))
    }

    @Test("a lost connection is logged once, with the reason the next attempt learns, and its end with its length")
    func oneLineWithTheExplanation() {
        var log = OutageLog()
        #expect(log.record(Self.timedOut, isExplained: false, now: at(0)) == nil)
        // The next attempt: the queue refused with what is known, then the server asked.
        #expect(log.record(Self.timedOut, isExplained: false, now: at(0.1)) == nil)
        #expect(log.record(Self.refused, isExplained: true, now: at(0.2)) == .began(Self.refused))
        // Attempts while the server is down, its words changing as it stops and starts.
        #expect(log.record(Self.refused, isExplained: false, now: at(1)) == nil)
        #expect(log.record(Self.refused, isExplained: true, now: at(1)) == nil)
        #expect(log.record(Self.noSocket, isExplained: true, now: at(2)) == nil)
        #expect(log.record(nil, isExplained: true, now: at(4.5)) == .ended(after: .milliseconds(4_500)))
        // The next outage is logged afresh.
        #expect(log.record(Self.refused, isExplained: true, now: at(9)) == .began(Self.refused))
    }

    @Test("another kind of failure during an outage gets a line of its own")
    func aChangedCause() {
        var log = OutageLog()
        #expect(log.record(Self.refused, isExplained: true, now: at(0)) == .began(Self.refused))
        #expect(log.record(Self.password, isExplained: true, now: at(3)) == .changed(Self.password))
        #expect(log.record(Self.password, isExplained: true, now: at(4)) == nil)
        #expect(log.record(Self.refused, isExplained: true, now: at(5)) == .changed(Self.refused))
    }

    @Test("a connection lost and made again before anything explained it is one line")
    func recoveredAtOnce() {
        var log = OutageLog()
        #expect(log.record(Self.timedOut, isExplained: false, now: at(0)) == nil)
        #expect(
            log.record(nil, isExplained: true, now: at(0.3)) == .recovered(Self.timedOut, after: .milliseconds(300))
        )
        #expect(log.record(nil, isExplained: true, now: at(1)) == nil)
    }

    @Test("the log's seconds have one decimal")
    func seconds() {
        #expect(StoreWriter.seconds(.milliseconds(4_560)) == "4.5 s")
        #expect(StoreWriter.seconds(.zero) == "0.0 s")
        #expect(StoreWriter.seconds(.seconds(61)) == "61.0 s")
    }
}
