import VoteCore

/// A batch of ballots on PostgreSQL, between its reads and its write: what ``BallotLookups``
/// looks up, fetched before the batch is drafted, and the new rows held for one statement.
///
/// A batch costs a fixed number of round trips, not a few per ballot, whichever connection runs
/// it (``PostgresVoteStore``'s blocking one, or ``PostgresPooledStore``'s pool): the writer slot
/// with the pets and their totals (``PostgresStatements/claimSlotAndReadTallies``, or
/// ``PostgresStatements/readTallies`` for a statement that takes its slot itself) and the
/// batch's earlier ballot ids (``PostgresStatements/earlierBallots``) are read first, and the new
/// vote rows, receipts and tallies are written by one statement (``InsertBallots``,
/// ``InsertBallotsInFreeSlot``). Until then a ballot id cast earlier in the batch is found among
/// the held rows.
final class PostgresBallots: BallotLookups {
    private var allPets: [Pet] = []
    private var petsByKey: [String: Pet] = [:]
    private var petsBySpelling: [String: Pet] = [:]
    private var tallies: [Int64: Int] = [:]
    /// Keyed as the database compares ids, byte for byte.
    private var earlier: [ExactBallotID: EarlierBallot] = [:]
    private var held = HeldBallots()
    /// Pets of stored ballots read after the totals, which lack them (created since), by id.
    private var petsReadLater: [Int64: String] = [:]
    /// The writer slot a statement of the batch found free, if any.
    private(set) var claimedSlot: Int?
    /// Whether a ballot named a pet the batch's totals lack.
    private(set) var missedPet = false

    /// A batch whose writer slot had to be waited for, starting again from `tallies`, read after
    /// the wait. Every slot was held, by another writer's change to the pets (a removal, say) or
    /// by votes: the totals read before the wait may name pets no longer there.
    static func afterSlotWait(tallies: some Sequence<TallyReadAhead.Row>) -> PostgresBallots {
        let batch = PostgresBallots()
        for row in tallies { batch.addTally(slot: nil, petID: row.petID, name: row.name, votes: row.votes) }
        return batch
    }

    /// One row of ``PostgresStatements/claimSlotAndReadTallies``.
    func addTally(slot: Int?, petID: Int64, name: String, votes: Int) {
        claimedSlot = slot
        tallies[petID] = votes
        allPets.append(Pet(id: petID, name: name))
    }

    /// One row of ``PostgresStatements/earlierBallots``: a stored ballot, replacing what the batch
    /// knew of its id.
    func addEarlier(id: String, petID: Int64, petName: String, count: Int, votes: Int?, rank: Int?, tied: Int?) {
        if tallies[petID] == nil { petsReadLater[petID] = petName }
        earlier[ExactBallotID(id)] = EarlierBallot(
            petID: petID,
            petName: petName,
            count: count,
            receipt: ExportedVote.Receipt(votes: votes, rank: rank, tied: tied)
        )
    }

    /// Forgets what the batch knew of `ids`, before their stored ballots are read
    /// (``addEarlier(id:petID:petName:count:votes:rank:tied:)``).
    func forget(_ ids: some Sequence<ExactBallotID>) {
        for id in ids { earlier[id] = nil }
    }

    /// Whether the held rows carry no ballot id: then nothing of them can have been stored by
    /// another transaction, and their statement may commit with it.
    var holdsNoBallotIDs: Bool { held.ids.allSatisfy(\.isEmpty) }

    /// The statement writing the held rows into `slot`, or `nil` when nothing is held; the rows
    /// are no longer held afterwards.
    func takeInsert(slot: Int) -> InsertBallots? {
        guard let source = held.source else { return nil }
        defer { held = HeldBallots() }
        return InsertBallots(
            petIDs: held.petIDs,
            ats: held.ats,
            counts: held.counts,
            source: source,
            ids: held.ids,
            receiptVotes: held.receiptVotes,
            ranks: held.ranks,
            tied: held.tied,
            slot: slot
        )
    }

    // MARK: BallotLookups

    func currentTallies() throws(VoteStoreError) -> [Int64: Int] { tallies }

    func prepare(for ballots: [Ballot]) throws(VoteStoreError) {
        // Keyed as stored: a name another program wrote, which no pet may now be given, must not
        // fail every ballot of the batch.
        // By its spelling, and by its key: two pets stored before keys folded spacing may share a
        // key, which then finds the one spelled as keys are now, as a look-up by key does.
        for pet in allPets {
            let spelled = PetName.spelledKey(ofStored: pet.name)
            let key = PetName.singleSpaced(spelled)
            if petsBySpelling[spelled] == nil { petsBySpelling[spelled] = pet }
            if petsByKey[key] == nil || spelled == key { petsByKey[key] = pet }
        }
    }

    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        if let pet = petsBySpelling[name.spelledKey] ?? petsByKey[name.key]
            ?? PetName.pet(shownWithKey: name.key, among: allPets)
        {
            return pet
        }
        missedPet = true
        throw .unknownPet(name: name.display, suggestions: NameSuggestions.closest(to: name.key, among: allPets))
    }

    func earlierBallot(id: String) throws(VoteStoreError) -> EarlierBallot? {
        earlier[ExactBallotID(id)]
    }

    func insertBallot(_ ballot: BallotRow) throws(VoteStoreError) {
        held.append(ballot)
        if let id = ballot.id, let pet = allPets.first(where: { $0.id == ballot.petID }) {
            earlier[ExactBallotID(id)] = EarlierBallot(
                petID: ballot.petID,
                petName: pet.name,
                count: ballot.count,
                receipt: ballot.receipt
            )
        }
    }

    /// Ranked from `tallies`, what the receipts counted (the totals the batch began with, its own
    /// ballots, and any ballot another host stored first for one of its ids), sparing a round
    /// trip and a sum of every slot. (Commits other hosts made meanwhile are announced, and the
    /// server reads the standings again then.) A pet created since the totals were read is among
    /// them when `tallies` counts a ballot another host stored for it.
    func standings(after tallies: [Int64: Int]) throws(VoteStoreError) -> Standings {
        let created = petsReadLater.compactMap { id, name in tallies[id] == nil ? nil : Pet(id: id, name: name) }
        return try Standings(pets: allPets + created, votes: tallies)
    }
}

/// A batch's new ballots, as the arrays ``InsertBallots`` sends.
private struct HeldBallots {
    var petIDs: [Int64] = []
    var ats: [Int64] = []
    var counts: [Int64] = []
    /// "" for a ballot without an id (ids are never empty).
    var ids: [String] = []
    var receiptVotes: [Int64] = []
    var ranks: [Int64] = []
    var tied: [Int64] = []
    /// The batch's source, once a ballot is held.
    var source: String?

    mutating func append(_ ballot: BallotRow) {
        petIDs.append(ballot.petID)
        ats.append(ballot.at)
        counts.append(Int64(ballot.count))
        ids.append(ballot.id ?? "")
        receiptVotes.append(Int64(ballot.receipt.votes))
        ranks.append(Int64(ballot.receipt.rank))
        tied.append(ballot.receipt.isTied ? 1 : 0)
        source = ballot.source
    }
}
