import VoteStore

/// The standings as the board shows them: rows in rank order and pets in creation order.
struct BoardModel: Hashable, Sendable {
    /// One pet's line on the leaderboard.
    struct Row: Hashable, Sendable {
        var pet: String
        var votes: Int
        var rank: Int
        var isTied: Bool
        /// The pet's share of all votes, 0...1.
        var share: Double
        /// The pet's position in creation order (its `id` order).
        var creationIndex: Int
    }

    /// Rank order, ties in creation order.
    var rows: [Row]
    var totalVotes: Int
    var isAllWayTie: Bool

    /// The rows in the order the pets were created: the order of the podium's avatars and the buttons.
    var rowsInCreationOrder: [Row] { rows.sorted { $0.creationIndex < $1.creationIndex } }

    /// The highest vote count (scales the bars).
    var leaderVotes: Int { rows.map(\.votes).max() ?? 0 }

    init(_ standings: Standings) {
        let creationOrder = standings.entries.map(\.pet.id).sorted()
        let indexByID = Dictionary(uniqueKeysWithValues: creationOrder.enumerated().map { ($1, $0) })
        rows = standings.entries.map { entry in
            Row(pet: entry.pet.name, votes: entry.votes, rank: entry.rank, isTied: entry.isTied,
                share: entry.share, creationIndex: indexByID[entry.pet.id] ?? 0)
        }
        totalVotes = standings.totalVotes
        isAllWayTie = standings.isAllWayTie
    }

    /// "2=" for a tied rank, "1" otherwise.
    static func rankLabel(_ row: Row) -> String {
        row.isTied ? "\(row.rank)=" : "\(row.rank)"
    }
}
