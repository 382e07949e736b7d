extension VoteStore {
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
            var tallies = try translating { () throws(SQLiteError) in try currentTallies() }
            var outcomes: [Result<BallotReceipt, VoteStoreError>] = []
            outcomes.reserveCapacity(ballots.count)
            for ballot in ballots {
                do throws(VoteStoreError) {
                    outcomes.append(.success(try cast(ballot, source: source, tallies: &tallies)))
                } catch {
                    switch error {
                    case .unknownPet, .invalidPetName, .invalidCount, .invalidBallotID, .ballotReused:
                        outcomes.append(.failure(error))
                    default:
                        throw error  // the transaction itself failed: nothing of the batch stays
                    }
                }
            }
            let standings = try translating { () throws(SQLiteError) in try tallyStandings() }
            return BallotBatch(outcomes: outcomes, standings: standings)
        }
    }

    /// How many commits other connections, in any process, have made: it changes when another
    /// writer (a `votectl vote`, an import) commits, never for this store's own commits, so a
    /// server can tell when its cached standings went stale.
    public func foreignCommitCount() throws(VoteStoreError) -> Int64 {
        try translating { () throws(SQLiteError) in try connection.scalarInt(SQL.dataVersion) }
    }

    // MARK: One ballot

    private func cast(
        _ ballot: Ballot,
        source: String,
        tallies: inout [Int64: Int]
    ) throws(VoteStoreError) -> BallotReceipt {
        guard (1...VoteStoreError.maximumCount).contains(ballot.count) else { throw .invalidCount(ballot.count) }
        let petName = try PetName(validating: ballot.pet)
        if let id = ballot.id, !Self.isValidBallotID(id) { throw .invalidBallotID(id) }
        let pet = try existingPet(petName)
        if let id = ballot.id, let earlier = try earlierBallot(id: id) {
            guard earlier.petID == pet.id, earlier.count == ballot.count else {
                throw .ballotReused(id: id, pet: earlier.petName, count: earlier.count)
            }
            // An id imported from a file has no receipt: answer with the pet's current standing.
            let standing = earlier.receipt ?? Self.standing(of: pet.id, in: tallies)
            return BallotReceipt(
                pet: pet,
                votes: standing.votes,
                rank: standing.rank,
                isTied: standing.isTied,
                isReplay: true
            )
        }
        let at = Self.milliseconds(since1970: ballot.date)
        tallies[pet.id, default: 0] += ballot.count
        let standing = Self.standing(of: pet.id, in: tallies)
        try translating { () throws(SQLiteError) in
            try insertVoteRow(petID: pet.id, at: at, count: ballot.count, source: source, externalID: ballot.id)
            guard ballot.id != nil else { return }
            let voteID = connection.lastInsertRowID
            try withStatement(SQL.insertReceipt) { statement throws(SQLiteError) in
                try statement.bind(voteID, at: 1)
                try statement.bind(standing.votes, at: 2)
                try statement.bind(standing.rank, at: 3)
                try statement.bind(standing.isTied ? 1 : 0, at: 4)
                _ = try statement.step()
            }
        }
        return BallotReceipt(
            pet: pet,
            votes: standing.votes,
            rank: standing.rank,
            isTied: standing.isTied,
            isReplay: false
        )
    }

    /// A ballot id is 1 to ``Ballot/maximumIDLength`` UTF-8 bytes with no control characters.
    static func isValidBallotID(_ id: String) -> Bool {
        (1...Ballot.maximumIDLength).contains(id.utf8.count)
            && !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private typealias Standing = (votes: Int, rank: Int, isTied: Bool)

    /// A pet's standing among `tallies`: competition rank, and whether another pet has its total.
    private static func standing(of petID: Int64, in tallies: [Int64: Int]) -> Standing {
        let votes = tallies[petID] ?? 0
        var ahead = 0
        var equal = 0
        for other in tallies.values {
            if other > votes { ahead += 1 } else if other == votes { equal += 1 }
        }
        return (votes, 1 + ahead, equal > 1)
    }

    private func currentTallies() throws(SQLiteError) -> [Int64: Int] {
        try withStatement(SQL.tallies) { statement throws(SQLiteError) in
            var tallies: [Int64: Int] = [:]
            while try statement.step() { tallies[statement.int64(at: 0)] = statement.int(at: 1) }
            return tallies
        }
    }

    private func earlierBallot(
        id: String
    ) throws(VoteStoreError) -> (petID: Int64, petName: String, count: Int, receipt: Standing?)? {
        try translating { () throws(SQLiteError) in
            try withStatement(SQL.voteByExternalID) { statement throws(SQLiteError) in
                try statement.bind(id, at: 1)
                guard try statement.step() else { return nil }
                let receipt: Standing? =
                    statement.isNull(at: 3)
                    ? nil : (statement.int(at: 3), statement.int(at: 4), statement.int(at: 5) != 0)
                return (statement.int64(at: 0), statement.string(at: 1), statement.int(at: 2), receipt)
            }
        }
    }
}
