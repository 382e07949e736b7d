package import Foundation

/// The pet and vote rows an engine keeps, as the rules every engine follows need them.
///
/// The rules themselves (names validated, a pet found by its case-insensitive key or the closest
/// names suggested, a pet with votes removed only when forced, a vote answered with the pet's
/// standing read in its own transaction) are written once, in this protocol's extension; each
/// engine supplies the lookups and writes, as it does for ballots (``BallotLedger``).
package protocol PetRecords {
    /// Runs `body` in one write transaction, rolled back if it throws.
    func writing<T>(_ body: () throws(VoteStoreError) -> T) throws(VoteStoreError) -> T
    /// Takes, first thing in a write transaction, what the engine needs held before it looks a
    /// pet up: for a vote (`forRemoval == false`) or for removing a pet with its votes.
    func holdWriters(forRemoval: Bool) throws(VoteStoreError)
    /// The pet whose name has this case-insensitive key, if any.
    func petRow(key: String) throws(VoteStoreError) -> Pet?
    /// Every pet, in creation order.
    func petRows() throws(VoteStoreError) -> [Pet]
    /// Inserts a pet and its zero tally; ``VoteStoreError/duplicatePet(name:)`` if the name is taken.
    func insertPetRow(_ name: PetName) throws(VoteStoreError) -> Pet
    /// Renames a pet; ``VoteStoreError/duplicatePet(name:)`` if another pet has the name.
    func renamePetRow(_ pet: Pet, to name: PetName) throws(VoteStoreError)
    /// The pet's votes, from its tally.
    func voteCount(of pet: Pet) throws(VoteStoreError) -> Int
    /// Deletes the pet with its vote rows and tallies.
    func deletePetRow(_ pet: Pet) throws(VoteStoreError)
    /// Writes one vote row (no ballot id) and adds it to the pet's tallies.
    func insertVoteRow(petID: Int64, at: Int64, count: Int, source: String) throws(VoteStoreError)
    /// The all-time standings as this transaction sees them.
    func currentStandings() throws(VoteStoreError) -> Standings
}

extension PetRecords {
    /// The pet with this name, ignoring case and spacing; also one whose stored name no pet may now have
    /// (another program wrote it, with a control character, say), named as stored or as boards
    /// and lists print it (``PetName/displayed(_:)``), so that it can be renamed or removed.
    package func pet(named name: String) throws(VoteStoreError) -> Pet {
        let petName: PetName
        do {
            petName = try PetName(validating: name)
        } catch {
            // A name no pet could be given: found only if one was stored with it all the same
            // (by its name: another program may have written any key beside it).
            let key = PetName.key(ofStored: name)
            if let pet = try petRow(key: key) { return pet }
            if let pet = try petRows().first(where: { PetName.key(ofStored: $0.name) == key }) { return pet }
            throw error
        }
        return try existingPet(petName)
    }

    /// Looks a validated name up by its key (by the key of its very spelling first, for a name
    /// spaced otherwise: ``PetName/spelledKey``), then among the names that print escaped
    /// (``PetName/displayed(_:)``) as they print, or throws naming the closest pets.
    package func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        if name.spelledKey != name.key, let pet = try petRow(key: name.spelledKey) { return pet }
        if let pet = try petRow(key: name.key) { return pet }
        let pets = try petRows()
        if let pet = PetName.pet(shownWithKey: name.key, among: pets) { return pet }
        throw .unknownPet(name: name.display, suggestions: NameSuggestions.closest(to: name.key, among: pets))
    }

    /// Adds a pet; its name is trimmed and NFC-normalised, and must be unique ignoring case and spacing.
    package func addPet(named name: String) throws(VoteStoreError) -> Pet {
        let petName = try PetName(validating: name)
        return try writing { () throws(VoteStoreError) in
            try refuseShownAlike(petName, except: nil)
            return try insertPetRow(petName)
        }
    }

    /// Refuses `name` when a pet other than `except` prints as it (a name another program stored,
    /// `Evil\u{1B}[2J` beside the text `Evil\u{1B}[2J`): lists would show two of one name, and the
    /// printed spelling would find only one of them.
    private func refuseShownAlike(_ name: PetName, except: Pet?) throws(VoteStoreError) {
        guard let alike = PetName.pet(shownWithKey: name.key, among: try petRows()), alike != except else { return }
        throw .duplicatePet(name: alike.name)
    }

    /// Renames a pet, keeping its votes; changing only the case of the name is allowed.
    package func renamePet(named name: String, to newName: String) throws(VoteStoreError) -> Pet {
        let newName = try PetName(validating: newName)
        return try writing { () throws(VoteStoreError) in
            let pet = try pet(named: name)
            try refuseShownAlike(newName, except: pet)
            try renamePetRow(pet, to: newName)
            return Pet(id: pet.id, name: newName.display)
        }
    }

    /// Removes a pet; one with votes only with `force`, which deletes its votes too.
    package func removePet(named name: String, force: Bool) throws(VoteStoreError) {
        try writing { () throws(VoteStoreError) in
            try holdWriters(forRemoval: true)
            let pet = try pet(named: name)
            let votes = try voteCount(of: pet)
            guard votes == 0 || force else { throw .petHasVotes(name: pet.name, votes: votes) }
            try deletePetRow(pet)
        }
    }

    /// Casts `count` votes for a pet as one vote row, and returns its standing in the same
    /// transaction: exactly this vote and those committed before it.
    package func vote(for name: String, count: Int, at date: Date, source: String) throws(VoteStoreError) -> RankedPet {
        try VoteStoreError.check(count: count)
        let petName = try PetName(validating: name)
        let at = VoteTime.milliseconds(since1970: date)
        return try writing { () throws(VoteStoreError) in
            try holdWriters(forRemoval: false)
            let pet = try existingPet(petName)
            try insertVoteRow(petID: pet.id, at: at, count: count, source: source)
            guard let standing = try currentStandings().entries.first(where: { $0.pet.id == pet.id }) else {
                // Unreachable: the pet was found and written in this very transaction.
                throw .unknownPet(name: pet.name, suggestions: [])
            }
            return standing
        }
    }
}
