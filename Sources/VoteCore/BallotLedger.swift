/// What casting a batch of ballots needs from an engine, inside its open write transaction:
/// its lookups, and a place to hold the new rows.
///
/// ``draftBallots(_:source:)`` and ``settle(_:storedElsewhere:)`` are the one copy of the rules
/// (validation, replays, receipts, ranks) that every engine follows. A synchronous engine writes
/// between the two through ``BallotLedger``; an asynchronous one awaits its own write there.
package protocol BallotLookups {
    /// Every pet's total now, by pet id.
    func currentTallies() throws(VoteStoreError) -> [Int64: Int]
    /// Called once before the batch's first ballot, so an engine can fetch what the batch will
    /// look up (pets, earlier ballot ids) in one round trip instead of one per ballot.
    func prepare(for ballots: [Ballot]) throws(VoteStoreError)
    /// The pet with this name, or ``VoteStoreError/unknownPet(name:suggestions:)``.
    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet
    /// The vote row holding ballot id `id`, if any, with its receipt when it was cast as a ballot.
    func earlierBallot(id: String) throws(VoteStoreError) -> EarlierBallot?
    /// Writes one ballot's vote row and, for a ballot with an id, its receipt, or holds them;
    /// its votes may be held for the tallies. What is held is written before the batch settles.
    func insertBallot(_ ballot: BallotRow) throws(VoteStoreError)
    /// The all-time standings at the end of the batch, given `tallies`: the totals
    /// ``currentTallies()`` read with the batch's ballots added.
    func standings(after tallies: [Int64: Int]) throws(VoteStoreError) -> Standings
}

/// ``BallotLookups`` that also write what they hold, on the calling thread.
package protocol BallotLedger: BallotLookups {
    /// Writes what ``insertBallot(_:)`` held, and returns
    /// the ids among them that another transaction stored first (it committed while this one
    /// ran, on another connection): those are not written, and ``earlierBallot(id:)`` finds them.
    func storeHeldBallots() throws(VoteStoreError) -> Set<ExactBallotID>
}

/// A batch cast but not yet written: each ballot's outcome so far, and the totals with the
/// batch's new votes added.
package struct BallotDraft {
    let ballots: [Ballot]
    var outcomes: [Result<BallotReceipt, VoteStoreError>]
    var tallies: [Int64: Int]
}

/// A ballot id found stored: the pet and count it was cast with, and its receipt.
package struct EarlierBallot {
    package var petID: Int64
    package var petName: String
    package var count: Int
    package var receipt: ExportedVote.Receipt?

    package init(petID: Int64, petName: String, count: Int, receipt: ExportedVote.Receipt?) {
        (self.petID, self.petName, self.count, self.receipt) = (petID, petName, count, receipt)
    }
}

extension BallotLedger {
    /// Casts `ballots` in order, each succeeding or failing alone; receipts are those of a serial
    /// execution. Throws only what fails the whole transaction.
    package func castBallots(_ ballots: [Ballot], source: String) throws(VoteStoreError) -> BallotBatch {
        let draft = try draftBallots(ballots, source: source)
        return try settle(draft, storedElsewhere: try storeHeldBallots())
    }
}

extension BallotLookups {
    /// Nothing to fetch ahead: SQLite's lookups cost no round trip.
    package func prepare(for ballots: [Ballot]) throws(VoteStoreError) {}

    /// Casts `ballots` in order, each succeeding or failing alone, holding the new rows
    /// (``insertBallot(_:)``); receipts are those of a serial execution. Throws only what fails
    /// the whole transaction.
    package func draftBallots(_ ballots: [Ballot], source: String) throws(VoteStoreError) -> BallotDraft {
        var tallies = try currentTallies()
        try prepare(for: ballots)
        var outcomes: [Result<BallotReceipt, VoteStoreError>] = []
        outcomes.reserveCapacity(ballots.count)
        for ballot in ballots {
            do throws(VoteStoreError) {
                outcomes.append(.success(try cast(ballot, source: source, tallies: &tallies)))
            } catch {
                switch error {
                case .unknownPet, .invalidPetName, .invalidCount, .invalidBallotID, .ballotReused:
                    outcomes.append(.failure(error))
                default:
                    throw error  // the transaction itself failed: nothing of the batch stays
                }
            }
        }
        return BallotDraft(ballots: ballots, outcomes: outcomes, tallies: tallies)
    }

    /// The batch's outcomes once its held rows are written, `storedElsewhere` being the ids
    /// among them another transaction stored first: a ballot id another connection stored while
    /// this batch ran (a retry sent to another server before the first attempt's answer) is
    /// answered as that ballot's replay, or refused as reused when it was stored for another pet
    /// or count, and so is every later copy of it in the batch.
    ///
    /// The batch's standings count such a ballot as it was stored, not as drafted. The receipts
    /// of the batch's later ballots were written with it as drafted, and stay as answered.
    package func settle(_ draft: BallotDraft, storedElsewhere: Set<ExactBallotID>) throws(VoteStoreError) -> BallotBatch
    {
        let ballots = draft.ballots
        var (outcomes, tallies) = (draft.outcomes, draft.tallies)
        for index in outcomes.indices where !storedElsewhere.isEmpty {
            guard let id = ballots[index].id, storedElsewhere.contains(ExactBallotID(id)),
                case .success(let counted) = outcomes[index]
            else { continue }
            // The first copy of the id was drafted as counted, the others as its replays: only
            // the first one's votes are in the totals.
            let drafted = counted.isReplay ? 0 : ballots[index].count
            do throws(VoteStoreError) {
                guard let earlier = try earlierBallot(id: id) else {
                    tallies[counted.pet.id, default: 0] -= drafted
                    throw .invalidBallotID(id)
                }
                if drafted > 0, earlier.petID != counted.pet.id || earlier.count != drafted {
                    let stored = try VoteStoreError.sum(tallies[earlier.petID] ?? 0, earlier.count)
                    tallies[counted.pet.id, default: 0] -= drafted
                    tallies[earlier.petID] = stored
                }
                outcomes[index] = .success(
                    try replay(ballots[index], id: id, of: earlier, for: counted.pet, tallies: tallies)
                )
            } catch {
                outcomes[index] = .failure(error)
            }
        }
        return BallotBatch(outcomes: outcomes, standings: try standings(after: tallies))
    }

    /// The answer to `ballot` for `pet`, whose id `id` is stored already as `earlier`: the stored
    /// ballot's receipt, or ``VoteStoreError/ballotReused(id:pet:count:)`` when it was for another
    /// pet or count.
    private func replay(
        _ ballot: Ballot,
        id: String,
        of earlier: EarlierBallot,
        for pet: Pet,
        tallies: [Int64: Int]
    ) throws(VoteStoreError) -> BallotReceipt {
        guard earlier.petID == pet.id, earlier.count == ballot.count else {
            throw .ballotReused(id: id, pet: earlier.petName, count: earlier.count)
        }
        // An id imported from a file has no receipt: answer with the pet's current standing.
        let standing = earlier.receipt ?? Self.standing(of: pet.id, in: tallies)
        return BallotReceipt(
            pet: pet,
            votes: standing.votes,
            rank: standing.rank,
            isTied: standing.isTied,
            isReplay: true
        )
    }

    private func cast(
        _ ballot: Ballot,
        source: String,
        tallies: inout [Int64: Int]
    ) throws(VoteStoreError) -> BallotReceipt {
        try VoteStoreError.check(count: ballot.count)
        let petName = try PetName(validating: ballot.pet)
        if let id = ballot.id, !Ballot.isValidID(id) { throw .invalidBallotID(id) }
        let pet: Pet
        do throws(VoteStoreError) {
            pet = try existingPet(petName)
        } catch {
            // A retry of a ballot counted before its pet was renamed names the pet as it was:
            // the id says it is that ballot, answered as counted, for the pet as it is now.
            guard case .unknownPet = error, let id = ballot.id, let earlier = try earlierBallot(id: id) else {
                throw error
            }
            let renamed = Pet(id: earlier.petID, name: earlier.petName)
            return try replay(ballot, id: id, of: earlier, for: renamed, tallies: tallies)
        }
        if let id = ballot.id, let earlier = try earlierBallot(id: id) {
            return try replay(ballot, id: id, of: earlier, for: pet, tallies: tallies)
        }
        tallies[pet.id] = try VoteStoreError.sum(tallies[pet.id] ?? 0, ballot.count)
        let standing = Self.standing(of: pet.id, in: tallies)
        try insertBallot(
            BallotRow(
                petID: pet.id,
                at: VoteTime.milliseconds(since1970: ballot.date),
                count: ballot.count,
                source: source,
                id: ballot.id,
                receipt: standing
            )
        )
        return BallotReceipt(
            pet: pet,
            votes: standing.votes,
            rank: standing.rank,
            isTied: standing.isTied,
            isReplay: false
        )
    }

    /// A pet's standing among `tallies`: competition rank, and whether another pet has its total.
    private static func standing(of petID: Int64, in tallies: [Int64: Int]) -> ExportedVote.Receipt {
        let votes = tallies[petID] ?? 0
        var ahead = 0
        var equal = 0
        for other in tallies.values {
            if other > votes { ahead += 1 } else if other == votes { equal += 1 }
        }
        return ExportedVote.Receipt(votes: votes, rank: 1 + ahead, isTied: equal > 1)
    }
}
