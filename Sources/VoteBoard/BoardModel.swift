public import VoteCore

/// The standings as the board shows them: rows in rank order and pets in creation order.
public struct BoardModel: Hashable, Sendable {
    /// One pet's line on the leaderboard.
    public struct Row: Hashable, Sendable {
        /// The pet's name, as it may be printed (``PetName/displayed(_:)``): a name another
        /// program wrote with control characters or line breaks shows them escaped, on every board.
        public var pet: String
        /// The pet's votes in the window.
        public var votes: Int
        /// The pet's competition rank (1, 2, 2, 4).
        public var rank: Int
        /// Whether another pet has the same rank.
        public var isTied: Bool
        /// The pet's share of all votes, 0...1.
        public var share: Double
        /// The pet's position in creation order (its `id` order).
        public var creationIndex: Int
    }

    /// Rank order, ties in creation order.
    public var rows: [Row]
    /// All votes in the window.
    public var totalVotes: Int
    /// Whether every pet has the same rank.
    public var isAllWayTie: Bool

    /// The rows in the order the pets were created: the order of the podium's avatars and the buttons.
    public var rowsInCreationOrder: [Row] { rows.sorted { $0.creationIndex < $1.creationIndex } }

    /// The highest vote count (scales the bars).
    public var leaderVotes: Int { rows.map(\.votes).max() ?? 0 }

    /// The board of `standings`.
    public init(_ standings: Standings) {
        let creationOrder = standings.entries.map(\.pet.id).sorted()
        let indexByID = Dictionary(uniqueKeysWithValues: creationOrder.enumerated().map { ($1, $0) })
        rows = standings.entries.map { entry in
            Row(
                pet: PetName.displayed(entry.pet.name),
                votes: entry.votes,
                rank: entry.rank,
                isTied: entry.isTied,
                share: entry.share,
                creationIndex: indexByID[entry.pet.id] ?? 0
            )
        }
        totalVotes = standings.totalVotes
        isAllWayTie = standings.isAllWayTie
    }

    /// "2=" for a tied rank, "1" otherwise.
    public static func rankLabel(_ row: Row) -> String {
        row.isTied ? "\(row.rank)\(tieMark)" : "\(row.rank)"
    }

    /// A share as the board prints it: "40.7%", rounded to a tenth of a percent.
    public static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// What follows a tied rank.
    public static let tieMark = "="
}
