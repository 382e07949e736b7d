import Synchronization
import TestSupport
import Testing

@testable import VotePostgres

/// Permits go to waiters in arrival order, a waiter gives up after its wait, and one that gave up
/// takes nothing from those behind it.
struct ConnectionPermitsTests {
    @Test func permitsGoInArrivalOrderAndExpiredWaitersAreSkipped() async throws {
        let permits = ConnectionPermits(count: 1)
        #expect(await permits.acquire(waitingAtMost: .seconds(60)))
        let order = Recorder()
        var waiters: [Task<Bool, Never>] = []
        for name in ["first", "second", "third"] {
            let expected = waiters.count + 1
            waiters.append(
                Task {
                    let granted = await permits.acquire(waitingAtMost: .seconds(60))
                    order.append(name)
                    return granted
                }
            )
            try #require(await poll(for: .seconds(10)) { permits.waiting == expected } != nil)
            if name == "first" {
                // One that gives up between them leaves only its place behind.
                #expect(await permits.acquire(waitingAtMost: .milliseconds(1)) == false)
            }
        }
        for index in waiters.indices {
            permits.release()
            #expect(await waiters[index].value)
            #expect(order.values.count == index + 1)
        }
        #expect(order.values == ["first", "second", "third"])
        #expect(permits.waiting == 0)
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
        #expect(permits.waiting == 0)
        permits.release()
        #expect(await permits.acquire(waitingAtMost: .zero))
    }
}

/// Names appended from several tasks, in the order they came.
private final class Recorder: Sendable {
    private let names = Mutex<[String]>([])
    func append(_ name: String) { names.withLock { $0.append(name) } }
    var values: [String] { names.withLock { $0 } }
}
