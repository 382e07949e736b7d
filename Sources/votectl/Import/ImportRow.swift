import Foundation

/// One valid row of an import file: `count` votes for `pet`, optionally timed and identified.
struct ImportRow: Hashable, Sendable {
    /// The 1-based line the row starts on.
    var line: Int
    /// The pet's name, trimmed.
    var pet: String
    /// How many votes the row casts, 1...``VoteStoreError/maximumCount``.
    var count: Int
    /// When the votes were cast, or `nil` for "now".
    var date: Date?
    /// An external id: a row whose id was imported before is counted once only.
    var externalID: String?
}
