@testable import VoteCore
@testable import VoteStore

/// What a database file holds after a crash or a fault, read through SQLiteVoteStore's own connection
/// (opening it runs SQLite's WAL recovery, exactly as the next `votectl` would).
struct DatabaseProbe: Hashable, Sendable {
    /// `PRAGMA integrity_check`'s rows: `["ok"]` for a sound file.
    let integrity: [String]
    /// The sum of the per-pet tallies (what the board shows).
    let tallyTotal: Int
    /// The sum of the audited vote rows (what the tallies must agree with).
    let rowTotal: Int
    /// Each pet's tally, by name.
    let tallies: [String: Int]
    /// Every external (ballot) id stored.
    let externalIDs: Set<String>

    var isSound: Bool { integrity == ["ok"] && tallyTotal == rowTotal }

    init(path: String) throws {
        let connection = try Connection(path: path)
        connection.setBusyTimeout(milliseconds: 10_000)
        let check = try connection.prepare("PRAGMA integrity_check")
        var rows: [String] = []
        while try check.step() { rows.append(check.string(at: 0)) }
        integrity = rows
        tallyTotal = Int(try connection.scalarInt("SELECT coalesce(sum(votes), 0) FROM tally"))
        rowTotal = Int(try connection.scalarInt("SELECT coalesce(sum(count), 0) FROM vote"))
        let perPet = try connection.prepare("SELECT pet.name, tally.votes FROM pet JOIN tally ON tally.pet_id = pet.id")
        var tallies: [String: Int] = [:]
        while try perPet.step() { tallies[perPet.string(at: 0)] = perPet.int(at: 1) }
        self.tallies = tallies
        let ids = try connection.prepare("SELECT external_id FROM vote WHERE external_id IS NOT NULL")
        var externalIDs: Set<String> = []
        while try ids.step() { externalIDs.insert(ids.string(at: 0)) }
        self.externalIDs = externalIDs
    }
}
