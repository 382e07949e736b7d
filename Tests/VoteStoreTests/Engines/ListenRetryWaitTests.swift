import Testing

@testable import VotePostgres

/// How often a store tries `LISTEN` again when it keeps failing at once (a hot standby refuses it
/// while it recovers): it was every 100 ms for ever, ten errors a second in the server's log.
struct ListenRetryWaitTests {
    @Test func quickFailuresInARowWaitLongerUpToTwoSeconds() {
        let waits = (0...8).map { PostgresPooledStore.listenRetryWait(afterQuickFailures: $0) }
        #expect(
            waits == [100, 100, 200, 400, 800, 1_600, 2_000, 2_000, 2_000].map { Duration.milliseconds($0) }
        )
    }
}
