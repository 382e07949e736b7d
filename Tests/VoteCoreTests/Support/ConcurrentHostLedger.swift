import VoteCore

/// A ledger in memory beside another host: ballots the other host stores while a batch runs
/// (``storedMeanwhile``) are found stored when the batch writes, as PostgreSQL's unique ballot
/// ids have it, and its write skips them.
final class ConcurrentHostLedger: BallotLedger {
    let pets: [Pet]
    /// Every pet's total as stored.
    private(set) var tallies: [Int64: Int]
    /// The ballots the other host stores between the batch's reads and its write, by id.
    private let storedMeanwhile: [String: EarlierBallot]
    private var stored: [String: EarlierBallot] = [:]
    private var held: [BallotRow] = []

    init(pets: [Pet], storedMeanwhile: [String: EarlierBallot]) {
        self.pets = pets
        self.storedMeanwhile = storedMeanwhile
        tallies = Dictionary(uniqueKeysWithValues: pets.map { ($0.id, 0) })
    }

    /// The standings as stored.
    func storedStandings() throws -> Standings { try Standings(pets: pets, votes: tallies) }

    func currentTallies() throws(VoteStoreError) -> [Int64: Int] { tallies }

    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        guard let pet = pets.first(where: { PetName.key(ofStored: $0.name) == name.key }) else {
            throw .unknownPet(name: name.display, suggestions: [])
        }
        return pet
    }

    func earlierBallot(id: String) throws(VoteStoreError) -> EarlierBallot? {
        if let earlier = stored[id] { return earlier }
        guard let row = held.last(where: { $0.id == id }), let pet = pets.first(where: { $0.id == row.petID }) else {
            return nil
        }
        return EarlierBallot(petID: pet.id, petName: pet.name, count: row.count, receipt: row.receipt)
    }

    func insertBallot(_ ballot: BallotRow) throws(VoteStoreError) {
        held.append(ballot)
    }

    func standings(after tallies: [Int64: Int]) throws(VoteStoreError) -> Standings {
        try Standings(pets: pets, votes: tallies)
    }

    func storeHeldBallots() throws(VoteStoreError) -> Set<ExactBallotID> {
        for (id, earlier) in storedMeanwhile {
            stored[id] = earlier
            tallies[earlier.petID, default: 0] += earlier.count
        }
        var skipped: Set<ExactBallotID> = []
        for row in held {
            if let id = row.id, stored[id] != nil {
                skipped.insert(ExactBallotID(id))
                continue
            }
            tallies[row.petID, default: 0] += row.count
        }
        held = []
        return skipped
    }
}
