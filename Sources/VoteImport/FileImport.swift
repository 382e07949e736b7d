package import VoteCore

/// Drives one import: reads rows, hands them to the store inside one transaction, and either
/// commits everything or (on the first bad row, unless skipping) nothing.
///
/// Rows that carry neither an `id` nor a time all mean "one more vote for this pet, now", so
/// after a pet's first such row has been accepted (which checks the pet, with its line number)
/// the following ones are merged into count-weighted votes, up to the store's per-vote limit. A
/// million-row file of plain names then writes a handful of vote rows instead of a million.
package struct FileImport {
    /// What the import did.
    package struct Outcome: Hashable, Sendable {
        /// The store's summary, with `rows` counting the input's valid rows.
        package var summary: ImportSummary
        /// The rows left out under `--skip-invalid` (the first ``FileImport/reportedSkipLimit``).
        package var skipped: [ImportRowError]
        /// How many rows were skipped in all.
        package var skippedCount: Int
    }

    /// How many skipped rows are kept for the report.
    package static let reportedSkipLimit = 20

    package var options: ImportOptions
    package var skipInvalid: Bool

    /// Creates an import with the store's options and whether bad rows are skipped.
    package init(options: ImportOptions, skipInvalid: Bool) {
        (self.options, self.skipInvalid) = (options, skipInvalid)
    }

    /// Imports every row `reader` yields into `store`, calling `progress` with the bytes read so far
    /// every few thousand rows and once when only the commit is left; what `progress` throws stops
    /// the import, and nothing is written.
    ///
    /// `reader` is read on a thread of its own, ahead of the store's writes (``ReadAheadRowReader``).
    /// - Throws: the first bad row as an ``ImportRowError`` (nothing is written), or a store failure.
    package func run(
        _ reader: sending any VoteRowReader,
        into store: any VoteDatabase,
        progress: (Int) throws -> Void = { _ in }
    ) throws -> Outcome {
        var reader = ReadAheadRowReader(reader)
        var skipped: [ImportRowError] = []
        var skippedCount = 0
        var rows = 0
        func skip(_ error: ImportRowError) throws(ImportRowError) {
            guard skipInvalid, !error.isFatal else { throw error }
            skippedCount += 1
            if skipped.count < Self.reportedSkipLimit { skipped.append(error) }
        }
        var summary = try store.withImport(options: options) { (transaction: inout ImportWriter) throws in
            var merged = MergedVotes()
            var rowsSinceProgress = 0
            while let result = reader.next() {
                rowsSinceProgress += 1
                if rowsSinceProgress == 4096 {
                    rowsSinceProgress = 0
                    try progress(reader.bytesRead)
                }
                let row: ImportRow
                switch result {
                case .failure(let error):
                    try skip(error)
                    continue
                case .success(let value):
                    row = value
                }
                if row.externalID == nil, row.date == nil {
                    switch merged.merge(row) {
                    case .merged:
                        rows += 1
                        continue
                    case .mergedAfterWriting(let full):
                        rows += 1
                        try Self.add(full, to: &transaction)
                        continue
                    case .notAccepted:
                        break
                    }
                }
                do throws(VoteStoreError) {
                    try Self.add(
                        BulkVote(pet: row.pet, count: row.count, date: row.date, externalID: row.externalID),
                        to: &transaction
                    )
                    rows += 1
                    if row.externalID == nil, row.date == nil { merged.accept(row.pet) }
                } catch {
                    guard let reason = Self.rowReason(for: error) else { throw error }
                    try skip(ImportRowError(line: row.line, reason: reason))
                }
            }
            for vote in merged.drain() {
                try Self.add(vote, to: &transaction)
            }
            // The writes held back to the end (ballots sorted, indexes built again, tallies) come
            // before the last call, so a stop asked for during them still writes nothing.
            try transaction.finish()
            try progress(reader.bytesRead)
        }
        summary.rows = rows
        return Outcome(summary: summary, skipped: skipped, skippedCount: skippedCount)
    }

    private static func add(_ vote: BulkVote, to transaction: inout ImportWriter) throws(VoteStoreError) {
        try transaction.add(vote)
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

/// Untimed, unidentified votes waiting to be written as count-weighted votes, per pet name as written.
private struct MergedVotes {
    private var pending: [String: Int] = [:]

    /// Marks `pet` as accepted by the store: its later untimed rows can be merged.
    mutating func accept(_ pet: String) {
        if pending[pet] == nil { pending[pet] = 0 }
    }

    /// What ``merge(_:)`` did with a row.
    enum Merge {
        /// The row's votes were added to its pet's pending ones.
        case merged
        /// The pet's pending votes, which the row would have taken past the per-vote limit, are
        /// returned to be written now; the row's votes are pending in their place.
        case mergedAfterWriting(BulkVote)
        /// The store has not accepted the row's pet yet: the row goes to the store on its own.
        case notAccepted
    }

    /// Merges `row` into its pet's pending votes, if the store accepted that pet before.
    mutating func merge(_ row: ImportRow) -> Merge {
        guard let count = pending[row.pet] else { return .notAccepted }
        if count + row.count > VoteStoreError.maximumCount {
            pending[row.pet] = row.count
            return .mergedAfterWriting(BulkVote(pet: row.pet, count: count))
        }
        pending[row.pet] = count + row.count
        return .merged
    }

    /// The pending votes, emptied.
    mutating func drain() -> [BulkVote] {
        defer { pending.removeAll() }
        return pending.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { BulkVote(pet: $0.key, count: $0.value) }
    }
}
