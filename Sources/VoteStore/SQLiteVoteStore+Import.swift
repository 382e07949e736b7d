public import VoteCore

extension SQLiteVoteStore {
    /// Imports a sequence of votes in one transaction: all of them, or none.
    ///
    /// The sequence is consumed once, row by row, so memory stays flat for any number of votes.
    /// A vote with an ``BulkVote/externalID`` that was imported before (now or in an earlier
    /// import) is skipped and counted in ``ImportSummary/duplicates``, so re-running the same
    /// import adds nothing. Any error, including one vote naming an unknown pet, rolls back the
    /// whole import and leaves the database as it was.
    ///
    /// ```swift
    /// let summary = try store.importVotes(
    ///     [BulkVote(pet: "Cat", externalID: "b1"), BulkVote(pet: "Dog", count: 2, externalID: "b2")])
    /// print(summary.imported)  // 3, then 0 if imported again
    /// ```
    ///
    /// - Parameters:
    ///   - votes: The votes, read once in order.
    ///   - options: Whether to create unknown pets, to only check (dry run), and the rows' source.
    /// - Returns: How many votes and rows were imported, duplicates skipped, and pets created.
    /// - Throws: The first ``VoteStoreError`` of any vote (``VoteStoreError/unknownPet(name:suggestions:)``,
    ///   ``VoteStoreError/invalidCount(_:)``, …) or of the store (``VoteStoreError/busy(path:)``,
    ///   ``VoteStoreError/diskFull(path:)``, …); nothing is written then.
    @inlinable @discardableResult
    public func importVotes<S: Sequence>(
        _ votes: S,
        options: ImportOptions = ImportOptions()
    ) throws(VoteStoreError) -> ImportSummary where S.Element == BulkVote {
        do {
            return try runImport(options: options) { (importer: inout ImportWriter) throws(VoteStoreError) in
                for vote in votes {
                    try importer.add(vote)
                }
            }
        } catch {
            switch error {
            case .store(let error), .body(let error): throw error
            }
        }
    }

    /// Runs an import driven by the caller, in one `BEGIN IMMEDIATE` transaction.
    ///
    /// `body` adds votes one by one through the ``ImportWriter`` it is given, and may catch the
    /// errors about single votes (an unknown pet, a bad count) to report and skip those rows.
    /// When `body` returns, the tallies are updated and the transaction commits (or, with
    /// ``ImportOptions/dryRun``, rolls back); when it throws, everything rolls back and its error
    /// is rethrown.
    ///
    /// ```swift
    /// let summary = try store.withImport { importer in
    ///     for (line, record) in records.enumerated() {
    ///         do { try importer.add(BulkVote(pet: record.pet)) }
    ///         catch { print("line \(line + 1): \(error)") }
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: `body`'s error, or a ``VoteStoreError``.
    @discardableResult
    public func withImport<E: Error>(
        options: ImportOptions = ImportOptions(),
        _ body: (inout ImportWriter) throws(E) -> Void
    ) throws -> ImportSummary {
        do {
            return try runImport(options: options, body)
        } catch {
            switch error {
            case .store(let error): throw error
            case .body(let error): throw error
            }
        }
    }

    /// The import engine behind both public entry points; `@usableFromInline` so the inlinable
    /// ``importVotes(_:options:)`` iterates its sequence specialised, in the caller's module.
    @usableFromInline
    func runImport<E: Error>(
        options: ImportOptions,
        _ body: (inout ImportWriter) throws(E) -> Void
    ) throws(ImportFailure<E>) -> ImportSummary {
        do throws(TransactionError<ImportFailure<E>>) {
            // The connection's own setting comes back afterwards, whatever SQLite was built with.
            let cacheSize = try? connection.scalarInt(SQL.cacheSize)
            try? connection.execute(SQL.importCacheSize)
            defer { if let cacheSize { try? connection.execute("\(SQL.cacheSize) = \(cacheSize)") } }
            // Checking a foreign key makes SQLite keep a statement journal (see
            // SQL.insertImportVotes(rows:)), and an import's rows need no check: each names a pet
            // it has just looked up or created, under the write lock it holds to the end. (The
            // setting can change only outside a transaction.)
            do throws(SQLiteError) {
                try connection.execute(SQL.foreignKeysOff)
            } catch {
                throw .sqlite(error)
            }
            defer { try? connection.execute(SQL.foreignKeysOn) }
            return try connection.writeTransactionOrRollback {
                () throws(ImportFailure<E>) -> (ImportSummary, TransactionCompletion) in
                var importer: ImportWriter
                do throws(VoteStoreError) {
                    importer = ImportWriter(sink: try ImportSession(store: self, options: options))
                } catch {
                    throw .store(error)
                }
                do throws(E) {
                    try body(&importer)
                } catch {
                    throw .body(error)
                }
                do throws(VoteStoreError) {
                    try importer.finish()
                } catch {
                    throw .store(error)
                }
                // A dry run is the whole import, rolled back: its summary is exact.
                return (importer.summary, options.dryRun ? .rollback : .commit)
            }
        } catch {
            switch error {
            case .sqlite(let error): throw .store(VoteStoreError(error, path: path))
            case .body(let failure): throw failure
            }
        }
    }
}

/// Why an import failed: the store, or the caller's body.
@usableFromInline
enum ImportFailure<BodyError: Error>: Error {
    case store(VoteStoreError)
    case body(BodyError)
}
