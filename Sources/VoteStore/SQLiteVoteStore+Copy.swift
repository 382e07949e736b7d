public import VoteCore

extension SQLiteVoteStore: VoteDatabase {
    /// The database file's path, as it was opened.
    public var displayName: String { path }

    /// A read transaction: in WAL mode it sees the database as of its first read.
    public func readingOneSnapshot<T>(_ body: () throws -> T) throws -> T {
        guard connection.isAutocommit else { return try body() }
        try translating { () throws(SQLiteError) in try connection.execute(SQL.beginRead) }
        defer { connection.rollback() }
        return try body()
    }

    /// Every vote row with its receipt, in id order, read in one snapshot.
    public func exportVotes(_ visit: (ExportedVote) throws(VoteStoreError) -> Void) throws(VoteStoreError) {
        // Inside a snapshot already (``readingOneSnapshot(_:)``), it reads in that one.
        let begins = connection.isAutocommit
        if begins { try translating { () throws(SQLiteError) in try connection.execute(SQL.beginRead) } }
        defer { if begins { connection.rollback() } }
        let statement = try translating { () throws(SQLiteError) in try connection.prepare(SQL.exportVotes) }
        while try translating({ () throws(SQLiteError) in try statement.step() }) {
            let receipt = ExportedVote.Receipt(
                votes: statement.optionalInt(at: 6),
                rank: statement.optionalInt(at: 7),
                tied: statement.optionalInt(at: 8)
            )
            try visit(
                ExportedVote(
                    id: statement.int64(at: 0),
                    petID: statement.int64(at: 1),
                    at: statement.int64(at: 2),
                    count: statement.int(at: 3),
                    source: statement.string(at: 4),
                    externalID: statement.optionalString(at: 5),
                    receipt: receipt
                )
            )
        }
    }

    /// Writes a copy of another database into this new one (see ``VoteDatabase/restore(pets:votes:check:)``).
    public func restore(
        pets: [Pet],
        votes: (inout RestoreWriter) throws(VoteStoreError) -> Void,
        check: () throws(VoteStoreError) -> Void
    ) throws(VoteStoreError) {
        try write { () throws(VoteStoreError) in
            try translating { () throws(SQLiteError) in
                guard try connection.scalarInt(SQL.holdsOnlyDefaultPets) == 1 else { return }
                try connection.execute(SQL.deleteAllPets)
            }
            guard try self.pets().isEmpty else { throw .targetNotEmpty(database: path) }
            try translating { () throws(SQLiteError) in
                // Names exactly as stored, also those no pet may now be given (another program wrote them).
                for (pet, key) in zip(pets, PetName.keys(forCopying: pets)) {
                    try withStatement(SQL.insertPetWithID) { statement throws(SQLiteError) in
                        try statement.bind(pet.id, at: 1)
                        try statement.bind(pet.name, at: 2)
                        try statement.bind(key, at: 3)
                        _ = try statement.step()
                    }
                    try withStatement(SQL.insertTally) { statement throws(SQLiteError) in
                        try statement.bind(pet.id, at: 1)
                        _ = try statement.step()
                    }
                }
            }
            var writer = RestoreWriter { (vote: ExportedVote) throws(VoteStoreError) in
                try self.translating { () throws(SQLiteError) in try self.insertRestoredVote(vote) }
            }
            try votes(&writer)
            try translating { () throws(SQLiteError) in
                try connection.execute(SQL.rebuildTallies)
                try connection.execute(SQL.rebuildHourlyTallies)
                try connection.execute(SQL.rebuildDailyTallies)
            }
            try check()
        }
    }

    private func insertRestoredVote(_ vote: ExportedVote) throws(SQLiteError) {
        try withStatement(SQL.insertVoteWithID) { statement throws(SQLiteError) in
            try statement.bind(vote.id, at: 1)
            try statement.bind(vote.petID, at: 2)
            try statement.bind(vote.at, at: 3)
            try statement.bind(vote.count, at: 4)
            try statement.bind(vote.source, at: 5)
            try statement.bind(vote.externalID, at: 6)
            _ = try statement.step()
        }
        guard let receipt = vote.receipt else { return }
        try withStatement(SQL.insertReceipt) { statement throws(SQLiteError) in
            try statement.bind(vote.id, at: 1)
            try statement.bind(receipt.votes, at: 2)
            try statement.bind(receipt.rank, at: 3)
            try statement.bind(receipt.isTied ? 1 : 0, at: 4)
            _ = try statement.step()
        }
    }
}
