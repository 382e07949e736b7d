public import VoteCore

extension SQLiteVoteStore {
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
        try SQLitePetRecords(store: self).pet(named: name)
    }

    /// Adds a pet; its name is trimmed and NFC-normalised, and must be unique ignoring case and spacing.
    ///
    /// - Returns: The new pet, with its name as stored.
    /// - Throws: ``VoteStoreError/duplicatePet(name:)`` or ``VoteStoreError/invalidPetName(name:reason:)``.
    @discardableResult
    public func addPet(named name: String) throws(VoteStoreError) -> Pet {
        try SQLitePetRecords(store: self).addPet(named: name)
    }

    /// Renames a pet, keeping its votes; changing only the case of the name is allowed.
    ///
    /// - Throws: ``VoteStoreError/unknownPet(name:suggestions:)`` for `name`,
    ///   ``VoteStoreError/duplicatePet(name:)`` or ``VoteStoreError/invalidPetName(name:reason:)`` for `newName`.
    @discardableResult
    public func renamePet(named name: String, to newName: String) throws(VoteStoreError) -> Pet {
        try SQLitePetRecords(store: self).renamePet(named: name, to: newName)
    }

    /// Removes a pet, and with `force` its votes.
    ///
    /// A pet with votes is removed only with `force`, which deletes its vote rows too.
    ///
    /// - Throws: ``VoteStoreError/petHasVotes(name:votes:)`` or ``VoteStoreError/unknownPet(name:suggestions:)``.
    public func removePet(named name: String, force: Bool = false) throws(VoteStoreError) {
        try SQLitePetRecords(store: self).removePet(named: name, force: force)
    }

    // MARK: Internal

    /// Looks a validated name up by its case-insensitive key, or throws with suggestions.
    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try SQLitePetRecords(store: self).existingPet(name)
    }

    /// Inserts a pet and its zero tally; the caller runs this inside a write transaction.
    func insertPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try SQLitePetRecords(store: self).insertPetRow(name)
    }
}
