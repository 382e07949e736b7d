import Foundation

/// The open import transaction handed to ``VoteStore/withImport(options:_:)``'s body.
///
/// Each ``add(_:)`` writes one vote (memory stays flat however many follow); votes with an
/// external id are held in a temporary table and written, sorted by id, when the body returns,
/// so duplicates are known then: ``summary`` counts them after the import. The tallies are
/// brought up to date at the end too, and everything commits or rolls back together. The value
/// cannot be copied out of the body.
///
/// Errors about one vote (``VoteStoreError/unknownPet(name:suggestions:)``,
/// ``VoteStoreError/invalidPetName(name:reason:)``, ``VoteStoreError/invalidCount(_:)``)
/// write nothing, so a parser may catch them, report the line and go on. Any other error (disk
/// full, I/O) poisons the import: later adds throw it again and the whole import rolls back.
public struct VoteImport: ~Copyable {
    /// What the import has done so far.
    public private(set) var summary = ImportSummary()

    // The per-row state lives in this struct, not in a class, so the hot path needs no dynamic
    // exclusivity checks. Pets are resolved once per distinct spelling, then addressed by slot;
    // memory grows with pets and spellings, never with votes.
    private let session: ImportSession
    private var slotsByName: [String: Int] = [:]
    private var slotsByPetID: [Int64: Int] = [:]
    private var petIDs: [Int64] = []
    /// Votes added per slot, owed to the tallies until ``finish()``.
    private var pendingVotes: [Int] = []
    /// Votes added per pet and hour, owed to the hourly tally; written out whenever it holds
    /// ``pendingHoursLimit`` buckets (and at ``finish()``), so its memory stays bounded too.
    private var pendingHours: [HourBucket: Int] = [:]
    /// Enough buckets for four years of hourly votes for one pet between two writes.
    private static let pendingHoursLimit = 32_768
    /// The first failure that was not about a single vote; it ends the import.
    private var failure: VoteStoreError?

    init(session: ImportSession) {
        self.session = session
    }

    /// Adds one vote row standing for `vote.count` votes.
    ///
    /// A vote whose ``BulkVote/externalID`` was imported before, in this import or an earlier
    /// one, is skipped when the import finishes and counted in ``ImportSummary/duplicates``; the
    /// first of the ids repeated within one import is the one kept.
    ///
    /// - Throws: ``VoteStoreError/unknownPet(name:suggestions:)`` (unless
    ///   ``ImportOptions/createPets``), ``VoteStoreError/invalidPetName(name:reason:)``,
    ///   ``VoteStoreError/invalidCount(_:)``, or a store failure that ends the import.
    public mutating func add(_ vote: BulkVote) throws(VoteStoreError) {
        if let failure { throw failure }
        guard (1...VoteStoreError.maximumCount).contains(vote.count) else {
            throw .invalidCount(vote.count)
        }
        let slot = try slot(for: vote.pet)
        let at = vote.date.map(VoteStore.milliseconds(since1970:)) ?? session.startedAt
        do {
            if let externalID = vote.externalID, !externalID.isEmpty {
                try session.stage(petID: petIDs[slot], at: at, count: vote.count, externalID: externalID)
            } else {
                try session.insert(petID: petIDs[slot], at: at, count: vote.count)
                try count(vote.count, at: at, slot: slot)
            }
        } catch {
            throw poison(error)
        }
        summary.rows += 1
    }

    /// Owes `votes` written at `at` for the pet in `slot` to the tallies.
    private mutating func count(_ votes: Int, at: Int64, slot: Int) throws(VoteStoreError) {
        pendingVotes[slot] += votes
        pendingHours[HourBucket(hour: HourlyWindow.hourStart(at), slot: slot), default: 0] += votes
        summary.imported += votes
        if pendingHours.count >= Self.pendingHoursLimit {
            try writePendingHours()
        }
    }

    /// Adds the imported votes to the pets' tallies: the last write before commit.
    mutating func finish() throws(VoteStoreError) {
        if let failure { throw failure }
        var countingFailure: VoteStoreError?
        summary.duplicates += try session.insertStagedBallots { petID, at, votes in
            // Every held vote's pet has a slot: it was resolved when the vote was added.
            guard countingFailure == nil, let slot = slotsByPetID[petID] else { return }
            do throws(VoteStoreError) {
                try count(votes, at: at, slot: slot)
            } catch {
                countingFailure = error
            }
        }
        if let countingFailure { throw countingFailure }
        try writePendingHours()
        try session.addToTallies(zip(petIDs, pendingVotes))
    }

    /// Adds the pending hourly votes to the hourly tally and forgets them.
    private mutating func writePendingHours() throws(VoteStoreError) {
        let petIDs = petIDs
        try session.addToHourlyTallies(pendingHours.lazy.map { ($0.key.hour, petIDs[$0.key.slot], $0.value) })
        pendingHours.removeAll(keepingCapacity: true)
    }

    /// The slot of the pet named `name`, resolving (or creating) the pet on first sight.
    private mutating func slot(for name: String) throws(VoteStoreError) -> Int {
        if let slot = slotsByName[name] { return slot }
        let pet: Pet
        do {
            let resolved = try session.resolvePet(named: name)
            pet = resolved.pet
            if resolved.isNew { summary.createdPets.append(pet.name) }
        } catch {
            throw error.isAboutOneVote ? error : poison(error)
        }
        let slot: Int
        if let known = slotsByPetID[pet.id] {
            slot = known
        } else {
            slot = petIDs.count
            petIDs.append(pet.id)
            pendingVotes.append(0)
            slotsByPetID[pet.id] = slot
        }
        slotsByName[name] = slot
        return slot
    }

    private mutating func poison(_ error: VoteStoreError) -> VoteStoreError {
        failure = failure ?? error
        return error
    }
}

extension VoteStoreError {
    /// Errors that reject one vote and leave the import able to go on.
    fileprivate var isAboutOneVote: Bool {
        switch self {
        case .unknownPet, .invalidPetName, .invalidCount, .duplicatePet: true
        default: false
        }
    }
}

@available(*, unavailable)
extension VoteImport: Sendable {}

/// One pet's votes in one hour of an import, the key of ``VoteImport``'s pending hourly votes.
private struct HourBucket: Hashable {
    var hour: Int64
    var slot: Int
}
