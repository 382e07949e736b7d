/// What an import did (or, for a dry run, would have done).
public struct ImportSummary: Hashable, Sendable {
    /// Votes added: the sum of the counts of the rows that were not duplicates.
    public var imported: Int
    /// Bulk votes received, duplicates included.
    public var rows: Int
    /// Bulk votes skipped because their external id had been imported before.
    public var duplicates: Int
    /// Pets created by the import (with ``ImportOptions/createPets``), in creation order.
    public var createdPets: [String]

    /// Creates a summary.
    public init(imported: Int = 0, rows: Int = 0, duplicates: Int = 0, createdPets: [String] = []) {
        (self.imported, self.rows, self.duplicates, self.createdPets) = (imported, rows, duplicates, createdPets)
    }
}
