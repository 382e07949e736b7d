public import Foundation

/// One request to vote, as a server receives it: a pet, how many votes, and an optional ballot id
/// that makes a retried request count once.
///
/// ```swift
/// let outcomes = try store.cast([Ballot(pet: "Cat"), Ballot(pet: "dog", count: 2, id: "ballot-7")])
/// ```
public struct Ballot: Hashable, Sendable {
    /// The pet's name, matched as everywhere: ignoring case and spacing, in NFC.
    public var pet: String
    /// How many votes, in `1...VoteStoreError.maximumCount`.
    public var count: Int
    /// The client's id for this ballot (an idempotency key): a ballot whose id was counted before
    /// is not counted again, and gets the first one's receipt.
    public var id: String?
    /// When the ballot was cast.
    public var date: Date

    /// The longest ballot id accepted, in Unicode code points, as JSON Schema's `maxLength` counts
    /// them, so the published contract says exactly what is accepted.
    public static let maximumIDLength = 255

    /// What a ballot id is, as messages say it (``isValidID(_:)``).
    package static let idRule =
        "1 to \(maximumIDLength) characters (Unicode code points), none of them a control character, "
        + "and no white space at either end"

    /// A ballot id is 1 to ``maximumIDLength`` code points with no control characters, and
    /// starts and ends with something other than white space: an import reads its ids trimmed,
    /// so ` b-7 ` sent to votesrv could not be the import's `b-7` and would count twice.
    package static func isValidID(_ id: String) -> Bool {
        // Printable ASCII with no space at either end, what most ids are: no scalar to look up.
        let utf8 = id.utf8
        if let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20, utf8.count <= maximumIDLength,
            utf8.allSatisfy({ (0x20...0x7E).contains($0) })
        {
            return true
        }
        let scalars = id.unicodeScalars
        guard (1...maximumIDLength).contains(scalars.count), let first = scalars.first, let last = scalars.last
        else { return false }
        // White space as JSON Schema's `\s` has it (Unicode's, and U+FEFF), for the contract's pattern.
        let isSpace = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace || scalar == "\u{FEFF}" }
        return !isSpace(first) && !isSpace(last) && !scalars.contains { $0.properties.generalCategory == .control }
    }

    /// Creates a ballot.
    public init(pet: String, count: Int = 1, id: String? = nil, date: Date = Date()) {
        (self.pet, self.count, self.id, self.date) = (pet, count, id, date)
    }
}

/// What casting a ballot did: the pet's standing right after it, as a serial execution of the
/// batch would have seen it.
public struct BallotReceipt: Hashable, Sendable {
    /// The pet voted for.
    public var pet: Pet
    /// The pet's total votes right after this ballot.
    public var votes: Int
    /// The pet's competition rank right after this ballot.
    public var rank: Int
    /// Whether another pet had the same total right after this ballot.
    public var isTied: Bool
    /// Whether this ballot's id had been counted before, so nothing was counted now and this is
    /// the first ballot's receipt (or, for an id that came in through an import, the current standing).
    public var isReplay: Bool

    /// Creates a receipt.
    public init(pet: Pet, votes: Int, rank: Int, isTied: Bool, isReplay: Bool) {
        (self.pet, self.votes, self.rank, self.isTied, self.isReplay) = (pet, votes, rank, isTied, isReplay)
    }

    /// A receipt for `pet` reporting `standing`.
    package init(pet: Pet, standing: ExportedVote.Receipt, isReplay: Bool) {
        self.init(pet: pet, votes: standing.votes, rank: standing.rank, isTied: standing.isTied, isReplay: isReplay)
    }

    /// The standing it reports, as a receipt is stored.
    package var standing: ExportedVote.Receipt {
        ExportedVote.Receipt(votes: votes, rank: rank, isTied: isTied)
    }
}
