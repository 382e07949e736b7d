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
///
/// The tallies are owed until ``finish()``: votes per pet slot and per pet and hour are summed in
/// memory and written at the end (the hourly ones also whenever ``pendingHoursLimit`` buckets
/// are held, so memory stays bounded).
final class ImportSession: ImportSink {
    private let store: VoteStore
    private let options: ImportOptions
    private let insertVotes: BatchedInsert
    private let stageBallots: BatchedInsert
    /// The import's start, in Unix milliseconds: the time of votes that carry no date.
    let startedAt: Int64
    /// How many votes with an external id are held for ``insertStagedBallots(_:)``.
    private var stagedBallots = 0
    /// The pet of each slot, and the slot of each pet.
    private var petIDs: [Int64] = []
    private var slotsByPetID: [Int64: Int] = [:]
    /// Votes written per slot, owed to the tallies.
    private var pendingVotes: [Int] = []
    /// Votes written per pet and hour, owed to the hourly tally.
    private var pendingHours: [HourBucket: Int] = [:]
    /// Enough buckets for four years of hourly votes for one pet between two writes.
    private static let pendingHoursLimit = 32_768
    /// Votes written so far (staged ones count once written).
    private var imported = 0

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

    func add(slot: Int, petID: Int64, at: Int64, count: Int, externalID: String?) throws(VoteStoreError) {
        if slot == petIDs.count {
            petIDs.append(petID)
            slotsByPetID[petID] = slot
            pendingVotes.append(0)
        }
        if let externalID {
            try write { () throws(SQLiteError) in try stageBallots.insert(petID, at, Int64(count), text: externalID) }
            stagedBallots += 1
        } else {
            try write { () throws(SQLiteError) in try insertVotes.insert(petID, at, Int64(count)) }
            try owe(count, at: at, slot: slot)
        }
    }

    func finish() throws(VoteStoreError) -> (imported: Int, duplicates: Int) {
        var owingFailure: VoteStoreError?
        let duplicates = try insertStagedBallots { petID, at, votes in
            // Every held vote's pet has a slot: it was given one when the vote was added.
            guard owingFailure == nil, let slot = slotsByPetID[petID] else { return }
            do throws(VoteStoreError) {
                try owe(votes, at: at, slot: slot)
            } catch {
                owingFailure = error
            }
        }
        if let owingFailure { throw owingFailure }
        try writePendingHours()
        try store.translating { () throws(SQLiteError) in
            for (petID, votes) in zip(petIDs, pendingVotes) where votes > 0 {
                try store.addToTally(votes, petID: petID)
            }
        }
        return (imported, duplicates)
    }

    /// Owes `votes` written at `at` for the pet in `slot` to the tallies.
    private func owe(_ votes: Int, at: Int64, slot: Int) throws(VoteStoreError) {
        pendingVotes[slot] += votes
        pendingHours[HourBucket(hour: HourlyWindow.hourStart(at), slot: slot), default: 0] += votes
        imported += votes
        if pendingHours.count >= Self.pendingHoursLimit {
            try writePendingHours()
        }
    }

    /// Adds the pending hourly votes to the hourly tally and forgets them.
    private func writePendingHours() throws(VoteStoreError) {
        try store.translating { () throws(SQLiteError) in
            for (bucket, votes) in pendingHours {
                try store.addToHourlyTally(votes, petID: petIDs[bucket.slot], hour: bucket.hour)
            }
        }
        pendingHours.removeAll(keepingCapacity: true)
    }

    /// Writes the held votes, skipping ids stored before (in this import or an earlier one), and
    /// calls `visit` with the pet, time and count of each vote written.
    /// - Returns: How many held votes were duplicates.
    private func insertStagedBallots(_ visit: (_ petID: Int64, _ at: Int64, _ count: Int) -> Void)
        throws(VoteStoreError)
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

    var createsPets: Bool { options.createPets }

    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try store.existingPet(name)
    }

    /// The import holds the write lock: nobody else can have created it meanwhile.
    func createPet(_ name: PetName) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
        (try store.insertPet(name), true)
    }
}

@available(*, unavailable)
extension ImportSession: Sendable {}

/// One pet's votes in one hour of an import, the key of ``ImportSession``'s pending hourly votes.
private struct HourBucket: Hashable {
    var hour: Int64
    var slot: Int
}
