/// The pets with their totals as read right after a batch's write committed, kept for the next
/// batch: the read that proves one batch's commit is then the next one's first statement, and a
/// batch costs no more round trips than it did before its commit had to be proven
/// (``PostgresPooledStore``'s `confirmCommit(on:)`).
///
/// A batch takes it only while it is fresh, and only if nothing has read the standings since: a
/// server may have published a reread newer than it, and a batch's standings must never be older
/// than what the board already shows. A batch that finds a pet missing from it (added or renamed
/// by another host since) reads again before it refuses a vote.
struct TallyReadAhead: Sendable {
    /// One pet with its total.
    struct Row: Sendable {
        let petID: Int64
        let name: String
        let votes: Int
    }

    let rows: [Row]
    let readAt: ContinuousClock.Instant

    /// How long a read stays fresh: under load the next batch follows within milliseconds; a
    /// writer idle for longer reads again.
    static let freshness: Duration = .milliseconds(100)

    /// Whether a batch beginning at `now` may take it.
    func isFresh(at now: ContinuousClock.Instant) -> Bool {
        now - readAt < Self.freshness
    }
}
