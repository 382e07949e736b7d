import Foundation
import NIOCore
import PostgresNIO
import VoteStore

/// One running import on PostgreSQL: rows are streamed with `COPY` into a temporary table, a
/// chunk at a time so memory stays flat, and written at the end by one statement that skips ids
/// stored before and updates the tallies (``PostgresStatements/finishImport``).
final class PostgresImportSession: ImportSink {
    private let store: PostgresVoteStore
    private let options: ImportOptions
    let startedAt: Int64
    private var rows = CopyText()
    /// Rows with an id streamed so far, to count the duplicates at the end.
    private var rowsWithID = 0
    /// A chunk this big goes to the server before the next row is taken.
    private static let chunkBytes = 1 << 20

    init(store: PostgresVoteStore, options: ImportOptions) throws(VoteStoreError) {
        self.store = store
        self.options = options
        startedAt = VoteStore.milliseconds(since1970: Date())
        try store.connection.query(PostgresStatements.createImportTable)
    }

    var createsPets: Bool { options.createPets }

    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try store.existingPet(name)
    }

    /// Another import may create the same pet at the same moment: the first one wins.
    func createPet(_ name: PetName) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
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
        rows.endRow()
        if externalID != nil { rowsWithID += 1 }
        if rows.byteCount >= Self.chunkBytes { try send() }
    }

    func finish() throws(VoteStoreError) -> (imported: Int, duplicates: Int) {
        try send()
        // Every tally row, in the lock order all writers keep, before the first vote row.
        try store.connection.query(PostgresStatements.lockTallies)
        guard let row = try store.connection.query(PostgresStatements.finishImport, [options.source]).rows.first
        else { return (0, 0) }
        let (imported, writtenWithID) = try store.connection.decode(row, as: (Int, Int).self)
        return (imported, rowsWithID - writtenWithID)
    }

    private func send() throws(VoteStoreError) {
        guard rows.byteCount > 0 else { return }
        try store.connection.copy(into: "import_vote", columns: PostgresStatements.importColumns, data: rows.take())
    }
}

@available(*, unavailable)
extension PostgresImportSession: Sendable {}
