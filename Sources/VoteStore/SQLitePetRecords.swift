import VoteCore

/// SQLite's pet and vote rows for the rules ``PetRecords`` writes once for both engines.
struct SQLitePetRecords: PetRecords {
    let store: SQLiteVoteStore

    func writing<T>(_ body: () throws(VoteStoreError) -> T) throws(VoteStoreError) -> T {
        try store.write(body)
    }

    /// Nothing to hold: `BEGIN IMMEDIATE` already made this the one writer.
    func holdWriters(forRemoval: Bool) throws(VoteStoreError) {}

    func petRow(key: String) throws(VoteStoreError) -> Pet? {
        try store.translating { () throws(SQLiteError) in
            try store.withStatement(SQL.petByKey) { statement throws(SQLiteError) -> Pet? in
                try statement.bind(key, at: 1)
                return try statement.step() ? Pet(id: statement.int64(at: 0), name: statement.string(at: 1)) : nil
            }
        }
    }

    func petRows() throws(VoteStoreError) -> [Pet] {
        try store.translating { () throws(SQLiteError) in try store.allPets() }
    }

    func insertPetRow(_ name: PetName) throws(VoteStoreError) -> Pet {
        try refusingDuplicate(name) { () throws(SQLiteError) in
            try store.withStatement(SQL.insertPet) { statement throws(SQLiteError) in
                try statement.bind(name.display, at: 1)
                try statement.bind(name.key, at: 2)
                _ = try statement.step()
            }
            let id = store.connection.lastInsertRowID
            try store.withStatement(SQL.insertTally) { statement throws(SQLiteError) in
                try statement.bind(id, at: 1)
                _ = try statement.step()
            }
            return Pet(id: id, name: name.display)
        }
    }

    func renamePetRow(_ pet: Pet, to name: PetName) throws(VoteStoreError) {
        try refusingDuplicate(name) { () throws(SQLiteError) in
            try store.withStatement(SQL.renamePet) { statement throws(SQLiteError) in
                try statement.bind(name.display, at: 1)
                try statement.bind(name.key, at: 2)
                try statement.bind(pet.id, at: 3)
                _ = try statement.step()
            }
        }
    }

    func voteCount(of pet: Pet) throws(VoteStoreError) -> Int {
        try store.translating { () throws(SQLiteError) in
            try store.withStatement(SQL.petVotes) { statement throws(SQLiteError) in
                try statement.bind(pet.id, at: 1)
                return try statement.step() ? statement.int(at: 0) : 0
            }
        }
    }

    /// Foreign keys cascade to the pet's vote rows and tallies.
    func deletePetRow(_ pet: Pet) throws(VoteStoreError) {
        try store.translating { () throws(SQLiteError) in
            try store.withStatement(SQL.deletePet) { statement throws(SQLiteError) in
                try statement.bind(pet.id, at: 1)
                _ = try statement.step()
            }
        }
    }

    func insertVoteRow(petID: Int64, at: Int64, count: Int, source: String) throws(VoteStoreError) {
        try store.translating { () throws(SQLiteError) in
            try store.insertVoteRow(petID: petID, at: at, count: count, source: source, externalID: nil)
        }
    }

    func currentStandings() throws(VoteStoreError) -> Standings {
        try store.allTimeStandings()
    }

    /// Runs `body`, reporting a unique violation (the pet's name key) as a duplicate pet.
    private func refusingDuplicate<T>(_ name: PetName, _ body: () throws(SQLiteError) -> T) throws(VoteStoreError) -> T
    {
        do {
            return try body()
        } catch  where error.extendedCode == SQLiteError.constraintUnique {
            throw .duplicatePet(name: name.display)
        } catch {
            throw VoteStoreError(error, path: store.path)
        }
    }
}
