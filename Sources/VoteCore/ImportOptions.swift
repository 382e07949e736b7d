/// How ``VoteDatabase/withImport(options:_:)`` and `SQLiteVoteStore.importVotes(_:options:)` behave.
public struct ImportOptions: Hashable, Sendable {
    /// Add pets the store does not know yet instead of failing with ``VoteStoreError/unknownPet(name:suggestions:)``.
    public var createPets: Bool
    /// Check and count everything, then roll back: the database is left exactly as it was.
    public var dryRun: Bool
    /// The `source` recorded on every imported vote row.
    public var source: String
    /// The most vote rows a store may hold for an import to write its rows straight into `vote`
    /// with the id index dropped, and build the index afterwards by sorting (each engine's import
    /// session says how). Rebuilding sorts the rows stored before too: 50,000 of them cost about
    /// 0.1 s here, against about 2 µs saved per imported ballot. Tests set -1 to take the other
    /// way on a small store.
    package var directBallotLimit: Int64 = 50_000

    /// Creates import options; the defaults refuse unknown pets, commit, and record source "import".
    public init(createPets: Bool = false, dryRun: Bool = false, source: String = "import") {
        (self.createPets, self.dryRun, self.source) = (createPets, dryRun, source)
    }
}
