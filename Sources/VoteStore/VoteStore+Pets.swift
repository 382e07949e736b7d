extension VoteStore {
    /// All pets, in the order they were created.
    ///
    /// - Complexity: O(pets).
    public func pets() throws(VoteStoreError) -> [Pet] {
        try translating { () throws(SQLiteError) in try allPets() }
    }

    /// ``pets()`` inside a caller's `translating`.
    func allPets() throws(SQLiteError) -> [Pet] {
        try withStatement(SQL.allPets) { statement throws(SQLiteError) in
            var pets: [Pet] = []
            while try statement.step() {
                pets.append(Pet(id: statement.int64(at: 0), name: statement.string(at: 1)))
            }
            return pets
        }
    }

    /// The pet with this name, ignoring case ("cat" finds Cat, "CAFÉ" finds Café).
    ///
    /// - Throws: ``VoteStoreError/unknownPet(name:suggestions:)`` naming the closest known pets,
    ///   or ``VoteStoreError/invalidPetName(name:reason:)`` for a name no pet could have.
    public func pet(named name: String) throws(VoteStoreError) -> Pet {
        try existingPet(PetName(validating: name))
    }

    /// Adds a pet; its name is trimmed and NFC-normalised, and must be unique ignoring case.
    ///
    /// - Returns: The new pet, with its name as stored.
    /// - Throws: ``VoteStoreError/duplicatePet(name:)`` or ``VoteStoreError/invalidPetName(name:reason:)``.
    @discardableResult
    public func addPet(named name: String) throws(VoteStoreError) -> Pet {
        let petName = try PetName(validating: name)
        return try write { () throws(VoteStoreError) in try insertPet(petName) }
    }

    /// Renames a pet, keeping its votes; changing only the case of the name is allowed.
    ///
    /// - Throws: ``VoteStoreError/unknownPet(name:suggestions:)`` for `name`,
    ///   ``VoteStoreError/duplicatePet(name:)`` or ``VoteStoreError/invalidPetName(name:reason:)`` for `newName`.
    @discardableResult
    public func renamePet(named name: String, to newName: String) throws(VoteStoreError) -> Pet {
        let oldName = try PetName(validating: name)
        let newName = try PetName(validating: newName)
        return try write { () throws(VoteStoreError) in
            let pet = try existingPet(oldName)
            do throws(SQLiteError) {
                try withStatement(SQL.renamePet) { statement throws(SQLiteError) in
                    try statement.bind(newName.display, at: 1)
                    try statement.bind(newName.key, at: 2)
                    try statement.bind(pet.id, at: 3)
                    _ = try statement.step()
                }
            } catch  where error.extendedCode == SQLiteError.constraintUnique {
                throw .duplicatePet(name: newName.display)
            } catch {
                throw VoteStoreError(error, path: path)
            }
            return Pet(id: pet.id, name: newName.display)
        }
    }

    /// Removes a pet, and with `force` its votes.
    ///
    /// A pet with votes is removed only with `force`, which deletes its vote rows too.
    ///
    /// - Throws: ``VoteStoreError/petHasVotes(name:votes:)`` or ``VoteStoreError/unknownPet(name:suggestions:)``.
    public func removePet(named name: String, force: Bool = false) throws(VoteStoreError) {
        let petName = try PetName(validating: name)
        try write { () throws(VoteStoreError) in
            let pet = try existingPet(petName)
            let votes = try translating { () throws(SQLiteError) in
                try withStatement(SQL.petVotes) { statement throws(SQLiteError) in
                    try statement.bind(pet.id, at: 1)
                    return try statement.step() ? statement.int(at: 0) : 0
                }
            }
            guard votes == 0 || force else {
                throw .petHasVotes(name: pet.name, votes: votes)
            }
            // Foreign keys cascade to the pet's vote rows and tally.
            try translating { () throws(SQLiteError) in
                try withStatement(SQL.deletePet) { statement throws(SQLiteError) in
                    try statement.bind(pet.id, at: 1)
                    _ = try statement.step()
                }
            }
        }
    }

    // MARK: Internal

    /// Looks a validated name up by its case-insensitive key, or throws with suggestions.
    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        let found = try translating { () throws(SQLiteError) in
            try withStatement(SQL.petByKey) { statement throws(SQLiteError) -> Pet? in
                try statement.bind(name.key, at: 1)
                return try statement.step() ? Pet(id: statement.int64(at: 0), name: statement.string(at: 1)) : nil
            }
        }
        if let found { return found }
        throw .unknownPet(name: name.display, suggestions: PetSuggestions.closest(to: name.key, among: try pets()))
    }

    /// Inserts a pet and its zero tally; the caller runs this inside a write transaction.
    func insertPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        do throws(SQLiteError) {
            try withStatement(SQL.insertPet) { statement throws(SQLiteError) in
                try statement.bind(name.display, at: 1)
                try statement.bind(name.key, at: 2)
                _ = try statement.step()
            }
            let id = connection.lastInsertRowID
            try withStatement(SQL.insertTally) { statement throws(SQLiteError) in
                try statement.bind(id, at: 1)
                _ = try statement.step()
            }
            return Pet(id: id, name: name.display)
        } catch  where error.extendedCode == SQLiteError.constraintUnique {
            throw .duplicatePet(name: name.display)
        } catch {
            throw VoteStoreError(error, path: path)
        }
    }
}
