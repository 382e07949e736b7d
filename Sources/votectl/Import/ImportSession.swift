import VoteStore

/// Drives one import: reads rows, hands them to the store inside one transaction, and either
/// commits everything or (on the first bad row, unless skipping) nothing.
struct ImportSession {
    /// What the import did.
    struct Outcome: Hashable, Sendable {
        /// The store's summary (votes imported, rows, duplicates, pets created).
        var summary: ImportSummary
        /// The rows left out under `--skip-invalid`.
        var skipped: [ImportRowError]
        /// How many rows were skipped in all (``skipped`` keeps only the first few).
        var skippedCount: Int
    }

    /// How many skipped rows are kept for the report.
    static let reportedSkipLimit = 20

    var options: ImportOptions
    var skipInvalid: Bool

    /// Imports every row `reader` yields into `store`, calling `progress` with the bytes read so far.
    /// - Throws: the first bad row as an ``ImportRowError`` (nothing is written), or a store failure.
    func run(_ reader: inout any VoteRowReader, into store: VoteStore,
             progress: (Int) -> Void = { _ in }) throws -> Outcome {
        var skipped: [ImportRowError] = []
        var skippedCount = 0
        func skip(_ error: ImportRowError) throws(ImportRowError) {
            guard skipInvalid, !error.isFatal else { throw error }
            skippedCount += 1
            if skipped.count < Self.reportedSkipLimit { skipped.append(error) }
        }
        var rowsSinceProgress = 0
        let summary = try store.withImport(options: options) { (transaction: inout VoteImport) throws in
            while let result = reader.next() {
                switch result {
                case .failure(let error):
                    try skip(error)
                case .success(let row):
                    do throws(VoteStoreError) {
                        _ = try transaction.add(BulkVote(pet: row.pet, count: row.count, date: row.date,
                                                         externalID: row.externalID))
                    } catch let storeError {
                        guard let reason = Self.rowReason(for: storeError) else { throw storeError }
                        try skip(ImportRowError(line: row.line, reason: reason))
                    }
                }
                rowsSinceProgress += 1
                if rowsSinceProgress == 4096 {
                    rowsSinceProgress = 0
                    progress(reader.bytesRead)
                }
            }
        }
        return Outcome(summary: summary, skipped: skipped, skippedCount: skippedCount)
    }

    /// The row-level reason for a store error about one row, or `nil` for failures of the whole import.
    private static func rowReason(for error: VoteStoreError) -> ImportRowError.Reason? {
        switch error {
        case .unknownPet(let name, let suggestions):
            .unknownPet(name: name, suggestions: suggestions)
        case .invalidPetName(let name, let reason):
            .invalidPetName(name: name, reason: reason)
        case .invalidCount(let count):
            .badCount(String(count))
        default:
            nil
        }
    }
}
