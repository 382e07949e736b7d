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
    /// The pet whose name has this case-insensitive key, if any.
    func petRow(key: String) throws(VoteStoreError) -> Pet?
    /// Every pet, in creation order.
    func petRows() throws(VoteStoreError) -> [Pet]
    /// Creates a pet the import found missing, unless another writer has just made it: then it is
    /// that pet, not new.
    func createPet(_ name: PetName) throws(VoteStoreError) -> (pet: Pet, isNew: Bool)
    /// Stores one checked vote row. `slot` numbers the import's pets densely from 0 in the order
    /// first seen, so a sink can keep per-pet sums in an array.
    func add(slot: Int, petID: Int64, at: Int64, count: Int, externalID: String?) throws(VoteStoreError)
    /// Writes what is held and updates the tallies: the last write before commit.
    func finish() throws(VoteStoreError) -> HeldImportWrites
}
