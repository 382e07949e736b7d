import Foundation
import NIOCore
import PostgresNIO
import VoteStore

/// One running import on PostgreSQL. Rows are streamed with `COPY`, a chunk at a time so memory
/// stays flat, one of two ways (``Way``), chosen when the import starts:
/// - Into a store holding at most ``ImportOptions/directBallotLimit`` vote rows (a first load,
///   say), straight into `vote`, with its two secondary indexes dropped and built again by
///   sorting at the end, as `psql`'s `CREATE UNIQUE INDEX` after a `\copy` does; every repeat of
///   an id but its first row is deleted before. Kept live, each index cost about 8 s of a 1 M-row
///   import here. This way holds every tally row and the whole `vote` table until it commits:
///   votes and windowed boards wait for it, up to the 30 s lock timeout (the tally locks are taken
///   first, in the order every writer keeps, so nobody deadlocks). A first load is the usual case.
/// - Into a larger store, or for a role that does not own `vote` (granted writes alone cannot drop
///   its indexes), into a temporary table, written at the end by one statement that skips
///   ids stored before and updates the tallies (``PostgresStatements/finishImport``), holding the
///   tally rows only for that statement.
final class PostgresImportSession: ImportSink {
    private let store: PostgresVoteStore
    private let options: ImportOptions
    let startedAt: Int64
    private let way: Way
    private var rows = CopyText()
    /// The chunk the server is taking while the next one is prepared: parsing and the server's
    /// work overlap instead of taking turns. Waited for before anything else uses the connection.
    private var copyInFlight: EventLoopFuture<Void>?
    /// Rows with an id streamed so far, to count the duplicates at the end.
    private var rowsWithID = 0
    /// The direct way's votes per pet and hour, summed as the rows are streamed, so that the
    /// tallies need not read a million rows back (0.7 s of the server's time); `nil` once more
    /// than ``summedHoursLimit`` are held (memory stays flat), and the rows are read back then.
    private var summedHours: [HourOfPet: Int64]? = [:]
    /// The votes streamed so far.
    private var summedVotes = 0
    /// Four years of hourly votes for one pet.
    private static let summedHoursLimit = 32_768
    /// A chunk this big goes to the server before the next row is taken.
    private static let chunkBytes = 1 << 20

    /// Where an import's rows go.
    private enum Way {
        /// Into `import_vote`, then into `vote` by one statement at the end.
        case staged
        /// Into `vote`, after vote `ballotsAfter`; `indexes` builds the dropped indexes again,
        /// the unique one first.
        case direct(ballotsAfter: Int64, indexes: [String])
    }

    init(store: PostgresVoteStore, options: ImportOptions) throws(VoteStoreError) {
        self.store = store
        self.options = options
        startedAt = VoteStore.milliseconds(since1970: Date())
        let connection = store.connection
        var stored: Int64 = 0
        var ownsVotes = false
        if let row = try connection.query(PostgresStatements.storedVotes).rows.first {
            (stored, ownsVotes) = try connection.decode(row, as: (Int64, Bool).self)
        }
        if stored <= options.directBallotLimit && ownsVotes {
            try connection.query(PostgresStatements.lockTallies)
            try connection.query(PostgresStatements.lockVotes)
            let ballotsAfter = try connection.scalar(Int64.self, PostgresStatements.shared(SQL.lastVoteID)) ?? 0
            var indexes: [String] = []
            for row in try connection.query(PostgresStatements.voteIndexes).rows {
                let (name, definition) = try connection.decode(row, as: (String, String).self)
                try connection.query("DROP INDEX \(PostgresSchema.name).\(name)")
                indexes.append(definition)
            }
            way = .direct(ballotsAfter: ballotsAfter, indexes: indexes)
        } else {
            try connection.query(PostgresStatements.createImportTable)
            way = .staged
        }
    }

    var createsPets: Bool { options.createPets }

    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try settleCopy()
        return try store.existingPet(name)
    }

    /// Another import may create the same pet at the same moment: the first one wins.
    func createPet(_ name: PetName) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
        try settleCopy()
        if let id = try store.connection.scalar(
            Int64.self,
            PostgresStatements.insertPetIfMissing,
            [name.display, name.key]
        ) {
            try store.connection.query(PostgresStatements.shared(SQL.insertTally), [id])
            return (Pet(id: id, name: name.display), true)
        }
        return (try store.existingPet(name), false)
    }

    func add(slot: Int, petID: Int64, at: Int64, count: Int, externalID: String?) throws(VoteStoreError) {
        rows.append(petID)
        rows.separate()
        rows.append(at)
        rows.separate()
        rows.append(Int64(count))
        rows.separate()
        rows.append(externalID)
        if case .direct = way {
            rows.separate()
            rows.append(options.source)
        }
        rows.endRow()
        if externalID != nil { rowsWithID += 1 }
        summedVotes += count
        if case .direct = way, summedHours != nil {
            summedHours?[HourOfPet(hour: HourlyWindow.hourStart(at), petID: petID), default: 0] += Int64(count)
            if let held = summedHours?.count, held > Self.summedHoursLimit { summedHours = nil }
        }
        if rows.byteCount >= Self.chunkBytes { try send() }
    }

    func finish() throws(VoteStoreError) -> (imported: Int, duplicates: Int) {
        try send()
        try settleCopy()
        let result: [PostgresRow]
        switch way {
        case .staged:
            // Every tally row, in the lock order all writers keep, before the first vote row.
            try store.connection.query(PostgresStatements.lockTallies)
            result = Array(try store.connection.query(PostgresStatements.finishImport, [options.source]).rows)
        case .direct(let ballotsAfter, let indexes):
            var deletedRepeats = false
            for definition in indexes where try build(index: definition, after: ballotsAfter) {
                deletedRepeats = true
            }
            // Every row streamed is stored: the sums are the tallies' due.
            if !deletedRepeats, let summedHours {
                let sums = Array(summedHours)
                try store.connection.query(
                    PostgresStatements.addImportedTallies,
                    [sums.map(\.key.hour), sums.map(\.key.petID), sums.map(\.value)]
                )
                return (summedVotes, 0)
            }
            result = Array(try store.connection.query(PostgresStatements.tallyImportedVotes, [ballotsAfter]).rows)
        }
        guard let row = result.first else { return (0, 0) }
        let (imported, writtenWithID) = try store.connection.decode(row, as: (Int, Int).self)
        return (imported, rowsWithID - writtenWithID)
    }

    /// Builds one of the indexes the direct way dropped. Where the unique one finds an id twice,
    /// every row of it after vote `ballotsAfter` but the first is deleted, and the build runs again.
    /// - Returns: Whether rows were deleted.
    private func build(index definition: String, after ballotsAfter: Int64) throws(VoteStoreError) -> Bool {
        let connection = store.connection
        // A failed statement spoils the whole transaction, short of a savepoint.
        try connection.query("SAVEPOINT build_index")
        var deleted = false
        do throws(VoteStoreError) {
            try connection.query(definition)
        } catch .server(_, code: PostgresStatements.uniqueViolation, _) {
            try connection.query("ROLLBACK TO SAVEPOINT build_index")
            try connection.query(PostgresStatements.shared(SQL.deleteRepeatedBallots), [ballotsAfter])
            try connection.query(definition)
            deleted = true
        }
        try connection.query("RELEASE SAVEPOINT build_index")
        return deleted
    }

    /// Sends the rows held so far, once the chunk before them is in.
    private func send() throws(VoteStoreError) {
        guard rows.byteCount > 0 else { return }
        try settleCopy()
        switch way {
        case .staged:
            copyInFlight = store.connection.startCopy(
                into: "import_vote",
                columns: PostgresStatements.importColumns,
                data: rows.take()
            )
        case .direct:
            copyInFlight = store.connection.startCopy(
                into: "vote",
                columns: PostgresStatements.directImportColumns,
                data: rows.take()
            )
        }
    }

    /// Waits for the chunk in flight, if any: the connection is free afterwards.
    func settleCopy() throws(VoteStoreError) {
        guard let copy = copyInFlight else { return }
        copyInFlight = nil
        try store.connection.finish(copy)
    }
}

@available(*, unavailable)
extension PostgresImportSession: Sendable {}

/// One pet's votes in one hour, the key of ``PostgresImportSession``'s sums.
private struct HourOfPet: Hashable {
    var hour: Int64
    var petID: Int64
}
