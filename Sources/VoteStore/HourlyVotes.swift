/// Votes per pet and hour, summed in memory by an import and owed to the hourly tally.
///
/// Both engines' imports sum as they go: writing the sums at the end saves reading every
/// imported row back (0.7 s of a 1 M-ballot import on PostgreSQL, BENCHMARKS.md). The sums are
/// bounded by ``capacity`` so memory stays flat whatever the import's span: the caller writes
/// them and starts again, or gives them up and reads the rows back, once ``isFull``.
///
/// An open-addressing table probed linearly, keyed by a multiplicative hash of the hour and pet:
/// it is updated once per imported row, and a `Dictionary`'s seeded SipHash cost more than the
/// rest of the update.
package struct HourlyVotes: Sequence {
    /// Four years of hourly votes for one pet.
    package static let capacity = 32_768

    /// The slots, a power of two in number and never more than half full; an empty slot has
    /// `votes == 0` (every sum is at least 1).
    private var slots: [Slot]
    /// The pet-hours held.
    package private(set) var count = 0

    private struct Slot {
        var hour: Int64 = 0
        var petID: Int64 = 0
        var votes: Int64 = 0
    }

    package init() {
        slots = Array(repeating: Slot(), count: 64)
    }

    /// Whether ``capacity`` pet-hours are held.
    package var isFull: Bool { count >= Self.capacity }

    /// Adds `votes` (at least 1) cast at `at` (Unix milliseconds) for pet `petID`.
    package mutating func add(_ votes: Int64, petID: Int64, at: Int64) {
        let hour = HourlyWindow.hourStart(at)
        var index = Self.slot(hour: hour, petID: petID, mask: slots.count - 1)
        while slots[index].votes > 0 {
            if slots[index].hour == hour && slots[index].petID == petID {
                slots[index].votes += votes
                return
            }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = Slot(hour: hour, petID: petID, votes: votes)
        count += 1
        if count * 2 > slots.count { grow() }
    }

    package mutating func removeAll() {
        for index in slots.indices { slots[index].votes = 0 }
        count = 0
    }

    /// Each pet-hour's sum: the hour's first millisecond, the pet and its votes.
    package func makeIterator() -> some IteratorProtocol<(hour: Int64, petID: Int64, votes: Int64)> {
        slots.lazy.filter { $0.votes > 0 }.map { (hour: $0.hour, petID: $0.petID, votes: $0.votes) }.makeIterator()
    }

    /// Doubles the slots and places every sum again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.votes > 0 {
            var index = Self.slot(hour: slot.hour, petID: slot.petID, mask: mask)
            while slots[index].votes > 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// Where the search for a pet-hour starts: hours are multiples of 3,600,000 ms, so they are
    /// mixed by a large odd multiplier (Fibonacci hashing) and the high bits taken.
    private static func slot(hour: Int64, petID: Int64, mask: Int) -> Int {
        let mixed = (UInt64(bitPattern: hour) &+ UInt64(bitPattern: petID) &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}
