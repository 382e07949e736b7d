import TestSupport
import Testing

/// The harness's rule that no test blocks a thread other tests' tasks need.
@Suite("Blocking waits in the test harness")
struct CooperativePoolGuardTests {
    @Test("a blocking wait in a task on the cooperative pool, or on the in-process servers' threads, is reported")
    func aWaitOnASharedThreadIsReported() async {
        withKnownIssue("a blocking poll on the pool") {
            _ = poll(for: .zero) { true }
        }
        await withTaskExecutorPreference(OwnThreadExecutor.responsive) {
            withKnownIssue("a blocking poll on the in-process servers' threads") {
                _ = poll(for: .zero) { true }
            }
        }
    }

    @Test("a blocking wait on the blocking tests' threads, or on a thread of its own, is not")
    func aWaitOnItsOwnThreadIsNot() async throws {
        await withTaskExecutorPreference(OwnThreadExecutor.blocking) {
            _ = poll(for: .zero) { true }
        }
        _ = try await blocking { poll(for: .zero) { true } }
    }
}
