import Foundation
import TestSupport
import Testing

/// The proofs that no vote is lost or invented, whatever happens to the process, the disk or
/// the input.
///
/// Serialized: the process-level experiments measure their own kill moments and spawn many
/// `votectl` processes, so they must not compete with each other for the machine's cores. On
/// threads of their own: they block, and must not hold up the rest of the run's tasks meanwhile.
@Suite(.serialized, .onOwnThreads) enum Reliability {}

extension Reliability {
    @Suite("The suite's own threads")
    struct OwnThreadTests {
        @Test("A reliability test runs on a thread of its own, not on the cooperative pool")
        func runsOnOwnThread() {
            #expect(OwnThreadExecutor.blocking.isCurrent)
        }
    }
}
