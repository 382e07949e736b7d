import PostgresNIO
public import VoteCore

extension PostgresVoteStore {
    /// Runs an import driven by the caller in one transaction, streamed to the server with
    /// `COPY … FROM STDIN`: all of its votes, or none (see ``VoteDatabase/withImport(options:_:)``).
    @discardableResult
    public func withImport<E: Error>(
        options: ImportOptions = ImportOptions(),
        _ body: (inout ImportWriter) throws(E) -> Void
    ) throws -> ImportSummary {
        var bodyError: E?
        let summary = try transaction { () throws(VoteStoreError) -> (ImportSummary, commit: Bool) in
            let session = try PostgresImportSession(store: self, options: options)
            // A chunk still on its way must be in before the transaction ends either way.
            defer { try? session.settleCopy() }
            var importer = ImportWriter(sink: session)
            do throws(E) {
                try body(&importer)
            } catch {
                bodyError = error
                return (importer.summary, false)
            }
            try importer.finish()
            // A dry run is the whole import, rolled back: its summary is exact.
            return (importer.summary, !options.dryRun)
        }
        if let bodyError { throw bodyError }
        return summary
    }

    /// A `REPEATABLE READ` transaction, read only: every statement in it sees the snapshot of its
    /// first. In a session that is one transaction already (a schema upgraded for it alone), that
    /// transaction is the one it reads in.
    public func readingOneSnapshot<T>(_ body: () throws -> T) throws -> T {
        guard sessionOnlyUpgrade == nil else {
            // Inside the session's one transaction, where the setting lasts until it ends.
            try connection.query(PostgresStatements.unlimitStatements)
            return try body()
        }
        try connection.query(PostgresStatements.beginSnapshot)
        do {
            try connection.query(PostgresStatements.unlimitStatements)
            let value = try body()
            try connection.query("COMMIT")
            return value
        } catch {
            _ = try? connection.query("ROLLBACK")
            throw error
        }
    }

    /// Every vote row with its receipt, in id order, read a page at a time (in one snapshot only
    /// within ``readingOneSnapshot(_:)``).
    public func exportVotes(_ visit: (ExportedVote) throws(VoteStoreError) -> Void) throws(VoteStoreError) {
        // Pages of rows by id, so memory stays flat for any number of votes.
        var after: Int64 = 0
        while true {
            let page = try connection.query(PostgresStatements.exportPage, [after, Self.exportPageSize]).rows
            for row in page {
                let (id, petID, at, count, source, externalID, votes, rank, tied) = try connection.decode(
                    row,
                    as: (Int64, Int64, Int64, Int, String, String?, Int?, Int?, Int?).self
                )
                try visit(
                    ExportedVote(
                        id: id,
                        petID: petID,
                        at: at,
                        count: count,
                        source: source,
                        externalID: externalID,
                        receipt: ExportedVote.Receipt(votes: votes, rank: rank, tied: tied)
                    )
                )
                after = id
            }
            if page.count < Self.exportPageSize { return }
        }
    }

    private static let exportPageSize = 50_000

    /// Writes a copy of another database into this new one, streamed with `COPY` (see
    /// ``VoteDatabase/restore(pets:votes:check:)``).
    public func restore(
        pets: [Pet],
        votes: (inout RestoreWriter) throws(VoteStoreError) -> Void,
        check: () throws(VoteStoreError) -> Void
    ) throws(VoteStoreError) {
        try write { () throws(VoteStoreError) in
            try connection.query(PostgresStatements.unlimitStatements)
            try claimEverySlot()
            if try connection.scalar(Int.self, PostgresStatements.holdsOnlyDefaultPets) == 1 {
                try connection.query(PostgresStatements.deleteAllPets)
            }
            guard try self.pets().isEmpty else { throw .targetNotEmpty(database: displayName) }
            // Names exactly as stored, also those no pet may now be given (another program wrote them).
            for (pet, key) in zip(pets, PetName.keys(forCopying: pets)) {
                try connection.query(PostgresStatements.insertPetWithID, [pet.id, pet.name, key])
                try connection.query(PostgresStatements.insertTally, [pet.id])
            }
            var voteRows = CopyText()
            var receiptRows = CopyText()
            let connection = connection
            func send() throws(VoteStoreError) {
                // Receipts after their votes: each chunk of votes goes first.
                if voteRows.byteCount > 0 {
                    try connection.copy(into: "vote", columns: PostgresStatements.voteColumns, data: voteRows.take())
                }
                if receiptRows.byteCount > 0 {
                    try connection.copy(
                        into: "receipt",
                        columns: PostgresStatements.receiptColumns,
                        data: receiptRows.take()
                    )
                }
            }
            var writer = RestoreWriter { (vote: ExportedVote) throws(VoteStoreError) in
                voteRows.appendVote(
                    id: vote.id,
                    petID: vote.petID,
                    at: vote.at,
                    count: Int64(vote.count),
                    source: vote.source,
                    externalID: vote.externalID
                )
                if let receipt = vote.receipt {
                    receiptRows.appendReceipt(
                        voteID: vote.id,
                        votes: Int64(receipt.votes),
                        rank: Int64(receipt.rank),
                        isTied: receipt.isTied
                    )
                }
                if voteRows.byteCount >= 1 << 20 { try send() }
            }
            try votes(&writer)
            try send()
            try connection.query(PostgresStatements.rebuildTallies)
            try connection.query(PostgresStatements.rebuildHourlyTallies)
            try connection.query(PostgresStatements.resetIdentities)
            try check()
        }
    }
}
