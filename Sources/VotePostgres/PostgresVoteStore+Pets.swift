import PostgresNIO
public import VoteCore

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

    /// The pet with this name, ignoring case (``VoteDatabase/pet(named:)``).
    public func pet(named name: String) throws(VoteStoreError) -> Pet {
        try PostgresPetRecords(store: self).pet(named: name)
    }

    /// Adds a pet; its name must be unique ignoring case and spacing (``VoteDatabase/addPet(named:)``).
    @discardableResult
    public func addPet(named name: String) throws(VoteStoreError) -> Pet {
        try PostgresPetRecords(store: self).addPet(named: name)
    }

    /// Renames a pet, keeping its votes (``VoteDatabase/renamePet(named:to:)``).
    @discardableResult
    public func renamePet(named name: String, to newName: String) throws(VoteStoreError) -> Pet {
        try PostgresPetRecords(store: self).renamePet(named: name, to: newName)
    }

    /// Removes a pet, and with `force` its votes (``VoteDatabase/removePet(named:force:)``).
    public func removePet(named name: String, force: Bool) throws(VoteStoreError) {
        try PostgresPetRecords(store: self).removePet(named: name, force: force)
    }

    // MARK: Internal

    /// Looks a validated name up by its case-insensitive key, or throws with suggestions.
    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try PostgresPetRecords(store: self).existingPet(name)
    }

    /// Inserts a pet and its zero tally, inside a write transaction.
    func insertPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        try PostgresPetRecords(store: self).insertPetRow(name)
    }
}
