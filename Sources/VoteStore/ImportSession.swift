import Foundation

/// What one running import shares across rows: the store, its options, and its prepared
/// statements, with the source bound once for all rows.
///
/// Votes without an external id are written as they come. Votes with one are held in a
/// temporary table and written when the import finishes, in one `INSERT … SELECT` sorted by id:
/// ids from an export (UUIDs, say) come in no order, and inserting them one by one scattered
/// writes over the whole unique index, a page read and written per vote once the index
/// outgrows the page cache (10.9 s for 1 M ballots with ids, against 2.9 s without). Sorted,
/// consecutive ids land on the same pages.
final class ImportSession {
    private let store: VoteStore
    private let options: ImportOptions
    private let insertVotes: BatchedInsert
    private let stageBallots: BatchedInsert
    /// The import's start, in Unix milliseconds: the time of votes that carry no date.
    let startedAt: Int64
    /// How many votes with an external id are held for ``insertStagedBallots(_:)``.
    private var stagedBallots = 0

    init(store: VoteStore, options: ImportOptions) throws(VoteStoreError) {
        self.store = store
        self.options = options
        self.startedAt = VoteStore.milliseconds(since1970: Date())
        // Statements of their own (not the store's cache), so no other call can rebind the source.
        (insertVotes, stageBallots) = try store.translating { () throws(SQLiteError) in
            try store.connection.execute(SQL.createImportBallots)
            return (
                try BatchedInsert(
                    connection: store.connection,
                    hasText: false,
                    constants: [options.source],
                    sql: SQL.insertImportVotes(rows:)
                ),
                try BatchedInsert(connection: store.connection, hasText: true, sql: SQL.stageImportBallots(rows:))
            )
        }
    }

    /// Inserts one vote row without an external id (written by the next full batch, or by
    /// ``insertStagedBallots(_:)`` at the latest).
    func insert(petID: Int64, at: Int64, count: Int) throws(VoteStoreError) {
        try write { () throws(SQLiteError) in try insertVotes.insert(petID, at, Int64(count)) }
    }

    /// Holds one vote with an external id until ``insertStagedBallots(_:)``.
    func stage(petID: Int64, at: Int64, count: Int, externalID: String) throws(VoteStoreError) {
        try write { () throws(SQLiteError) in try stageBallots.insert(petID, at, Int64(count), text: externalID) }
        stagedBallots += 1
    }

    /// Writes the held votes, skipping ids stored before (in this import or an earlier one), and
    /// calls `visit` with the pet, time and count of each vote written.
    /// - Returns: How many held votes were duplicates.
    func insertStagedBallots(_ visit: (_ petID: Int64, _ at: Int64, _ count: Int) -> Void) throws(VoteStoreError)
        -> Int
    {
        try checkTransaction()
        return try store.translating { () throws(SQLiteError) in
            try insertVotes.flush()
            try stageBallots.flush()
            defer { stagedBallots = 0 }
            guard stagedBallots > 0 else {
                try store.connection.execute(SQL.dropImportBallots)
                return 0
            }
            let lastID = try store.connection.scalarInt(SQL.lastVoteID)
            let insert = try store.connection.prepare(SQL.insertImportBallots)
            try insert.bind(options.source, at: 1)
            _ = try insert.step()
            let inserted = store.connection.changes
            let written = try store.connection.prepare(SQL.votesAfter)
            try written.bind(lastID, at: 1)
            while try written.step() {
                visit(written.int64(at: 0), written.int64(at: 1), written.int(at: 2))
            }
            try store.connection.execute(SQL.dropImportBallots)
            return stagedBallots - inserted
        }
    }

    /// Runs one write of a row, in the import's transaction.
    private func write(_ body: () throws(SQLiteError) -> Void) throws(VoteStoreError) {
        try checkTransaction()
        do {
            try body()
        } catch {
            throw VoteStoreError(error, path: store.path)
        }
    }

    /// A failed statement can end the transaction on its own (SQLITE_FULL, SQLITE_IOERR);
    /// writing on in autocommit mode would break all-or-nothing.
    private func checkTransaction() throws(VoteStoreError) {
        guard store.connection.isAutocommit else { return }
        throw .database(
            SQLiteError(extendedCode: SQLiteError.abort, message: "the import transaction ended early", sql: nil)
        )
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
