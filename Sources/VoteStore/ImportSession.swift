import Foundation

/// What one running import shares across rows: the store, its options, and the prepared
/// INSERT, with the source bound once for all rows.
final class ImportSession {
    private let store: VoteStore
    private let options: ImportOptions
    private let insertVote: Statement
    /// The import's start, in Unix milliseconds: the time of votes that carry no date.
    let startedAt: Int64

    init(store: VoteStore, options: ImportOptions) throws(VoteStoreError) {
        self.store = store
        self.options = options
        self.startedAt = VoteStore.milliseconds(since1970: Date())
        // A statement of its own (not the store's cache), so no other call can rebind the source.
        self.insertVote = try store.translating { () throws(SQLiteError) in
            let statement = try store.connection.prepare(SQL.insertVote)
            try statement.bind(options.source, at: 4)
            return statement
        }
    }

    /// Inserts one vote row; returns `false` when its external id was already imported.
    func insert(petID: Int64, at: Int64, count: Int, externalID: String?) throws(VoteStoreError) -> Bool {
        // A failed statement can end the transaction on its own (SQLITE_FULL, SQLITE_IOERR);
        // writing on in autocommit mode would break all-or-nothing.
        guard !store.connection.isAutocommit else {
            throw .database(
                SQLiteError(extendedCode: SQLiteError.abort, message: "the import transaction ended early", sql: nil)
            )
        }
        do {
            defer { insertVote.reset() }
            try insertVote.bind(petID, at: 1)
            try insertVote.bind(at, at: 2)
            try insertVote.bind(count, at: 3)
            try insertVote.bind(externalID, at: 5)
            _ = try insertVote.step()
        } catch {
            throw VoteStoreError(error, path: store.path)
        }
        return store.connection.changes == 1
    }

    /// Finds the pet named `name`, or creates it when the options allow.
    func resolvePet(named name: String) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
        let petName = try PetName(validating: name)
        do {
            return (try store.existingPet(petName), false)
        } catch {
            guard case .unknownPet = error, options.createPets else { throw error }
            return (try store.insertPet(petName), true)
        }
    }

    /// Adds imported votes, given as (hour, pet id, votes), to the hourly tally.
    func addToHourlyTallies(_ votesByHour: some Sequence<(Int64, Int64, Int)>) throws(VoteStoreError) {
        try store.translating { () throws(SQLiteError) in
            for (hour, petID, votes) in votesByHour {
                try store.addToHourlyTally(votes, petID: petID, hour: hour)
            }
        }
    }

    /// Adds each pet's imported votes to its tally.
    func addToTallies(_ votesByPet: some Sequence<(Int64, Int)>) throws(VoteStoreError) {
        try store.translating { () throws(SQLiteError) in
            for (petID, votes) in votesByPet where votes > 0 {
                try store.addToTally(votes, petID: petID)
            }
        }
    }
}

@available(*, unavailable)
extension ImportSession: Sendable {}
