import PostgresNIO
import VoteCore

/// ``PostgresStatements/rewriteReceipts`` for the receipts a settled batch counted again
/// (``SettledBallots/rewrittenReceipts``): rarely needed, so not prepared.
struct ReceiptRewrites {
    static let sql = PostgresStatements.rewriteReceipts

    let rewrites: [SettledBallots.Rewrite]

    /// `nil` when there is nothing to rewrite.
    init?(_ rewrites: [SettledBallots.Rewrite]) {
        guard !rewrites.isEmpty else { return nil }
        self.rewrites = rewrites
    }

    var binds: [(any PostgresEncodable & Sendable)?] {
        [
            rewrites.map(\.id),
            rewrites.map { Int64($0.receipt.votes) },
            rewrites.map { Int64($0.receipt.rank) },
            rewrites.map { Int64($0.receipt.isTied ? 1 : 0) },
        ]
    }

    var query: PostgresQuery {
        get throws { PostgresQuery(unsafeSQL: Self.sql, binds: try PostgresBindings(binds)) }
    }
}
