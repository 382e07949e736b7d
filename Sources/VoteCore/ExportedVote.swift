/// One vote row exactly as stored, for copying a database to another engine
/// (``VoteDatabase/exportVotes(_:)`` and ``VoteDatabase/restore(pets:votes:)``).
public struct ExportedVote: Hashable, Sendable {
    /// The receipt kept for a ballot cast with an id: the pet's total, rank and tie right after it.
    public struct Receipt: Hashable, Sendable {
        /// The pet's total after the ballot.
        public var votes: Int
        /// Its competition rank.
        public var rank: Int
        /// Whether another pet had the same total.
        public var isTied: Bool

        /// Creates a receipt.
        public init(votes: Int, rank: Int, isTied: Bool) {
            (self.votes, self.rank, self.isTied) = (votes, rank, isTied)
        }

        /// The receipt in the `receipt` table's columns as a `LEFT JOIN` reads them (`tied` is
        /// 0 or 1), or `nil` for a vote row that has none.
        package init?(votes: Int?, rank: Int?, tied: Int?) {
            guard let votes, let rank, let tied else { return nil }
            self.init(votes: votes, rank: rank, isTied: tied != 0)
        }
    }

    /// The row's id, the same on both sides of a copy.
    public var id: Int64
    /// The pet's id (``Pet/id``), the same on both sides of a copy.
    public var petID: Int64
    /// When the vote was cast, in Unix milliseconds.
    public var at: Int64
    /// How many votes the row stands for.
    public var count: Int
    /// Where the vote came from.
    public var source: String
    /// The ballot or import id that makes the row count once, if it has one.
    public var externalID: String?
    /// The ballot's receipt, for rows cast as ballots with an id.
    public var receipt: Receipt?

    /// Creates a row as stored.
    public init(
        id: Int64,
        petID: Int64,
        at: Int64,
        count: Int,
        source: String,
        externalID: String?,
        receipt: Receipt?
    ) {
        (self.id, self.petID, self.at, self.count, self.source) = (id, petID, at, count, source)
        (self.externalID, self.receipt) = (externalID, receipt)
    }
}

/// Writes the vote rows of a copy into the target database (``VoteDatabase/restore(pets:votes:)``).
public struct RestoreWriter: ~Copyable {
    private let write: (ExportedVote) throws(VoteStoreError) -> Void
    /// How many rows were written so far.
    public private(set) var rows = 0

    package init(_ write: @escaping (ExportedVote) throws(VoteStoreError) -> Void) {
        self.write = write
    }

    /// Writes one vote row as it is.
    public mutating func add(_ vote: ExportedVote) throws(VoteStoreError) {
        try write(vote)
        rows += 1
    }
}

@available(*, unavailable)
extension RestoreWriter: Sendable {}
