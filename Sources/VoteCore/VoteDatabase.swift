public import Foundation

/// PetVote's store, whichever engine keeps the data: what `votectl` and `votesrv` call.
///
/// `SQLiteVoteStore` (module `VoteStore`) keeps it in one SQLite file, the embedded default;
/// `PostgresVoteStore` (module `VotePostgres`) keeps it on a shared PostgreSQL server, for several
/// servers counting into one database; `DatabaseName` (module `VoteEngines`) picks one by name.
/// Both keep the same promises, checked by one test suite run against each: every write is one
/// transaction that leaves the database as it was when it fails, the same standings, competition
/// ranks, ties and time windows, ballots and imported ids counted once, and the same
/// ``VoteStoreError``s.
///
/// A database is not `Sendable`: each thread or process opens its own.
public protocol VoteDatabase: AnyObject {
    /// The database as the user named it (a path, or a URL without its password), for messages.
    var displayName: String { get }

    /// All pets, in the order they were created.
    func pets() throws(VoteStoreError) -> [Pet]
    /// The pet with this name, ignoring case and spacing.
    func pet(named name: String) throws(VoteStoreError) -> Pet
    /// Adds a pet; its name must be unique ignoring case and spacing.
    @discardableResult func addPet(named name: String) throws(VoteStoreError) -> Pet
    /// Renames a pet, keeping its votes.
    @discardableResult func renamePet(named name: String, to newName: String) throws(VoteStoreError) -> Pet
    /// Removes a pet, and with `force` its votes.
    func removePet(named name: String, force: Bool) throws(VoteStoreError)

    /// Casts `count` votes for a pet as one vote row and returns its new standing.
    @discardableResult func vote(
        for name: String,
        count: Int,
        at date: Date,
        source: String
    ) throws(VoteStoreError) -> RankedPet
    /// Casts a batch of ballots in one transaction, each with its own outcome (group commit).
    @discardableResult func cast(_ ballots: [Ballot], source: String) throws(VoteStoreError) -> BallotBatch
    /// Every pet ranked, counting the votes cast in `since ..< until` (all of them without bounds).
    func standings(since: Date?, until: Date?) throws(VoteStoreError) -> Standings
    /// A number that changes when other connections commit writes, never for this one's own, so a
    /// server can tell when its cached standings went stale.
    func foreignCommitCount() throws(VoteStoreError) -> Int64
    /// Calls `notify`, on another thread, as soon as another connection's commit is known, where
    /// the engine is told of commits (PostgreSQL's `NOTIFY`); an engine that is not (SQLite) never
    /// calls it, and its readers poll ``foreignCommitCount()``.
    func onForeignCommit(_ notify: @escaping @Sendable () -> Void)

    /// Runs an import driven by the caller in one transaction: all of its votes, or none.
    @discardableResult func withImport<E: Error>(
        options: ImportOptions,
        _ body: (inout ImportWriter) throws(E) -> Void
    ) throws -> ImportSummary

    /// Calls `notify` once whenever a write has waited `delay` for another writer and goes on
    /// waiting, so a command line can say why it pauses.
    func onLockWait(after delay: Duration, _ notify: @escaping () -> Void)
    /// Makes each later write wait at most `timeout` for another connection's lock before failing
    /// with ``VoteStoreError/busy(path:)``: a server answers within its request deadline.
    func limitLockWait(to timeout: Duration)
    /// Throws ``VoteStoreError/databaseMoved(path:)`` when the database this store has open is no
    /// longer the one its name leads to (a SQLite file deleted, or moved aside and replaced).
    /// Every write checks this before it commits; a server also asks while idle, to notice a
    /// restored backup before the next vote.
    func checkLocation() throws(VoteStoreError)
    /// Throws what a write would throw now, writing nothing: ``VoteStoreError/busy(path:)`` when
    /// another connection holds a lock that every write must wait for (SQLite's write lock) past
    /// the lock wait, ``VoteStoreError/readOnly(path:)`` for a database this connection cannot
    /// write. How an idle server knows it could not take a vote now.
    func checkWritable() throws(VoteStoreError)

    /// Runs `body`, whose reads of this store all see one snapshot of the database: what other
    /// connections commit meanwhile is not seen, so pets, vote rows and standings read in it agree
    /// (a copy checked against its source while hosts go on voting). `body` must not write.
    func readingOneSnapshot<T>(_ body: () throws -> T) throws -> T
    /// Every vote row, in id order: for copying a database to another engine
    /// (`votectl migrate`). `visit` is called once per row; memory stays flat.
    func exportVotes(_ visit: (ExportedVote) throws(VoteStoreError) -> Void) throws(VoteStoreError)
    /// Writes `votes` and `pets` into this database, which must hold no votes and only the
    /// default pets: the other half of `votectl migrate`. One transaction; tallies rebuilt.
    /// `check` runs in it once everything is written, before it commits, reading this store as
    /// the copy left it (whatever other processes write once it commits): what it throws rolls
    /// the copy back.
    func restore(
        pets: [Pet],
        votes: (inout RestoreWriter) throws(VoteStoreError) -> Void,
        check: () throws(VoteStoreError) -> Void
    ) throws(VoteStoreError)
}

extension VoteDatabase {
    /// ``restore(pets:votes:check:)`` with nothing checked before it commits.
    public func restore(
        pets: [Pet],
        votes: (inout RestoreWriter) throws(VoteStoreError) -> Void
    ) throws(VoteStoreError) {
        try restore(pets: pets, votes: votes, check: {})
    }
}

extension VoteDatabase {
    /// The all-time standings.
    public func standings() throws(VoteStoreError) -> Standings {
        try standings(since: nil, until: nil)
    }
}
