import Testing

@testable import VotePostgres

/// When a pooled store announces its commits: never before a commit, never two within the
/// interval, and never a commit left unannounced.
struct AnnouncementPacingTests {
    private let start = ContinuousClock.now

    /// What the pacing decides for a commit sent at `sent` that returns at `returned`: announced
    /// with its `COMMIT`, or after a delay, or (neither) covered by an announcement already due.
    private func commit(
        _ pacing: inout AnnouncementPacing,
        sent: Int,
        returned: Int
    ) -> (withCommit: Bool, delay: Duration?) {
        let withCommit = pacing.announcesWithCommit(now: start + .milliseconds(sent))
        let delay = withCommit ? nil : pacing.delayAfterCommit(now: start + .milliseconds(returned))
        return (withCommit, delay)
    }

    @Test("the first commit, and one after a quiet interval, is announced with its COMMIT")
    func quietCommits() {
        var pacing = AnnouncementPacing(interval: .milliseconds(10))
        for sent in [0, 10, 25] {
            let decision = commit(&pacing, sent: sent, returned: sent + 1)
            #expect(decision.withCommit, "the commit sent at \(sent) ms")
        }
    }

    @Test("a commit within the interval is announced once the interval is over, with those after it")
    func busyCommits() {
        var pacing = AnnouncementPacing(interval: .milliseconds(10))
        #expect(commit(&pacing, sent: 0, returned: 2).withCommit)
        let second = commit(&pacing, sent: 3, returned: 4)
        #expect(!second.withCommit)
        #expect(second.delay == .milliseconds(6))
        // Covered by the announcement already due, which is sent after they returned.
        for sent in [5, 12] {
            let covered = commit(&pacing, sent: sent, returned: sent + 1)
            #expect(!covered.withCommit && covered.delay == nil, "the commit sent at \(sent) ms")
        }
        pacing.sendingDue(now: start + .milliseconds(14))
        // A commit returning after the due one was sent needs one more, an interval later.
        let after = commit(&pacing, sent: 15, returned: 16)
        #expect(!after.withCommit)
        #expect(after.delay == .milliseconds(8))
    }

    @Test("a commit that returns past the interval, not announced with its COMMIT, is announced at once")
    func slowCommit() {
        var pacing = AnnouncementPacing(interval: .milliseconds(10))
        #expect(commit(&pacing, sent: 0, returned: 1).withCommit)
        let slow = commit(&pacing, sent: 1, returned: 50)
        #expect(!slow.withCommit)
        #expect(slow.delay == .zero)
    }
}
