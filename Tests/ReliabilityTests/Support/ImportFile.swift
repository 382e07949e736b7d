import Foundation

/// A generated CSV import file and the exact number of votes it carries.
///
/// With `idPrefix`, every row carries a unique external id, so the import writes one vote row per
/// file row (votectl merges untimed, id-less rows of a pet into a few count-weighted rows).
struct ImportFile {
    let url: URL
    let rows: Int
    let votes: Int
    /// The votes per pet.
    let votesByPet: [String: Int]

    /// Writes `rows` rows of `pet,count` choosing pets from `pets` and counts from `counts`.
    init<R: RandomNumberGenerator>(
        at url: URL,
        rows: Int,
        pets: [String],
        counts: ClosedRange<Int> = 1...3,
        idPrefix: String? = nil,
        using random: inout R
    ) throws {
        var text = idPrefix == nil ? "pet,count\n" : "pet,count,id\n"
        text.reserveCapacity(rows * 12)
        var votes = 0
        var votesByPet: [String: Int] = [:]
        for row in 0..<rows {
            let count = Int.random(in: counts, using: &random)
            votes += count
            let pet = pets.pick(using: &random)
            votesByPet[pet, default: 0] += count
            text += "\(pet),\(count)"
            text += idPrefix.map { ",\($0)\(row)\n" } ?? "\n"
        }
        try Data(text.utf8).write(to: url)
        (self.url, self.rows, self.votes, self.votesByPet) = (url, rows, votes, votesByPet)
    }
}
