/// A batch's outcomes once its held rows are written (``BallotLookups/settle(_:storedElsewhere:)``),
/// and the receipts to write over those some of its stored ballots were written with.
package struct SettledBallots {
    /// A stored ballot's receipt as a serial execution gives it.
    package struct Rewrite: Equatable {
        package var id: String
        package var receipt: ExportedVote.Receipt

        package init(id: String, receipt: ExportedVote.Receipt) {
            (self.id, self.receipt) = (id, receipt)
        }
    }

    package var batch: BallotBatch
    /// Receipts drafted before another transaction's ballots were known to come first, counted
    /// again; empty when no ballot id of the batch was stored elsewhere.
    package var rewrittenReceipts: [Rewrite]
}
