import Dispatch
import Foundation
import Synchronization
import TestSupport

/// A request sent from a thread of its own, whose answer the test takes once it has done what
/// must happen while the request waits.
final class AnswerUnderWay: Sendable {
    private let answer = Mutex<HTTPExchange?>(nil)
    private let isOver = Atomic(false)
    private let ended = DispatchSemaphore(value: 0)

    /// Starts `exchange` on a new thread.
    init(_ exchange: @escaping @Sendable () throws -> HTTPExchange) {
        Thread { [self] in
            let received = try? exchange()
            answer.withLock { $0 = received }
            isOver.store(true, ordering: .releasing)
            ended.signal()
        }
        .start()
    }

    /// Whether the exchange has ended, answered or not.
    var hasEnded: Bool { isOver.load(ordering: .acquiring) }

    /// The answer, once the exchange has ended within `timeout`; `nil` when it has not, or ended
    /// without one.
    func answer(within timeout: Duration) -> HTTPExchange? {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        guard ended.wait(timeout: .now() + seconds) == .success else { return nil }
        ended.signal()
        return answer.withLock { $0 }
    }
}
