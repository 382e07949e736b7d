import PostgresNIO
public import VoteStore

extension PostgresVoteStore {
    /// All pets, in the order they were created.
    public func pets() throws(VoteStoreError) -> [Pet] {
        var pets: [Pet] = []
        for row in try connection.query(PostgresStatements.allPets).rows {
            let (id, name) = try connection.decode(row, as: (Int64, String).self)
            pets.append(Pet(id: id, name: name))
        }
        return pets
    }

    /// The pet with this name, ignoring case (``VoteStore/pet(named:)``).
    public func pet(named name: String) throws(VoteStoreError) -> Pet {
        try existingPet(PetName(validating: name))
    }

    /// Adds a pet; its name must be unique ignoring case (``VoteStore/addPet(named:)``).
    @discardableResult
    public func addPet(named name: String) throws(VoteStoreError) -> Pet {
        let petName = try PetName(validating: name)
        return try write { () throws(VoteStoreError) in try insertPet(petName) }
    }

    /// Renames a pet, keeping its votes (``VoteStore/renamePet(named:to:)``).
    @discardableResult
    public func renamePet(named name: String, to newName: String) throws(VoteStoreError) -> Pet {
        let oldName = try PetName(validating: name)
        let newName = try PetName(validating: newName)
        return try write { () throws(VoteStoreError) in
            let pet = try existingPet(oldName)
            _ = try refusingDuplicate(newName) { () throws(VoteStoreError) in
                try connection.query(PostgresStatements.renamePet, [newName.display, newName.key, pet.id])
            }
            return Pet(id: pet.id, name: newName.display)
        }
    }

    /// Removes a pet, and with `force` its votes (``VoteStore/removePet(named:force:)``).
    public func removePet(named name: String, force: Bool) throws(VoteStoreError) {
        let petName = try PetName(validating: name)
        try write { () throws(VoteStoreError) in
            // Every slot first: the votes in flight commit before, and a vote after finds the pet gone.
            try claimEverySlot()
            let pet = try existingPet(petName)
            let votes = try connection.scalar(Int.self, PostgresStatements.petVotes, [pet.id]) ?? 0
            guard votes == 0 || force else { throw .petHasVotes(name: pet.name, votes: votes) }
            // Its vote rows first (their receipts cascade): they have no foreign key to cascade
            // from the pet (``PostgresSchema/version1``).
            try connection.query(PostgresStatements.deleteVotesOfPet, [pet.id])
            try connection.query(PostgresStatements.deletePet, [pet.id])
        }
    }

    // MARK: Internal

    /// Looks a validated name up by its case-insensitive key, or throws with suggestions.
    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        let rows = try connection.query(PostgresStatements.petByKey, [name.key]).rows
        if let row = rows.first {
            let (id, display) = try connection.decode(row, as: (Int64, String).self)
            return Pet(id: id, name: display)
        }
        throw .unknownPet(name: name.display, suggestions: PetSuggestions.closest(to: name.key, among: try pets()))
    }

    /// Inserts a pet and its zero tally, inside a write transaction.
    func insertPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try refusingDuplicate(name) { () throws(VoteStoreError) in
            guard let id = try connection.scalar(Int64.self, PostgresStatements.insertPet, [name.display, name.key])
            else { throw .server(database: displayName, code: "insert", message: "no pet id came back") }
            try connection.query(PostgresStatements.insertTally, [id])
            return Pet(id: id, name: name.display)
        }
    }

    /// Runs `body`, reporting a unique violation on the pet's name as a duplicate pet.
    private func refusingDuplicate<T>(_ name: PetName, _ body: () throws(VoteStoreError) -> T) throws(VoteStoreError)
        -> T
    {
        do {
            return try body()
        } catch {
            guard case .server(_, "23505", _) = error else { throw error }
            throw .duplicatePet(name: name.display)
        }
    }
}
