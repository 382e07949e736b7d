import Synchronization
import TestSupport
import Testing

@testable import VotePostgres

/// Permits go to waiters in arrival order, a waiter gives up after its wait, and one that gave up
/// takes nothing from those behind it.
@Suite(.onOwnThreads)
struct ConnectionPermitsTests {
    @Test func permitsGoInArrivalOrderAndExpiredWaitersAreSkipped() async throws {
        let permits = ConnectionPermits(count: 1)
        #expect(await permits.acquire(waitingAtMost: .seconds(60)))
        let order = Recorder()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, name) in ["first", "second", "third"].enumerated() {
                // On the cooperative pool: this body blocks one of the own threads in its polls, and
                // other suites' blocking tests may hold the rest for minutes, so a waiter left to
                // inherit them could not run until the poll waiting for it gave up.
                group.addTask(executorPreference: globalConcurrentExecutor) {
                    #expect(await permits.acquire(waitingAtMost: .seconds(60)), "\(name)")
                    order.append(name)
                }
                try #require(poll(for: .seconds(60)) { permits.waiting.waiters == index + 1 } != nil)
                if name == "first" {
                    // One that gives up between them leaves only its place behind.
                    #expect(await permits.acquire(waitingAtMost: .milliseconds(1)) == false)
                }
            }
            for index in 0..<3 {
                permits.release()
                try #require(poll(for: .seconds(60)) { order.values.count == index + 1 } != nil)
            }
            try await group.waitForAll()
        }
        #expect(order.values == ["first", "second", "third"])
        #expect(permits.waiting.waiters == 0)
        // The last holder's release makes the permit available again: no wait.
        permits.release()
        #expect(await permits.acquire(waitingAtMost: .zero))
    }

    /// A flood of waiters that give up leaves no backlog: the permit, once free, is taken at once.
    @Test func aFloodOfExpiredWaitersLeavesNothingBehind() async {
        let permits = ConnectionPermits(count: 1)
        #expect(await permits.acquire(waitingAtMost: .seconds(60)))
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<2_000 {
                group.addTask { await permits.acquire(waitingAtMost: .milliseconds(5)) }
            }
            for await granted in group { #expect(!granted) }
        }
        #expect(permits.waiting.waiters == 0)
        #expect(permits.waiting.places <= 64, "the places of those who gave up are swept")
        permits.release()
        #expect(await permits.acquire(waitingAtMost: .zero))
    }

    /// Releases racing waiters' deadlines: each waiter is resumed once (a second resume would
    /// trap), and no permit is lost or made.
    @Test func releasesRacingDeadlinesLoseNoPermit() async {
        let permits = ConnectionPermits(count: 4)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<2_000 {
                group.addTask {
                    if await permits.acquire(waitingAtMost: .microseconds(index % 7 * 100)) {
                        await Task.yield()
                        permits.release()
                    }
                }
            }
        }
        for _ in 0..<4 { #expect(await permits.acquire(waitingAtMost: .zero)) }
        #expect(await permits.acquire(waitingAtMost: .zero) == false)
        #expect(permits.waiting.waiters == 0)
    }
}

/// Names appended from several tasks, in the order they came.
private final class Recorder: Sendable {
    private let names = Mutex<[String]>([])
    func append(_ name: String) { names.withLock { $0.append(name) } }
    var values: [String] { names.withLock { $0 } }
}
