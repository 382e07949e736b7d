/// One line of the board: a pet with its votes, rank, tie flag and share.
public struct RankedPet: Hashable, Sendable {
    /// The pet.
    public let pet: Pet
    /// The pet's votes (in the standings' time window, if any).
    public let votes: Int
    /// Standard competition rank: 1 + the number of pets with strictly more votes
    /// (votes 5, 3, 3, 1 give ranks 1, 2, 2, 4).
    public let rank: Int
    /// Whether at least one other pet has the same number of votes.
    public let isTied: Bool
    /// The pet's fraction of all votes, in `0...1`; `0` when nobody has voted.
    public let share: Double

    /// Creates a ranked pet; standings are normally obtained from ``VoteDatabase/standings(since:until:)``.
    public init(pet: Pet, votes: Int, rank: Int, isTied: Bool, share: Double) {
        (self.pet, self.votes, self.rank, self.isTied, self.share) = (pet, votes, rank, isTied, share)
    }
}
