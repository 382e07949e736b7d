/// The open import transaction handed to ``VoteStore/withImport(options:_:)``'s body.
///
/// Each ``add(_:)`` writes one vote row at once (memory stays flat however many rows follow);
/// the tallies are brought up to date when the body returns, and everything commits or rolls
/// back together. The value cannot be copied out of the body.
///
/// Errors about one vote (``VoteStoreError/unknownPet(name:suggestions:)``,
/// ``VoteStoreError/invalidPetName(name:reason:)``, ``VoteStoreError/invalidCount(_:)``)
/// write nothing, so a parser may catch them, report the line and go on. Any other error (disk
/// full, I/O) poisons the import: later adds throw it again and the whole import rolls back.
public struct VoteImport: ~Copyable {
    /// What ``add(_:)`` did with a vote.
    public enum Outcome: Hashable, Sendable {
        /// The vote row was written.
        case inserted
        /// Skipped: a vote with the same external id was imported before.
        case duplicate
    }

    let session: ImportSession

    /// What the import has done so far.
    public var summary: ImportSummary { session.summary }

    /// Adds one vote row standing for `vote.count` votes.
    ///
    /// - Returns: ``Outcome/inserted``, or ``Outcome/duplicate`` when `vote.externalID` was seen before.
    /// - Throws: ``VoteStoreError/unknownPet(name:suggestions:)`` (unless
    ///   ``ImportOptions/createPets``), ``VoteStoreError/invalidPetName(name:reason:)``,
    ///   ``VoteStoreError/invalidCount(_:)``, or a store failure that ends the import.
    @discardableResult
    public mutating func add(_ vote: BulkVote) throws(VoteStoreError) -> Outcome {
        try session.add(vote)
    }
}

@available(*, unavailable)
extension VoteImport: Sendable {}
