/// What an import's held-back writes came to (``ImportSink/finish()``): the votes written, and
/// the rows skipped for an id counted before.
package struct HeldImportWrites: Sendable {
    /// The votes imported.
    package var imported: Int
    /// The rows skipped because their id was counted before (stored, or earlier in the import).
    package var repeats: Int
    /// Of the `repeats`, those whose id was counted for another pet or count.
    package var conflicts: Int
    /// The first ``ImportSummary/listedConflicts`` of those ids, in id order, and one more when
    /// there are more.
    package var conflictingIDs: [String]

    package init(imported: Int, repeats: Int = 0, conflicts: Int = 0, conflictingIDs: [String] = []) {
        (self.imported, self.repeats, self.conflicts, self.conflictingIDs) =
            (imported, repeats, conflicts, conflictingIDs)
    }
}
