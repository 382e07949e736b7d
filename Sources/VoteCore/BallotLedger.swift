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
    /// ``currentTallies()`` read with the batch's ballots added, and any ballots another
    /// transaction stored first (``settle(_:storedElsewhere:)``), whose pets may be newer than the read.
    func standings(after tallies: [Int64: Int]) throws(VoteStoreError) -> Standings
}

/// ``BallotLookups`` that also write what they hold, on the calling thread, as the only writer:
/// no other transaction can store one of the batch's ballot ids while it runs.
package protocol BallotLedger: BallotLookups {
    /// Writes what ``insertBallot(_:)`` held.
    func storeHeldBallots() throws(VoteStoreError)
}

/// A batch cast but not yet written: each ballot's outcome so far, and the totals before and
/// after the batch's new votes.
package struct BallotDraft {
    let ballots: [Ballot]
    var outcomes: [Result<BallotReceipt, VoteStoreError>]
    /// ``BallotLookups/currentTallies()`` as the batch began.
    let startingTallies: [Int64: Int]
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
        try storeHeldBallots()
        return try settle(draft, storedElsewhere: []).batch
    }
}

extension BallotLookups {
    /// Nothing to fetch ahead: SQLite's lookups cost no round trip.
    package func prepare(for ballots: [Ballot]) throws(VoteStoreError) {}

    /// Casts `ballots` in order, each succeeding or failing alone, holding the new rows
    /// (``insertBallot(_:)``); receipts are those of a serial execution. Throws only what fails
    /// the whole transaction.
    package func draftBallots(_ ballots: [Ballot], source: String) throws(VoteStoreError) -> BallotDraft {
        let startingTallies = try currentTallies()
        var tallies = startingTallies
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
        return BallotDraft(ballots: ballots, outcomes: outcomes, startingTallies: startingTallies, tallies: tallies)
    }

    /// The batch's outcomes once its held rows are written, `storedElsewhere` being the ids
    /// among them another transaction stored first: a ballot id another connection stored while
    /// this batch ran (a retry sent to another server before the first attempt's answer) is
    /// answered as that ballot's replay, or refused as reused when it was stored for another pet
    /// or count, and so is every copy of it in the batch, each judged against the stored ballot.
    ///
    /// Receipts count the totals the batch began with, the ballots stored elsewhere first (they
    /// committed before the batch's write), then the batch's own. (Other ballots of the
    /// transaction that stored them are not known here, as no commit made after the batch's read
    /// is.) Every receipt is counted again so; those of the batch's stored ballots (those with an
    /// id) that change are returned, to be written over the ones the held rows were written with.
    package func settle(_ draft: BallotDraft, storedElsewhere: Set<ExactBallotID>) throws(VoteStoreError)
        -> SettledBallots
    {
        guard !storedElsewhere.isEmpty else {
            let batch = BallotBatch(outcomes: draft.outcomes, standings: try standings(after: draft.tallies))
            return SettledBallots(batch: batch, rewrittenReceipts: [])
        }
        let ballots = draft.ballots
        var outcomes = draft.outcomes
        var tallies = draft.startingTallies
        var storedFirst: [ExactBallotID: Result<EarlierBallot, VoteStoreError>] = [:]
        for id in storedElsewhere {
            do throws(VoteStoreError) {
                guard let earlier = try earlierBallot(id: id.id) else { throw .invalidBallotID(id.id) }
                tallies[earlier.petID] = try VoteStoreError.sum(tallies[earlier.petID] ?? 0, earlier.count)
                storedFirst[id] = .success(earlier)
            } catch {
                storedFirst[id] = .failure(error)
            }
        }
        // The receipts of the ids this batch counted, as counted again.
        var countedHere: [ExactBallotID: ExportedVote.Receipt] = [:]
        var rewrittenReceipts: [SettledBallots.Rewrite] = []
        for index in outcomes.indices {
            let ballot = ballots[index]
            let id = ballot.id.map(ExactBallotID.init)
            if let id, let stored = storedFirst[id] {
                // Drafted against the batch's own copy of the id, or as its first: judged again.
                outcomes[index] = Result { () throws(VoteStoreError) in
                    try replay(ballot, named: try validated(ballot), id: id.id, of: try stored.get(), tallies: tallies)
                }
                continue
            }
            guard case .success(let drafted) = outcomes[index] else { continue }
            let standing: ExportedVote.Receipt
            if drafted.isReplay {
                if let id, let counted = countedHere[id] {
                    // A later copy of an id first counted in this batch: that ballot's receipt.
                    standing = counted
                } else if let id, let earlier = try? earlierBallot(id: id.id), earlier.receipt == nil {
                    // An id imported from a file: the pet's standing now, counted again.
                    standing = Self.standing(of: drafted.pet.id, in: tallies)
                } else {
                    continue  // the receipt stored before the batch
                }
            } else {
                // The draft summed this count on smaller totals; only the ballots stored elsewhere
                // can take a total past the largest, which the database's totals then hold anyway.
                tallies[drafted.pet.id] =
                    (try? VoteStoreError.sum(tallies[drafted.pet.id] ?? 0, ballot.count)) ?? .max
                standing = Self.standing(of: drafted.pet.id, in: tallies)
                if let id {
                    countedHere[id] = standing
                    if standing != drafted.standing {
                        rewrittenReceipts.append(SettledBallots.Rewrite(id: id.id, receipt: standing))
                    }
                }
            }
            outcomes[index] = .success(
                BallotReceipt(pet: drafted.pet, standing: standing, isReplay: drafted.isReplay)
            )
        }
        let batch = BallotBatch(outcomes: outcomes, standings: try standings(after: tallies))
        return SettledBallots(batch: batch, rewrittenReceipts: rewrittenReceipts)
    }

    /// The answer to `ballot`, naming `petName`, whose id `id` is stored already as `earlier`:
    /// its replay for the pet so named. A retry of a ballot counted before its pet was renamed
    /// names the pet as it was: the id says it is that ballot, answered as counted, for the pet
    /// as it is now.
    private func replay(
        _ ballot: Ballot,
        named petName: PetName,
        id: String,
        of earlier: EarlierBallot,
        tallies: [Int64: Int]
    ) throws(VoteStoreError) -> BallotReceipt {
        let pet: Pet
        do throws(VoteStoreError) {
            pet = try existingPet(petName)
        } catch {
            guard case .unknownPet = error else { throw error }
            pet = Pet(id: earlier.petID, name: earlier.petName)
        }
        return try replay(ballot, id: id, of: earlier, for: pet, tallies: tallies)
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
        return BallotReceipt(pet: pet, standing: standing, isReplay: true)
    }

    /// The name `ballot` gives its pet, once its count, name and id are valid.
    private func validated(_ ballot: Ballot) throws(VoteStoreError) -> PetName {
        try VoteStoreError.check(count: ballot.count)
        let petName = try PetName(validating: ballot.pet)
        if let id = ballot.id, !Ballot.isValidID(id) { throw .invalidBallotID(id) }
        return petName
    }

    private func cast(
        _ ballot: Ballot,
        source: String,
        tallies: inout [Int64: Int]
    ) throws(VoteStoreError) -> BallotReceipt {
        let petName = try validated(ballot)
        if let id = ballot.id, let earlier = try earlierBallot(id: id) {
            return try replay(ballot, named: petName, id: id, of: earlier, tallies: tallies)
        }
        let pet = try existingPet(petName)
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
        return BallotReceipt(pet: pet, standing: standing, isReplay: false)
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
