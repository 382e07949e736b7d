/// How ``VoteStore/importVotes(_:options:)`` and ``VoteStore/withImport(options:_:)`` behave.
public struct ImportOptions: Hashable, Sendable {
    /// Add pets the store does not know yet instead of failing with ``VoteStoreError/unknownPet(name:suggestions:)``.
    public var createPets: Bool
    /// Check and count everything, then roll back: the database is left exactly as it was.
    public var dryRun: Bool
    /// The `source` recorded on every imported vote row.
    public var source: String

    /// Creates import options; the defaults refuse unknown pets, commit, and record source "import".
    public init(createPets: Bool = false, dryRun: Bool = false, source: String = "import") {
        (self.createPets, self.dryRun, self.source) = (createPets, dryRun, source)
    }
}
