package import Foundation

/// One valid row of an import file: `count` votes for `pet`, optionally timed and identified.
package struct ImportRow: Hashable, Sendable {
    /// The 1-based line the row starts on.
    package var line: Int
    /// The pet's name, trimmed.
    package var pet: String
    /// How many votes the row casts, 1...``VoteStoreError/maximumCount``.
    package var count: Int
    /// When the votes were cast, or `nil` for "now".
    package var date: Date?
    /// An external id: a row whose id was imported before is counted once only.
    package var externalID: String?
}
