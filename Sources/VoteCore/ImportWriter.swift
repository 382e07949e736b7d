import Foundation

/// The open import transaction handed to ``VoteDatabase/withImport(options:_:)``'s body.
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
public struct ImportWriter: ~Copyable {
    /// What the import has done so far.
    public private(set) var summary = ImportSummary()

    // Pets are resolved once per distinct spelling, then addressed by slot; memory grows with
    // pets and spellings, never with votes.
    private let sink: any ImportSink
    private var slotsByName: [String: Int] = [:]
    private var slotsByPetID: [Int64: Int] = [:]
    private var petIDs: [Int64] = []
    /// The pets a look-up by key may miss (``PetName/mayBeMissedByKey(_:)``), read at the first pet
    /// the import would create: almost always none.
    private var petsMissedByKey: [Pet]?
    /// The first failure that was not about a single vote; it ends the import.
    private var failure: VoteStoreError?
    private var isFinished = false

    package init(sink: any ImportSink) {
        self.sink = sink
    }

    /// Adds one vote row standing for `vote.count` votes.
    ///
    /// A vote whose ``BulkVote/externalID`` was counted before, in this import or earlier, is
    /// skipped when the import finishes and counted in ``ImportSummary/duplicates``, or in
    /// ``ImportSummary/conflicts`` when the id was counted for another pet or count; the first of
    /// the ids repeated within one import is the one kept.
    ///
    /// - Throws: ``VoteStoreError/unknownPet(name:suggestions:)`` (unless
    ///   ``ImportOptions/createPets``), ``VoteStoreError/invalidPetName(name:reason:)``,
    ///   ``VoteStoreError/invalidCount(_:)``, or a store failure that ends the import.
    ///
    /// An id is taken as given, as a copy of another store's is (one written before ids had their
    /// rule may hold anything); the file and HTTP imports refuse rows whose id no ballot may have.
    public mutating func add(_ vote: BulkVote) throws(VoteStoreError) {
        if let failure { throw failure }
        assert(!isFinished, "a vote added after the import's held writes were made")
        try VoteStoreError.check(count: vote.count)
        let slot = try slot(for: vote.pet)
        let at = vote.date.map { VoteTime.milliseconds(since1970: $0) } ?? sink.startedAt
        let externalID = vote.externalID.flatMap { $0.isEmpty ? nil : $0 }
        do {
            try sink.add(slot: slot, petID: petIDs[slot], at: at, count: vote.count, externalID: externalID)
        } catch {
            throw poison(error)
        }
        summary.rows += 1
    }

    /// Writes what the sink holds and updates the tallies: the last write before commit. The import
    /// calls it after its body; a body may call it first, to know when only the commit is left
    /// (the held-back writes can take longer than the rows). Called again, it does nothing.
    package mutating func finish() throws(VoteStoreError) {
        if let failure { throw failure }
        guard !isFinished else { return }
        isFinished = true
        let held: HeldImportWrites
        do {
            held = try sink.finish()
        } catch {
            throw poison(error)
        }
        summary.imported += held.imported
        summary.duplicates += held.repeats - held.conflicts
        summary.conflicts += held.conflicts
        summary.conflictingIDs = Array(held.conflictingIDs.prefix(ImportSummary.listedConflicts))
        summary.listsEveryConflictingID = held.conflictingIDs.count <= ImportSummary.listedConflicts
    }

    /// The slot of the pet named `name`, resolving (or creating) the pet on first sight.
    private mutating func slot(for name: String) throws(VoteStoreError) -> Int {
        if let slot = slotsByName[name] { return slot }
        let pet: Pet
        do {
            let resolved = try resolvePet(named: name)
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
            slotsByPetID[pet.id] = slot
        }
        slotsByName[name] = slot
        return slot
    }

    /// Finds the pet named `name`, or creates it when the import may.
    private mutating func resolvePet(named name: String) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
        let petName = try PetName(validating: name)
        guard sink.createsPets else { return (try sink.existingPet(petName), false) }
        // Not through `existingPet`, whose miss searches every pet for suggestions that creating
        // the pet does not need: an import of N new pets cost N² comparisons.
        if petName.spelledKey != petName.key, let pet = try sink.petRow(key: petName.spelledKey) {
            return (pet, false)
        }
        if let pet = try sink.petRow(key: petName.key) { return (pet, false) }
        // A name as lists print a stored unsafe one (the text `Evil\u{1B}[2J`), or one stored
        // under a key that kept its spacing, means that pet, as it does to `existingPet`;
        // creating it would make a twin no list could tell apart.
        let missedByKey: [Pet]
        if let known = petsMissedByKey {
            missedByKey = known
        } else {
            missedByKey = try sink.petRows().filter { PetName.mayBeMissedByKey($0.name) }
            petsMissedByKey = missedByKey
        }
        if let pet = PetName.pet(shownWithKey: petName.key, among: missedByKey) { return (pet, false) }
        return try sink.createPet(petName)
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
extension ImportWriter: Sendable {}
