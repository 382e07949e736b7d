/// What ``VoteDatabase/cast(_:source:)`` did with a batch of ballots, committed as one transaction.
public struct BallotBatch: Sendable {
    /// Each ballot's own outcome, in the order given: its receipt, or why it was refused (an
    /// unknown pet, a bad count, a reused id). A refused ballot changed nothing.
    public var outcomes: [Result<BallotReceipt, VoteStoreError>]
    /// The all-time standings after the whole batch, read in its transaction.
    public var standings: Standings

    package init(outcomes: [Result<BallotReceipt, VoteStoreError>], standings: Standings) {
        (self.outcomes, self.standings) = (outcomes, standings)
    }
}
