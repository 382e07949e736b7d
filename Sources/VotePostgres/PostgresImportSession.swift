import Foundation
import NIOCore
import PostgresNIO
import VoteCore

/// One running import on PostgreSQL. Rows are streamed with `COPY`, a chunk at a time so memory
/// stays flat, one of two ways (``Way``), chosen when the import starts:
/// - Into a store holding at most ``ImportOptions/directBallotLimit`` vote rows (a first load,
///   say), straight into `vote`, with its two secondary indexes and its primary key (with the
///   receipts' foreign key on it) dropped and built again by sorting at the end, as `psql`'s
///   `CREATE UNIQUE INDEX` after a `\copy` does; every repeat of an id but its first row is
///   deleted before. Kept live, each secondary index cost about 8 s of a 1 M-row import here, and
///   the primary key 1.8 s against 0.4 s to build (BENCHMARKS.md); a key that a table outside
///   our schema holds on `vote` keeps the primary key live. The rows' ids are counted here from
///   one drawn from the identity, which COPY took 0.4–0.8 s longer to draw row by row. This way
///   holds the whole `vote` table until it commits: votes and windowed boards wait for it, up to
///   the lock timeout (``PostgresSchema/sessionLimits``), and each of its chunks may take 10 s at
///   most (``PostgresStatements/limitDirectStatements``). A first load is the usual case.
/// - Into a larger store, or for a role that does not own `vote` (granted writes alone cannot drop
///   its indexes), into a temporary table, written at the end by one statement that skips
///   ids stored before and updates the tallies (``PostgresStatements/finishImport``); nobody waits.
///
/// Either way the import adds to the tallies of a writer slot of its own, taken first (as every
/// writer takes its slot before anything else, nobody deadlocks).
final class PostgresImportSession: ImportSink {
    private let store: PostgresVoteStore
    private let options: ImportOptions
    let startedAt: Int64
    private let way: Way
    /// The writer slot the import's votes are added to.
    private let writerSlot: Int
    private var rows = CopyText()
    /// The chunks sent to the server, oldest first: it takes one while the next waits queued on
    /// the connection and this thread prepares the one after, so parsing and the server's work
    /// overlap instead of taking turns, and the server can start each chunk without waiting for
    /// this thread to wake. Waited for before anything else uses the connection.
    private var copiesInFlight: [EventLoopFuture<Void>] = []
    /// How many chunks may be on their way at once.
    private static let copiesAhead = 2
    /// Rows with an id streamed so far, to count the duplicates at the end.
    private var rowsWithID = 0
    /// The direct way's votes per pet and hour, summed as the rows are streamed, so that the
    /// tallies need not read a million rows back; `nil` once full (memory stays flat), and the
    /// rows are read back then.
    private var summedHours: HourlyVotes? = HourlyVotes()
    /// The votes streamed so far.
    private var summedVotes = 0
    /// The vote rows streamed so far: the direct way's next row is vote `ballotsAfter + streamedRows + 1`.
    private var streamedRows: Int64 = 0
    /// A chunk this big goes to the server before the next row is taken.
    private static let chunkBytes = 1 << 20

    /// Where an import's rows go.
    private enum Way {
        /// Into `import_vote`, then into `vote` by one statement at the end.
        case staged
        /// Into `vote`, as the votes after `ballotsAfter`; `rebuilds` makes what was dropped
        /// again, in order: the unique index first, the foreign keys after the primary key.
        case direct(ballotsAfter: Int64, rebuilds: [String])
    }

    init(store: PostgresVoteStore, options: ImportOptions) throws(VoteStoreError) {
        self.store = store
        self.options = options
        startedAt = VoteTime.milliseconds(since1970: Date())
        let connection = store.connection
        try connection.query(PostgresStatements.unlimitStatements)
        writerSlot = try store.claimSlot()
        var stored: Int64 = 0
        var ownsVotes = false
        if let row = try connection.query(PostgresStatements.storedVotes).rows.first {
            (stored, ownsVotes) = try connection.decode(row, as: (Int64, Bool).self)
        }
        if stored <= options.directBallotLimit && ownsVotes {
            try connection.query(PostgresStatements.lockVotes)
            try connection.query(PostgresStatements.limitDirectStatements)
            let firstID = try connection.scalar(Int64.self, PostgresStatements.firstImportedVoteID) ?? 1
            var rebuilds: [String] = []
            for row in try connection.query(PostgresStatements.voteIndexes).rows {
                let (name, definition) = try connection.decode(row, as: (String, String).self)
                try connection.query("DROP INDEX \(PostgresSchema.name).\(name)")
                rebuilds.append(definition)
            }
            var keys: [String] = []
            for row in try connection.query(PostgresStatements.voteKeys).rows {
                let (table, name, definition) = try connection.decode(row, as: (String, String, String).self)
                try connection.query("ALTER TABLE \(table) DROP CONSTRAINT \(name)")
                keys.insert("ALTER TABLE \(table) ADD CONSTRAINT \(name) \(definition)", at: 0)
            }
            way = .direct(ballotsAfter: firstID - 1, rebuilds: rebuilds + keys)
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

    func petRow(key: String) throws(VoteStoreError) -> Pet? {
        try settleCopy()
        return try PostgresPetRecords(store: store).petRow(key: key)
    }

    func petRows() throws(VoteStoreError) -> [Pet] {
        try settleCopy()
        return try PostgresPetRecords(store: store).petRows()
    }

    /// Another import may create the same pet at the same moment: the first one wins. Called after
    /// a look-up missed, so a pet that exists costs no number of the pets' sequence.
    func createPet(_ name: PetName) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
        try settleCopy()
        if let id = try store.connection.scalar(
            Int64.self,
            PostgresStatements.insertPetIfMissing,
            [name.display, name.key]
        ) {
            try store.connection.query(PostgresStatements.insertTally, [id])
            return (Pet(id: id, name: name.display), true)
        }
        return (try store.existingPet(name), false)
    }

    func add(slot: Int, petID: Int64, at: Int64, count: Int, externalID: String?) throws(VoteStoreError) {
        streamedRows += 1
        if externalID != nil { rowsWithID += 1 }
        switch way {
        case .staged:
            rows.appendStagedVote(petID: petID, at: at, count: Int64(count), externalID: externalID)
        case .direct(let ballotsAfter, _):
            rows.appendVote(
                id: ballotsAfter + streamedRows,
                petID: petID,
                at: at,
                count: Int64(count),
                source: options.source,
                externalID: externalID
            )
            summedVotes += count
            summedHours.addUnlessFull(Int64(count), petID: petID, at: at)
        }
        if rows.byteCount >= Self.chunkBytes { try send() }
    }

    func finish() throws(VoteStoreError) -> HeldImportWrites {
        try send()
        try settleCopy()
        let connection = store.connection
        let result: [PostgresRow]
        // The conflicts among the rows deleted as repeats the direct way.
        var conflicts: (count: Int, ids: [String])?
        switch way {
        case .staged:
            result = Array(try connection.query(PostgresStatements.finishImport, [options.source, writerSlot]).rows)
        case .direct(let ballotsAfter, let rebuilds):
            try connection.query(PostgresStatements.unlimitStatements)
            for definition in rebuilds {
                if let found = try build(definition, after: ballotsAfter) { conflicts = found }
            }
            if streamedRows > 0 {
                try connection.query(PostgresStatements.skipImportedVoteIDs, [ballotsAfter + streamedRows])
            }
            // Every row streamed is stored: the sums are the tallies' due.
            if conflicts == nil, let summedHours {
                let sums = Array(summedHours)
                try connection.query(
                    PostgresStatements.addImportedTallies,
                    [sums.map(\.hour), sums.map(\.petID), sums.map(\.votes), writerSlot]
                )
                return HeldImportWrites(imported: summedVotes)
            }
            result = Array(
                try connection.query(PostgresStatements.tallyImportedVotes, [ballotsAfter, writerSlot]).rows
            )
        }
        guard let row = result.first else { return HeldImportWrites(imported: 0) }
        let (imported, writtenWithID) = try connection.decode(row, as: (Int, Int).self)
        let repeats = rowsWithID - writtenWithID
        if conflicts == nil, repeats > 0 {
            // Only repeats can conflict: an import of new ids pays no look-up for them.
            conflicts = try Self.conflicts(
                in: connection.query(PostgresStatements.stagedConflicts).rows,
                on: connection
            )
        }
        return HeldImportWrites(
            imported: imported,
            repeats: repeats,
            conflicts: conflicts?.count ?? 0,
            conflictingIDs: conflicts?.ids ?? []
        )
    }

    /// The conflicts `rows` list: each an id, once, and the count of all.
    private static func conflicts(in rows: some Sequence<PostgresRow>, on connection: BlockingConnection)
        throws(VoteStoreError) -> (count: Int, ids: [String])
    {
        var found = (count: 0, ids: [String]())
        for row in rows {
            let (id, count) = try connection.decode(row, as: (String, Int).self)
            found.count = count
            found.ids.append(id)
        }
        return found
    }

    /// Builds one of the indexes or keys the direct way dropped. Where the unique index finds an id
    /// twice, every row of it after vote `ballotsAfter` but the first is deleted, and the build
    /// runs again.
    /// - Returns: `nil` if no row was deleted, else how many of the rows deleted differed in pet
    ///   or count from their id's first row, with the first of their ids.
    private func build(_ definition: String, after ballotsAfter: Int64) throws(VoteStoreError) -> (
        count: Int, ids: [String]
    )? {
        let connection = store.connection
        // A failed statement spoils the whole transaction, short of a savepoint.
        try connection.query("SAVEPOINT build_index")
        var conflicts: (count: Int, ids: [String])?
        do throws(VoteStoreError) {
            try connection.query(definition)
        } catch .server(_, code: PostgresStatements.uniqueViolation, _) {
            try connection.query("ROLLBACK TO SAVEPOINT build_index")
            conflicts = try Self.conflicts(
                in: connection.query(PostgresStatements.conflictingRepeats, [ballotsAfter]).rows,
                on: connection
            )
            try connection.query(PostgresStatements.deleteRepeatedBallots, [ballotsAfter])
            try connection.query(definition)
        }
        try connection.query("RELEASE SAVEPOINT build_index")
        return conflicts
    }

    /// Sends the rows held so far, once all but the last chunk before them are in.
    private func send() throws(VoteStoreError) {
        guard rows.byteCount > 0 else { return }
        if copiesInFlight.count >= Self.copiesAhead {
            try store.connection.finish(copiesInFlight.removeFirst())
        }
        let (table, columns) =
            switch way {
            case .staged: ("import_vote", PostgresStatements.importColumns)
            case .direct: ("vote", PostgresStatements.voteColumns)
            }
        copiesInFlight.append(store.connection.startCopy(into: table, columns: columns, data: rows.take()))
    }

    /// Waits for every chunk on its way: the connection is free afterwards. Throws the first
    /// chunk's error, as the later ones fail only because the transaction has.
    func settleCopy() throws(VoteStoreError) {
        var firstError: VoteStoreError?
        while !copiesInFlight.isEmpty {
            do throws(VoteStoreError) {
                try store.connection.finish(copiesInFlight.removeFirst())
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
    }
}

@available(*, unavailable)
extension PostgresImportSession: Sendable {}
