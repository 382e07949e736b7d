import VoteCore
import VoteStore

@testable import VoteBoard

extension BoardModel {
    /// The board of a fresh in-memory store holding exactly `votes`' pets, in that order, with
    /// their votes.
    static func with(votes: [(pet: String, count: Int)]) throws -> BoardModel {
        let store = try SQLiteVoteStore(path: ":memory:")
        for pet in try store.pets() { try store.removePet(named: pet.name, force: true) }
        for (pet, count) in votes {
            try store.addPet(named: pet)
            if count > 0 { try store.vote(for: pet, count: count) }
        }
        return BoardModel(try store.standings())
    }
}
