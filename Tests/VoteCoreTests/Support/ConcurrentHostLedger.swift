import Testing
import VoteCore

/// A ledger in memory beside another host: ballots the other host stores while a batch runs
/// (``storedMeanwhile``) are found stored when the batch writes, as PostgreSQL's unique ballot
/// ids have it, and its write skips them.
final class ConcurrentHostLedger: BallotLookups {
    let pets: [Pet]
    /// Every pet's total as stored.
    private(set) var tallies: [Int64: Int]
    /// The ballots the other host stores between the batch's reads and its write, by id: stored
    /// by the next batch's write.
    private var storedMeanwhile: [String: EarlierBallot]
    /// Every stored ballot with an id, by id.
    private(set) var stored: [String: EarlierBallot] = [:]
    private var held: [BallotRow] = []

    /// A ledger of `pets` holding the ballots `storedBefore`, beside a host that stores
    /// `storedMeanwhile` while a batch runs.
    init(pets: [Pet], storedBefore: [String: EarlierBallot] = [:], storedMeanwhile: [String: EarlierBallot]) {
        self.pets = pets
        self.storedMeanwhile = storedMeanwhile
        stored = storedBefore
        tallies = Dictionary(uniqueKeysWithValues: pets.map { ($0.id, 0) })
        for earlier in storedBefore.values { tallies[earlier.petID, default: 0] += earlier.count }
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

    /// Casts `ballots` as PostgreSQL's engines do: drafted, written, settled, and the receipts
    /// counted again written over those stored.
    func cast(_ ballots: [Ballot]) throws -> SettledBallots {
        let draft = try draftBallots(ballots, source: "test")
        let settled = try settle(draft, storedElsewhere: try storeHeldBallots())
        for rewrite in settled.rewrittenReceipts {
            try #require(stored[rewrite.id] != nil, "a receipt rewritten for a ballot not stored: \(rewrite.id)")
            stored[rewrite.id]?.receipt = rewrite.receipt
        }
        return settled
    }

    /// Writes the held rows, skipping those whose id the other host stored meanwhile, and
    /// returns those ids.
    private func storeHeldBallots() throws(VoteStoreError) -> Set<ExactBallotID> {
        for (id, earlier) in storedMeanwhile {
            stored[id] = earlier
            tallies[earlier.petID, default: 0] += earlier.count
        }
        storedMeanwhile = [:]
        var skipped: Set<ExactBallotID> = []
        for row in held {
            if let id = row.id, stored[id] != nil {
                skipped.insert(ExactBallotID(id))
                continue
            }
            tallies[row.petID, default: 0] += row.count
            if let id = row.id, let pet = pets.first(where: { $0.id == row.petID }) {
                stored[id] = EarlierBallot(petID: pet.id, petName: pet.name, count: row.count, receipt: row.receipt)
            }
        }
        held = []
        return skipped
    }
}
