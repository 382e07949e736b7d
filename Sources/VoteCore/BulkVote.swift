public import Foundation

/// One line of a bulk import: a pet, how many votes, when, and an optional external id.
///
/// ```swift
/// let votes = [BulkVote(pet: "Cat"), BulkVote(pet: "dog", count: 3, externalID: "ballot-17")]
/// try store.importVotes(votes)
/// ```
public struct BulkVote: Hashable, Sendable {
    /// The pet's name, matched case-insensitively.
    public var pet: String
    /// How many votes this line stands for, in `1...1_000_000`; stored as one row.
    public var count: Int
    /// When the votes were cast; `nil` means the time of the import.
    public var date: Date?
    /// An id from the source system, so that re-imports count the vote once.
    ///
    /// A vote whose id was imported before is skipped as a duplicate; the empty string counts as no id.
    public var externalID: String?

    /// Creates a bulk vote line.
    public init(pet: String, count: Int = 1, date: Date? = nil, externalID: String? = nil) {
        (self.pet, self.count, self.date, self.externalID) = (pet, count, date, externalID)
    }
}
