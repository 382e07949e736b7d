/// The board: every pet ranked, with the total and whether all pets are tied.
public struct Standings: Hashable, Sendable {
    /// Every pet, ordered by rank, then by creation order.
    public let entries: [RankedPet]
    /// The sum of all pets' votes.
    public let totalVotes: Int
    /// Whether two or more pets all have the same number of votes, so a fresh database is an
    /// all-way tie.
    ///
    /// One pet, or none, is no tie: this is `false`, agreeing with each entry's ``RankedPet/isTied``.
    public let isAllWayTie: Bool

    /// Builds standings from entries already in rank order, computing ties, shares and the total.
    ///
    /// - Parameter rows: pets with their votes and ranks, sorted by rank then creation order.
    /// - Throws: ``VoteStoreError/countsOutOfRange`` when the votes add up past `Int.max`.
    package init(rankedRows rows: [(pet: Pet, votes: Int, rank: Int)]) throws(VoteStoreError) {
        var total = 0
        for row in rows { total = try VoteStoreError.sum(total, row.votes) }
        var entries: [RankedPet] = []
        entries.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            // Rows are sorted by rank, so pets sharing a rank are neighbours.
            let tiedBefore = index > 0 && rows[index - 1].rank == row.rank
            let tiedAfter = index + 1 < rows.count && rows[index + 1].rank == row.rank
            let share = total == 0 ? 0 : Double(row.votes) / Double(total)
            entries.append(
                RankedPet(pet: row.pet, votes: row.votes, rank: row.rank, isTied: tiedBefore || tiedAfter, share: share)
            )
        }
        self.entries = entries
        self.totalVotes = total
        self.isAllWayTie = rows.count >= 2 && rows.allSatisfy { $0.votes == rows.first?.votes }
    }

    /// Ranks `pets` by `votes` (a pet missing from it has none), as the board's SQL does: by
    /// votes, most first, then in creation order, with competition ranks (5, 3, 3, 1 → 1, 2, 2, 4).
    ///
    /// - Throws: ``VoteStoreError/countsOutOfRange`` when the votes add up past `Int.max`.
    package init(pets: [Pet], votes: [Int64: Int]) throws(VoteStoreError) {
        let counted = pets.map { (pet: $0, votes: votes[$0.id] ?? 0) }
            .sorted { $0.votes != $1.votes ? $0.votes > $1.votes : $0.pet.id < $1.pet.id }
        var rows: [(pet: Pet, votes: Int, rank: Int)] = []
        rows.reserveCapacity(counted.count)
        for (index, entry) in counted.enumerated() {
            let rank = index > 0 && counted[index - 1].votes == entry.votes ? rows[index - 1].rank : index + 1
            rows.append((entry.pet, entry.votes, rank))
        }
        try self.init(rankedRows: rows)
    }

    /// Creates standings from finished entries.
    public init(entries: [RankedPet], totalVotes: Int, isAllWayTie: Bool) {
        (self.entries, self.totalVotes, self.isAllWayTie) = (entries, totalVotes, isAllWayTie)
    }
}

extension Standings {
    /// The entry of the pet named `name`, matched as every lookup matches names (ignoring case and
    /// spacing, in NFC: ``PetName/pet(named:among:)``), for a reader that has the standings but no database at hand.
    ///
    /// - Throws: ``VoteStoreError/unknownPet(name:suggestions:)`` with the closest names, or
    ///   ``VoteStoreError/invalidPetName(name:reason:)`` for a name no pet can have.
    package func entry(named name: String) throws(VoteStoreError) -> RankedPet {
        let petName = try PetName(validating: name)
        let pets = entries.map(\.pet).sorted { $0.id < $1.id }
        if let pet = PetName.pet(named: petName, among: pets), let entry = entries.first(where: { $0.pet == pet }) {
            return entry
        }
        throw .unknownPet(name: name, suggestions: NameSuggestions.closest(to: petName.key, among: pets))
    }
}
