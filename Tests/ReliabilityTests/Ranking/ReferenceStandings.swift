/// The rank rules written out plainly, as the README states them, to check SQLiteVoteStore's SQL against.
///
/// Rank is standard competition ranking: 1 + the number of pets with strictly more votes.
/// A pet is tied when another pet has the same count. Order: rank, then creation order.
struct ReferenceStandings: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        let pet: String
        let votes: Int
        let rank: Int
        let isTied: Bool
    }

    let entries: [Entry]
    let totalVotes: Int
    let isAllWayTie: Bool

    /// - Parameter tally: every pet in creation order with its votes.
    init(tally: [(pet: String, votes: Int)]) {
        var entries: [Entry] = []
        for (pet, votes) in tally {
            var better = 0
            var same = 0
            for other in tally {
                if other.votes > votes { better += 1 }
                if other.votes == votes { same += 1 }
            }
            entries.append(Entry(pet: pet, votes: votes, rank: better + 1, isTied: same > 1))
        }
        // A stable sort by rank keeps creation order among equal ranks.
        var ordered: [Entry] = []
        for rank in 1...max(1, tally.count) {
            ordered += entries.filter { $0.rank == rank }
        }
        self.entries = ordered
        totalVotes = tally.reduce(0) { $0 + $1.votes }
        isAllWayTie = tally.count >= 2 && Set(tally.map(\.votes)).count == 1
    }

    var description: String {
        entries.map { "\($0.pet)=\($0.votes)#\($0.rank)\($0.isTied ? "=" : "")" }.joined(separator: " ")
    }
}
