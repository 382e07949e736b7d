/// What an import did (or, for a dry run, would have done).
public struct ImportSummary: Hashable, Sendable {
    /// Votes added: the sum of the counts of the rows that were not skipped for their id.
    public var imported: Int
    /// Bulk votes received, those skipped for their id included.
    public var rows: Int
    /// Bulk votes skipped because their external id had been counted before (stored, or earlier
    /// in the input) for the same pet and count: the same ballot again.
    public var duplicates: Int
    /// Bulk votes skipped because their external id had been counted before for another pet or
    /// count: an id counts once, as its first row says, so these votes were not counted.
    public var conflicts: Int
    /// The first ``listedConflicts`` ids among the `conflicts`, in id order, for the user to look up.
    public var conflictingIDs: [String]
    /// Whether ``conflictingIDs`` holds every id among the `conflicts`.
    public var listsEveryConflictingID = true
    /// How many conflicting ids a summary lists.
    public static let listedConflicts = 20
    /// Pets created by the import (with ``ImportOptions/createPets``), in creation order.
    public var createdPets: [String]

    /// Creates a summary.
    public init(
        imported: Int = 0,
        rows: Int = 0,
        duplicates: Int = 0,
        conflicts: Int = 0,
        conflictingIDs: [String] = [],
        createdPets: [String] = []
    ) {
        (self.imported, self.rows, self.duplicates, self.conflicts) = (imported, rows, duplicates, conflicts)
        (self.conflictingIDs, self.createdPets) = (conflictingIDs, createdPets)
    }
}
