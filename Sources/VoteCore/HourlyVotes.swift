/// Votes per pet and hour, summed in memory by an import and owed to the hourly tally.
///
/// Both engines' imports sum as they go: writing the sums at the end saves reading every
/// imported row back (0.7 s of a 1 M-ballot import on PostgreSQL, BENCHMARKS.md). The sums are
/// bounded by ``capacity`` so memory stays flat whatever the import's span: the caller writes
/// them and starts again, or gives them up and reads the rows back, once ``isFull``.
package struct HourlyVotes: Sequence {
    /// Four years of hourly votes for one pet.
    package static let capacity = 32_768

    private var sums: [PetHour: Int64] = [:]

    package init() {}

    /// The pet-hours held.
    package var count: Int { sums.count }

    /// Whether ``capacity`` pet-hours are held.
    package var isFull: Bool { sums.count >= Self.capacity }

    /// Adds `votes` cast at `at` (Unix milliseconds) for pet `petID`.
    package mutating func add(_ votes: Int64, petID: Int64, at: Int64) {
        sums[PetHour(hour: HourlyWindow.hourStart(at), petID: petID), default: 0] += votes
    }

    package mutating func removeAll() {
        sums.removeAll(keepingCapacity: true)
    }

    /// Each pet-hour's sum: the hour's first millisecond, the pet and its votes.
    package func makeIterator() -> some IteratorProtocol<(hour: Int64, petID: Int64, votes: Int64)> {
        sums.lazy.map { (hour: $0.key.hour, petID: $0.key.petID, votes: $0.value) }.makeIterator()
    }
}

/// One pet's hour, the key of ``HourlyVotes``.
private struct PetHour: Hashable {
    var hour: Int64
    var petID: Int64
}

extension HourlyVotes? {
    /// Adds `votes` to sums that stand in for the rows themselves, until they fill up: then they
    /// are given up (`nil`, and memory stays flat), and the caller reads the rows back instead.
    package mutating func addUnlessFull(_ votes: Int64, petID: Int64, at: Int64) {
        guard self != nil else { return }
        self?.add(votes, petID: petID, at: at)
        if self?.isFull == true { self = nil }
    }
}
