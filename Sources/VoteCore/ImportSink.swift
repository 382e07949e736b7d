/// Where one running import writes its rows: one per engine (SQLite's ``ImportSession``,
/// PostgreSQL's COPY session).
///
/// ``ImportWriter`` checks each row and resolves its pet; the sink stores it and, at ``finish()``,
/// writes what it held and brings the tallies up to date, inside the import's one transaction.
package protocol ImportSink: AnyObject {
    /// The import's start, in Unix milliseconds: the time of votes that carry no date.
    var startedAt: Int64 { get }
    /// Whether the import creates the pets it does not know (``ImportOptions/createPets``).
    var createsPets: Bool { get }
    /// The pet with this name, or ``VoteStoreError/unknownPet(name:suggestions:)``.
    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet
    /// Creates the pet, unless it exists (another writer may just have made it): then it is that
    /// pet, not new.
    func createPet(_ name: PetName) throws(VoteStoreError) -> (pet: Pet, isNew: Bool)
    /// Stores one checked vote row. `slot` numbers the import's pets densely from 0 in the order
    /// first seen, so a sink can keep per-pet sums in an array.
    func add(slot: Int, petID: Int64, at: Int64, count: Int, externalID: String?) throws(VoteStoreError)
    /// Writes what is held and updates the tallies: the last write before commit.
    /// - Returns: The votes imported, and how many rows carried an id stored before.
    func finish() throws(VoteStoreError) -> (imported: Int, duplicates: Int)
}

extension ImportSink {
    /// Finds the pet named `name`, or creates it when the import may.
    func resolvePet(named name: String) throws(VoteStoreError) -> (pet: Pet, isNew: Bool) {
        let petName = try PetName(validating: name)
        // Not through `existingPet`, whose miss searches every pet for suggestions that creating
        // the pet does not need: an import of N new pets cost N² comparisons.
        if createsPets { return try createPet(petName) }
        return (try existingPet(petName), false)
    }
}
