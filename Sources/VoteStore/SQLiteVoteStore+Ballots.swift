public import VoteCore

extension SQLiteVoteStore {
    /// Casts a batch of ballots in one transaction, each with its own outcome: group commit.
    ///
    /// A server that commits each request alone is held to the disk's rate of syncs; one that
    /// gathers the ballots arriving together and commits them at once pays one sync for all.
    /// Each ballot still succeeds or fails alone: an unknown pet, a count out of range or a reused
    /// ballot id refuses that ballot only. Receipts are those of a serial execution: each ballot
    /// sees the ones before it in the batch.
    ///
    /// A ballot with an ``Ballot/id`` counts once: the row keeps the id under a unique index and
    /// its receipt is stored beside it, so a retry, even after a crash and restart, gets the
    /// first receipt (``BallotReceipt/isReplay``). The same id with another pet or count is refused
    /// with ``VoteStoreError/ballotReused(id:pet:count:)``.
    ///
    /// ```swift
    /// let batch = try store.cast([Ballot(pet: "Cat", id: "b-1"), Ballot(pet: "Cat", id: "b-1")])
    /// // batch.outcomes[1] is the first ballot's receipt, marked as a replay; Cat has one vote.
    /// ```
    ///
    /// - Parameters:
    ///   - ballots: The ballots, in the order they arrived.
    ///   - source: Where they came from, kept on each vote row for auditing.
    /// - Returns: Each ballot's outcome and the standings after the batch.
    /// - Throws: Only what fails the whole transaction, which is then rolled back:
    ///   ``VoteStoreError/busy(path:)``, ``VoteStoreError/readOnly(path:)``,
    ///   ``VoteStoreError/diskFull(path:)``, ``VoteStoreError/writeFailed(path:reason:)``.
    @discardableResult
    public func cast(_ ballots: [Ballot], source: String = "api") throws(VoteStoreError) -> BallotBatch {
        try write { () throws(VoteStoreError) in
            // An empty batch asks whether writes work (again): it writes the schema's version
            // over itself, so its commit must reach the disk as a vote's would.
            if ballots.isEmpty {
                try translating { () throws(SQLiteError) in
                    try connection.execute("PRAGMA user_version = \(try connection.scalarInt(SQL.userVersion))")
                }
            }
            return try Ledger(store: self).castBallots(ballots, source: source)
        }
    }

    /// How many commits other connections, in any process, have made: it changes when another
    /// writer (a `votectl vote`, an import) commits, never for this store's own commits, so a
    /// server can tell when its cached standings went stale.
    public func foreignCommitCount() throws(VoteStoreError) -> Int64 {
        try translating { () throws(SQLiteError) in try connection.scalarInt(SQL.dataVersion) }
    }

    /// SQLite tells no one of commits: `notify` is never called; ``foreignCommitCount()`` is cheap to poll.
    public func onForeignCommit(_ notify: @escaping @Sendable () -> Void) {}
}

/// The SQLite side of ``BallotLedger``, inside the store's write transaction.
///
/// Each ballot writes its vote row (and receipt) at once, but its votes are added to the
/// tallies once per pet and hour when the batch ends (``storeHeldBallots()``): a batch of
/// ballots for a few pets then costs one statement a ballot rather than four, which shortens
/// every group commit and so every vote's wait. Pets are looked up once per batch, and the
/// standings after it are ranked from the totals read at its start with its votes added: the
/// transaction holds SQLite's one write lock, so nobody else's votes can fall in between.
private final class Ledger: BallotLedger {
    let store: SQLiteVoteStore
    private var petsByKey: [String: Pet] = [:]
    /// Every pet, as ``currentTallies()`` read them.
    private var allPets: [Pet] = []
    /// The batch's votes per pet, owed to `tally`.
    private var heldVotes: [Int64: Int] = [:]
    /// The batch's votes per pet and hour, owed to the hourly and daily tallies.
    private var heldHours = HourlyVotes()

    init(store: SQLiteVoteStore) {
        self.store = store
    }

    func currentTallies() throws(VoteStoreError) -> [Int64: Int] {
        try store.translating { () throws(SQLiteError) in
            try store.withStatement(SQL.petTallies) { statement throws(SQLiteError) in
                var tallies: [Int64: Int] = [:]
                allPets.removeAll(keepingCapacity: true)
                while try statement.step() {
                    let pet = Pet(id: statement.int64(at: 0), name: statement.string(at: 1))
                    allPets.append(pet)
                    tallies[pet.id] = statement.int(at: 2)
                }
                return tallies
            }
        }
    }

    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        // By the spelling's own key: two spellings of one key may name two pets stored before
        // keys folded spacing.
        if let pet = petsByKey[name.spelledKey] { return pet }
        let pet = try store.existingPet(name)
        petsByKey[name.spelledKey] = pet
        return pet
    }

    func earlierBallot(id: String) throws(VoteStoreError) -> EarlierBallot? {
        try store.translating { () throws(SQLiteError) in
            try store.withStatement(SQL.voteByExternalID) { statement throws(SQLiteError) in
                try statement.bind(id, at: 1)
                guard try statement.step() else { return nil }
                return EarlierBallot(
                    petID: statement.int64(at: 0),
                    petName: statement.string(at: 1),
                    count: statement.int(at: 2),
                    receipt: ExportedVote.Receipt(
                        votes: statement.optionalInt(at: 3),
                        rank: statement.optionalInt(at: 4),
                        tied: statement.optionalInt(at: 5)
                    )
                )
            }
        }
    }

    func insertBallot(_ ballot: BallotRow) throws(VoteStoreError) {
        heldVotes[ballot.petID, default: 0] += ballot.count
        heldHours.add(Int64(ballot.count), petID: ballot.petID, at: ballot.at)
        try store.translating { () throws(SQLiteError) in
            try store.insertVoteRowOnly(
                petID: ballot.petID,
                at: ballot.at,
                count: ballot.count,
                source: ballot.source,
                externalID: ballot.id
            )
            guard ballot.id != nil else { return }
            let voteID = store.connection.lastInsertRowID
            try store.withStatement(SQL.insertReceipt) { statement throws(SQLiteError) in
                try statement.bind(voteID, at: 1)
                try statement.bind(ballot.receipt.votes, at: 2)
                try statement.bind(ballot.receipt.rank, at: 3)
                try statement.bind(ballot.receipt.isTied ? 1 : 0, at: 4)
                _ = try statement.step()
            }
        }
    }

    /// Adds the batch's votes to the tallies.
    func storeHeldBallots() throws(VoteStoreError) {
        try store.translating { () throws(SQLiteError) in
            for (petID, votes) in heldVotes { try store.addToTally(votes, petID: petID) }
            for (hour, petID, votes) in heldHours {
                try store.addToWindowTallies(Int(votes), petID: petID, hour: hour)
            }
        }
        heldVotes.removeAll()
        heldHours.removeAll()
    }

    /// Ranked from the totals the batch began with and its own votes, which is what the
    /// tallies now hold: SQLite's write lock kept every other writer out.
    func standings(after tallies: [Int64: Int]) throws(VoteStoreError) -> Standings {
        try Standings(pets: allPets, votes: tallies)
    }
}
