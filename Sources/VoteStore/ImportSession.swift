import Foundation
import VoteCore

/// What one running import shares across rows: the store, its options, and its prepared
/// statements, with the source bound once for all rows.
///
/// Votes without an external id are written as they come. Votes with one take one of two ways,
/// chosen at the import's first such vote (``BallotWay``):
/// - Into a store holding at most ``ImportOptions/directBallotLimit`` vote rows (a first load,
///   say), they are written as they come too, and so are the votes without an id after them,
///   with `vote`'s secondary indexes (the unique id index and `vote_hour`) dropped; ``finish()``
///   builds them again by sorting, as the sqlite3 shell's `CREATE UNIQUE INDEX` does (after
///   deleting every repeat of an id but its first row). Kept live, `vote_hour` alone cost more
///   than both builds for 1 M ballots in random time order. Rebuilding also sorts the rows
///   stored before, which the limit keeps to about 0.1 s. The import holds the write lock, and
///   other connections read the committed indexes meanwhile, so nobody sees the store without them.
/// - Into a larger store, they are held in a temporary table and written when the import
///   finishes, in one `INSERT … SELECT` sorted by id: ids from an export (UUIDs, say) come in no
///   order, and inserting them one by one scattered writes over the whole unique index, a page
///   read and written per vote once the index outgrows the page cache (10.9 s for 1 M ballots
///   with ids, against 2.9 s without). Sorted, consecutive ids land on the same pages.
///
/// The tallies are owed until ``finish()``: votes per pet slot and per pet and hour are summed in
/// memory and written at the end (the hourly ones also whenever ``HourlyVotes/capacity`` are
/// held, so memory stays bounded). Votes with an id are owed once written for good: summed
/// as they come the direct way, else read back from `vote` at the end.
final class ImportSession: ImportSink {
    private let store: SQLiteVoteStore
    private let options: ImportOptions
    private let insertVotes: BatchedInsert
    /// How votes with an id go in, once the first has come.
    private var ballotWay: BallotWay?
    /// The last vote id before the import's first vote with an id: its votes with an id come after.
    private var ballotsAfter: Int64 = 0
    /// The import's start, in Unix milliseconds: the time of votes that carry no date.
    let startedAt: Int64
    /// How many votes with an external id were added.
    private var ballots = 0
    /// The pet of each slot, and the slot of each pet.
    private var petIDs: [Int64] = []
    private var slotsByPetID: [Int64: Int] = [:]
    /// Votes written per slot, owed to the tallies.
    private var pendingVotes: [Int] = []
    /// Votes written per pet and hour, owed to the hourly tally.
    private var pendingHours = HourlyVotes()
    /// Votes written so far (staged ones count once written).
    private var imported = 0
    /// The direct way's votes with an id per pet and hour, summed as they come: each is stored
    /// unless a repeat of its id is deleted at the end, so these are the tallies' due then, and
    /// reading a million rows back is saved. `nil` once full (memory stays flat); the rows are
    /// read back then, as when repeats were deleted.
    private var ballotHours: HourlyVotes? = HourlyVotes()

    init(store: SQLiteVoteStore, options: ImportOptions) throws(VoteStoreError) {
        self.store = store
        self.options = options
        self.startedAt = VoteTime.milliseconds(since1970: Date())
        // Statements of their own (not the store's cache), so no other call can rebind the source.
        insertVotes = try store.translating { () throws(SQLiteError) in
            try BatchedInsert(
                connection: store.connection,
                hasText: false,
                constants: [options.source],
                sql: SQL.insertImportVotes(rows:)
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
            let way: BallotWay
            if let chosen = ballotWay { way = chosen } else { way = try chooseBallotWay() }
            try write { () throws(SQLiteError) in try way.insert.insert(petID, at, Int64(count), text: externalID) }
            ballots += 1
            if case .direct = way { ballotHours.addUnlessFull(Int64(count), petID: petID, at: at) }
        } else {
            try write { () throws(SQLiteError) in try insertVotes.insert(petID, at, Int64(count)) }
            try owe(count, at: at, slot: slot)
        }
    }

    func finish() throws(VoteStoreError) -> HeldImportWrites {
        var owingFailure: VoteStoreError?
        var held = try writeBallots { petID, at, votes in
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
        held.imported = imported
        return held
    }

    /// Owes `votes` written at `at` for the pet in `slot` to the tallies.
    private func owe(_ votes: Int, at: Int64, slot: Int) throws(VoteStoreError) {
        pendingVotes[slot] += votes
        pendingHours.add(Int64(votes), petID: petIDs[slot], at: at)
        imported += votes
        if pendingHours.isFull {
            try writePendingHours()
        }
    }

    /// Adds the pending hourly votes to the hourly and daily tallies and forgets them.
    private func writePendingHours() throws(VoteStoreError) {
        try store.translating { () throws(SQLiteError) in
            for (hour, petID, votes) in pendingHours {
                try store.addToWindowTallies(Int(votes), petID: petID, hour: hour)
            }
        }
        pendingHours.removeAll()
    }

    /// Chooses how the import's votes with an id go in (see the type's comment), at the first.
    private func chooseBallotWay() throws(VoteStoreError) -> BallotWay {
        try checkTransaction()
        let way = try store.translating { () throws(SQLiteError) -> BallotWay in
            ballotsAfter = try store.connection.scalarInt(SQL.lastVoteID)
            if ballotsAfter <= options.directBallotLimit {
                var indexes: [(name: String, sql: String)] = []
                let stored = try store.connection.prepare(SQL.voteIndexes)
                while try stored.step() {
                    indexes.append((stored.string(at: 0), stored.string(at: 1)))
                }
                // Without the unique index the store could not skip stored ids: stage instead.
                if indexes.first?.name == "vote_external_id" {
                    for index in indexes {
                        try store.connection.execute("DROP INDEX \(index.name)")
                    }
                    let insert = try BatchedInsert(
                        connection: store.connection,
                        hasText: true,
                        constants: [options.source],
                        sql: SQL.insertImportBallots(rows:)
                    )
                    return .direct(insert, indexes: indexes.map(\.sql))
                }
            }
            try store.connection.execute(SQL.createImportBallots)
            return .staged(
                try BatchedInsert(connection: store.connection, hasText: true, sql: SQL.stageImportBallots(rows:))
            )
        }
        ballotWay = way
        return way
    }

    /// Writes the votes with an id for good, skipping ids stored before (in this import or an
    /// earlier one), and calls `visit` with the pet, time and count of each vote written (or of
    /// one pet's votes in one hour, summed).
    /// - Returns: How many votes with an id were skipped as repeats, and how many of those
    ///   repeated an id counted for another pet or count, with the first of those ids (the votes
    ///   imported left for the caller).
    private func writeBallots(_ visit: (_ petID: Int64, _ at: Int64, _ count: Int) -> Void)
        throws(VoteStoreError)
        -> HeldImportWrites
    {
        try checkTransaction()
        return try store.translating { () throws(SQLiteError) in
            try insertVotes.flush()
            switch ballotWay {
            case nil:
                return HeldImportWrites(imported: 0)
            case .staged(let stage):
                try stage.flush()
                let insert = try store.connection.prepare(SQL.insertStagedBallots)
                try insert.bind(options.source, at: 1)
                _ = try insert.step()
                // The ballots written and the conflicts (see `insertStagedBallots`).
                let changed = store.connection.changes
                let written = try visitWrittenBallots(visit)
                var conflictingIDs: [String] = []
                if changed > written {
                    let listed = try store.connection.prepare(SQL.stagedConflictingIDs)
                    while try listed.step() { conflictingIDs.append(listed.string(at: 0)) }
                }
                try store.connection.execute(SQL.dropImportBallots)
                return HeldImportWrites(
                    imported: 0,
                    repeats: ballots - written,
                    conflicts: changed - written,
                    conflictingIDs: conflictingIDs
                )
            case .direct(let insert, let indexes):
                try insert.flush()
                let skipped = try build(indexes: indexes)
                if skipped.repeats == 0, let ballotHours {
                    for (hour, petID, votes) in ballotHours {
                        visit(petID, hour, Int(votes))
                    }
                } else {
                    _ = try visitWrittenBallots(visit)
                }
                return skipped
            }
        }
    }

    /// Calls `visit` with the pet, time and count of each vote with an id the import wrote.
    /// - Returns: How many there are.
    private func visitWrittenBallots(_ visit: (_ petID: Int64, _ at: Int64, _ count: Int) -> Void)
        throws(SQLiteError) -> Int
    {
        let written = try store.connection.prepare(SQL.ballotsAfter)
        try written.bind(ballotsAfter, at: 1)
        var count = 0
        while try written.step() {
            visit(written.int64(at: 0), written.int64(at: 1), written.int(at: 2))
            count += 1
        }
        return count
    }

    /// Builds the indexes the direct way dropped, the unique id index first. Where an id repeats,
    /// every row of it but the first (the stored one, else the file's first) is deleted, and the
    /// build runs again.
    /// - Returns: How many rows were deleted, and how many of those differed in pet or count
    ///   from their id's first row, with the first of their ids.
    private func build(indexes: [String]) throws(SQLiteError) -> HeldImportWrites {
        // The import's own size comes back when it ends (SQLiteVoteStore.runImport).
        try store.connection.execute(SQL.indexBuildCacheSize)
        // The sorter's runs sorted on every core, as nothing else runs now: 0.4 s less for 1 M ballots.
        let threads = try store.connection.scalarInt(SQL.sorterThreads)
        try store.connection.execute("\(SQL.sorterThreads) = \(ProcessInfo.processInfo.activeProcessorCount)")
        defer { try? store.connection.execute("\(SQL.sorterThreads) = \(threads)") }
        var deleted = HeldImportWrites(imported: 0)
        for sql in indexes {
            do throws(SQLiteError) {
                try store.connection.execute(sql)
                continue
            } catch {
                guard error.extendedCode == SQLiteError.constraintUnique else { throw error }
            }
            let conflicts = try store.connection.prepare(SQL.conflictingRepeats)
            try conflicts.bind(ballotsAfter, at: 1)
            while try conflicts.step() {
                deleted.conflicts = conflicts.int(at: 1)
                deleted.conflictingIDs.append(conflicts.string(at: 0))
            }
            let delete = try store.connection.prepare(SQL.deleteRepeatedBallots)
            try delete.bind(ballotsAfter, at: 1)
            _ = try delete.step()
            deleted.repeats += store.connection.changes
            try store.connection.execute(sql)
        }
        return deleted
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

    func petRow(key: String) throws(VoteStoreError) -> Pet? {
        try SQLitePetRecords(store: store).petRow(key: key)
    }

    func petRows() throws(VoteStoreError) -> [Pet] {
        try SQLitePetRecords(store: store).petRows()
    }

    /// The import holds the write lock: nobody else can have created it since it was looked up.
    func createPet(_ name: PetName) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
        (try store.insertPet(name), true)
    }
}

@available(*, unavailable)
extension ImportSession: Sendable {}

/// How an import's votes with an id reach `vote` (see ``ImportSession``), with the insert that
/// takes them there.
private enum BallotWay {
    /// Held in `temp.import_ballot` and written sorted by id at the end.
    case staged(BatchedInsert)
    /// Written as they come, with `vote`'s secondary indexes dropped; `indexes` builds them
    /// again, the unique one first.
    case direct(BatchedInsert, indexes: [String])

    var insert: BatchedInsert {
        switch self {
        case .staged(let insert), .direct(let insert, _): insert
        }
    }
}
