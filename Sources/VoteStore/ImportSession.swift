import Foundation

/// The state of one running import: its insert statement, the pets it has resolved, and the
/// votes it owes each pet's tally.
///
/// Pets are resolved once per distinct spelling and then addressed by a slot number, so a row
/// costs one dictionary lookup and one prepared-statement step. Memory grows with the number of
/// pets and spellings, never with the number of votes.
final class ImportSession {
    private let store: VoteStore
    private let options: ImportOptions
    private let insertVote: Statement
    /// The import's start, in Unix milliseconds: the time of votes that carry no date.
    private let startedAt: Int64

    private var slotsByName: [String: Int] = [:]
    private var slotsByPetID: [Int64: Int] = [:]
    private var petIDs: [Int64] = []
    /// Votes added per slot, applied to the tallies by ``finish()``.
    private var pendingVotes: [Int] = []
    /// The first failure that was not about a single vote; it ends the import.
    private(set) var failure: VoteStoreError?
    private(set) var summary = ImportSummary()

    init(store: VoteStore, options: ImportOptions) throws(VoteStoreError) {
        self.store = store
        self.options = options
        self.startedAt = VoteStore.milliseconds(since1970: Date())
        // A statement of its own (not the store's cache), so the source is bound once for all rows.
        let insertVote = try store.translating { () throws(SQLiteError) in
            let statement = try store.connection.prepare(SQL.insertVote)
            try statement.bind(options.source, at: 4)
            return statement
        }
        self.insertVote = insertVote
    }

    func add(_ vote: BulkVote) throws(VoteStoreError) -> VoteImport.Outcome {
        if let failure { throw failure }
        guard (1...VoteStoreError.maximumCount).contains(vote.count) else {
            throw .invalidCount(vote.count)
        }
        let slot = try slot(for: vote.pet)
        // A failed statement can end the transaction on its own (SQLITE_FULL, SQLITE_IOERR);
        // writing on in autocommit mode would break all-or-nothing.
        guard !store.connection.isAutocommit else {
            throw poison(.database(SQLiteError(extendedCode: 1, message: "the import transaction ended early", sql: nil)))
        }
        do {
            try insertVote.bind(petIDs[slot], at: 1)
            try insertVote.bind(vote.date.map(VoteStore.milliseconds(since1970:)) ?? startedAt, at: 2)
            try insertVote.bind(vote.count, at: 3)
            try insertVote.bind(vote.externalID.flatMap { $0.isEmpty ? nil : $0 }, at: 5)
            _ = try insertVote.step()
            insertVote.reset()
        } catch {
            insertVote.reset()
            throw poison(VoteStoreError(error, path: store.path))
        }
        summary.rows += 1
        guard store.connection.changes == 1 else {
            summary.duplicates += 1
            return .duplicate
        }
        pendingVotes[slot] += vote.count
        summary.imported += vote.count
        return .inserted
    }

    /// Adds the imported votes to the pets' tallies; the last write before commit.
    func finish() throws(VoteStoreError) {
        if let failure { throw failure }
        try store.translating { () throws(SQLiteError) in
            for (slot, votes) in pendingVotes.enumerated() where votes > 0 {
                try store.addToTally(votes, petID: petIDs[slot])
            }
        }
    }

    /// The slot of the pet named `name`, resolving (or creating) the pet on first sight.
    private func slot(for name: String) throws(VoteStoreError) -> Int {
        if let slot = slotsByName[name] { return slot }
        let petName = try PetName(validating: name)
        let pet: Pet
        do {
            pet = try store.existingPet(petName)
        } catch let error where options.createPets && error.isUnknownPet {
            do {
                pet = try store.insertPet(petName)
            } catch {
                throw poison(error)
            }
            summary.createdPets.append(pet.name)
        } catch let error where error.isAboutOneVote {
            throw error
        } catch {
            throw poison(error)
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

    private func poison(_ error: VoteStoreError) -> VoteStoreError {
        failure = failure ?? error
        return error
    }
}

extension VoteStoreError {
    fileprivate var isUnknownPet: Bool {
        if case .unknownPet = self { true } else { false }
    }

    /// Errors that reject one vote and leave the import able to go on.
    fileprivate var isAboutOneVote: Bool {
        switch self {
        case .unknownPet, .invalidPetName, .invalidCount, .duplicatePet: true
        default: false
        }
    }
}

@available(*, unavailable)
extension ImportSession: Sendable {}
