public import Foundation
import PostgresNIO
public import VoteCore

extension PostgresVoteStore {
    /// Casts `count` votes for a pet as one vote row and returns its new standing (``VoteDatabase/vote(for:count:at:source:)``).
    @discardableResult
    public func vote(
        for name: String,
        count: Int = 1,
        at date: Date = Date(),
        source: String = "api"
    ) throws(VoteStoreError) -> RankedPet {
        try PostgresPetRecords(store: self).vote(for: name, count: count, at: date, source: source)
    }

    /// Casts a batch of ballots in one transaction, each with its own outcome, in a writer slot of
    /// its own; receipts count what was committed when the batch began, and the batch's own
    /// ballots (``PostgresVoteStore``, ``VoteDatabase/cast(_:source:)``).
    @discardableResult
    public func cast(_ ballots: [Ballot], source: String = "api") throws(VoteStoreError) -> BallotBatch {
        try write { () throws(VoteStoreError) in try Ledger(store: self).castBallots(ballots, source: source) }
    }

    /// The board, as ``VoteDatabase/standings(since:until:)`` counts it: the same shared SQL.
    public func standings(since: Date? = nil, until: Date? = nil) throws(VoteStoreError) -> Standings {
        guard since != nil || until != nil else { return try allTimeStandings() }
        let window = HourlyWindow(
            lower: since.map(VoteTime.milliseconds(since1970:)),
            upper: until.map(VoteTime.milliseconds(since1970:))
        )
        var storedHours: ClosedRange<Int64>?
        if let row = try connection.query(PostgresStatements.storedHours).rows.first {
            let (first, last) = try connection.decode(row, as: (Int64?, Int64?).self)
            if let first, let last { storedHours = first...last }
        }
        let sql =
            window.countsOutside(storedHours: storedHours)
            ? PostgresStatements.windowStandingsCountingOutside : PostgresStatements.windowStandings
        return try readStandings(sql, window.queryBounds)
    }

    // MARK: Internal

    /// The all-time standings from the tallies, as this transaction sees them.
    func allTimeStandings() throws(VoteStoreError) -> Standings {
        try readStandings(PostgresStatements.standings, [])
    }

    /// Reads rows of (id, name, votes, rank), already in rank then creation order.
    private func readStandings(_ sql: String, _ binds: [Int64]) throws(VoteStoreError) -> Standings {
        var rows: [(pet: Pet, votes: Int, rank: Int)] = []
        for row in try connection.query(sql, binds).rows {
            let (id, name, votes, rank) = try connection.decode(row, as: (Int64, String, Int, Int).self)
            rows.append((Pet(id: id, name: name), votes, rank))
        }
        return Standings(rankedRows: rows)
    }
}

/// The PostgreSQL side of ``BallotLedger``, inside the store's write transaction.
///
/// A batch costs a fixed number of round trips, not a few per ballot: the pets with their totals
/// (``currentTallies()``) and the batch's earlier ballot ids (``prepare(for:)``) are fetched at
/// once, and the new vote rows, receipts and tallies are written by one statement when the batch
/// ends (``storeHeldBallots()``). Until then a ballot id cast earlier in the batch is found among
/// the held rows.
private final class Ledger: BallotLedger {
    let store: PostgresVoteStore
    private var petsByKey: [String: Pet] = [:]
    private var allPets: [Pet] = []
    private var earlier: [String: EarlierBallot] = [:]
    private var held = HeldBallots()
    /// The writer slot the batch adds its votes to.
    private var slot = 0

    init(store: PostgresVoteStore) {
        self.store = store
    }

    /// Takes a writer slot and reads the pets and the totals the receipts count from, in one
    /// round trip.
    func currentTallies() throws(VoteStoreError) -> [Int64: Int] {
        var tallies: [Int64: Int] = [:]
        var claimed: Int?
        for row in try store.connection.query(PostgresStatements.claimSlotAndReadTallies).rows {
            let (slot, petID, name, votes) = try store.connection.decode(row, as: (Int?, Int64, String, Int).self)
            claimed = slot
            tallies[petID] = votes
            allPets.append(Pet(id: petID, name: name))
        }
        slot = try store.claimSlot(claimed)
        return tallies
    }

    /// The pets were read with the tallies (``currentTallies()``, which runs first).
    func prepare(for ballots: [Ballot]) throws(VoteStoreError) {
        for pet in allPets { petsByKey[try PetName(validating: pet.name).key] = pet }
        try fetchEarlierBallots(ballots.compactMap(\.id))
    }

    /// Reads the stored ballots among `ids` into ``earlier``.
    private func fetchEarlierBallots(_ ids: [String]) throws(VoteStoreError) {
        guard !ids.isEmpty else { return }
        for row in try store.connection.query(PostgresStatements.earlierBallots, [ids]).rows {
            let (id, petID, petName, count, votes, rank, tied) = try store.connection.decode(
                row,
                as: (String, Int64, String, Int, Int?, Int?, Int?).self
            )
            earlier[id] = EarlierBallot(
                petID: petID,
                petName: petName,
                count: count,
                receipt: ExportedVote.Receipt(votes: votes, rank: rank, tied: tied)
            )
        }
    }

    func existingPet(_ name: PetName) throws(VoteStoreError) -> Pet {
        if let pet = petsByKey[name.key] { return pet }
        throw .unknownPet(name: name.display, suggestions: PetSuggestions.closest(to: name.key, among: allPets))
    }

    func earlierBallot(id: String) throws(VoteStoreError) -> EarlierBallot? {
        earlier[id]
    }

    func insertBallot(_ ballot: BallotRow) throws(VoteStoreError) {
        held.append(ballot)
        if let id = ballot.id, let pet = allPets.first(where: { $0.id == ballot.petID }) {
            earlier[id] = EarlierBallot(
                petID: ballot.petID,
                petName: pet.name,
                count: ballot.count,
                receipt: ballot.receipt
            )
        }
    }

    func storeHeldBallots() throws(VoteStoreError) -> Set<String> {
        guard let source = held.source else { return [] }
        let binds: [(any PostgresEncodable & Sendable)?] = [
            held.petIDs, held.ats, held.counts, source, held.ids, held.receiptVotes, held.ranks, held.tied, slot,
        ]
        // Without ballot ids nothing can have been stored elsewhere, and this is the batch's
        // last statement: it commits in the same round trip. With ids, the batch may still have
        // to read another transaction's ballots, and commits after that.
        let rows =
            try held.ids.allSatisfy(\.isEmpty)
            ? store.writeCommitting(PostgresStatements.insertBallots, binds).rows
            : store.connection.query(PostgresStatements.insertBallots, binds).rows
        held = HeldBallots()
        var storedElsewhere: [String] = []
        for row in rows { storedElsewhere.append(try store.connection.decode(row, as: String.self)) }
        guard !storedElsewhere.isEmpty else { return [] }
        // They committed before the insert returned: this statement sees them.
        for id in storedElsewhere { earlier[id] = nil }
        try fetchEarlierBallots(storedElsewhere)
        return Set(storedElsewhere)
    }

    /// Ranked from the totals the batch began with and its own ballots, sparing a round trip
    /// and a sum of every slot: what the receipts counted. (Commits other hosts made meanwhile
    /// are announced, and the server reads the standings again then.)
    func standings(after tallies: [Int64: Int]) throws(VoteStoreError) -> Standings {
        Standings(pets: allPets, votes: tallies)
    }
}

/// A batch's new ballots, as the arrays ``PostgresStatements/insertBallots`` unnests.
private struct HeldBallots {
    var petIDs: [Int64] = []
    var ats: [Int64] = []
    var counts: [Int64] = []
    /// "" for a ballot without an id (ids are never empty).
    var ids: [String] = []
    var receiptVotes: [Int64] = []
    var ranks: [Int64] = []
    var tied: [Int64] = []
    /// The batch's source, once a ballot is held.
    var source: String?

    mutating func append(_ ballot: BallotRow) {
        petIDs.append(ballot.petID)
        ats.append(ballot.at)
        counts.append(Int64(ballot.count))
        ids.append(ballot.id ?? "")
        receiptVotes.append(Int64(ballot.receipt.votes))
        ranks.append(Int64(ballot.receipt.rank))
        tied.append(ballot.receipt.isTied ? 1 : 0)
        source = ballot.source
    }
}
