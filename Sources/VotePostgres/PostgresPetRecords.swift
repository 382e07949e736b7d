import PostgresNIO
import VoteCore

/// PostgreSQL's pet and vote rows for the rules ``PetRecords`` writes once for both engines.
struct PostgresPetRecords: PetRecords {
    let store: PostgresVoteStore

    private var connection: BlockingConnection { store.connection }

    func writing<T>(_ body: () throws(VoteStoreError) -> T) throws(VoteStoreError) -> T {
        try store.write(body)
    }

    /// A vote takes its writer slot first, and a removal every slot: a pet removed meanwhile is
    /// then gone before it is looked up, and the votes in flight commit before it goes.
    func holdWriters(forRemoval: Bool) throws(VoteStoreError) {
        if forRemoval {
            try store.claimEverySlot()
        } else {
            _ = try store.claimSlot()
        }
    }

    func petRow(key: String) throws(VoteStoreError) -> Pet? {
        guard let row = try connection.query(PostgresStatements.petByKey, [key]).rows.first else { return nil }
        let (id, display) = try connection.decode(row, as: (Int64, String).self)
        return Pet(id: id, name: display)
    }

    func petRows() throws(VoteStoreError) -> [Pet] {
        try store.pets()
    }

    func insertPetRow(_ name: PetName) throws(VoteStoreError) -> Pet {
        try refusingDuplicate(name) { () throws(VoteStoreError) in
            guard let id = try connection.scalar(Int64.self, PostgresStatements.insertPet, [name.display, name.key])
            else { throw .server(database: store.displayName, code: "insert", message: "no pet id came back") }
            try connection.query(PostgresStatements.insertTally, [id])
            return Pet(id: id, name: name.display)
        }
    }

    func renamePetRow(_ pet: Pet, to name: PetName) throws(VoteStoreError) {
        try refusingDuplicate(name) { () throws(VoteStoreError) -> Void in
            _ = try connection.query(PostgresStatements.renamePet, [name.display, name.key, pet.id])
        }
    }

    func voteCount(of pet: Pet) throws(VoteStoreError) -> Int {
        try connection.scalar(Int.self, PostgresStatements.petVotes, [pet.id]) ?? 0
    }

    /// Its vote rows first (their receipts cascade): they have no foreign key to cascade from the
    /// pet (``PostgresSchema/version1``).
    func deletePetRow(_ pet: Pet) throws(VoteStoreError) {
        try connection.query(PostgresStatements.deleteVotesOfPet, [pet.id])
        try connection.query(PostgresStatements.deletePet, [pet.id])
    }

    /// The row and its tallies in this transaction's writer slot. (Ballots go in batches:
    /// ``PostgresStatements/insertBallots``.)
    func insertVoteRow(petID: Int64, at: Int64, count: Int, source: String) throws(VoteStoreError) {
        let slot = try store.claimSlot()
        try connection.query(PostgresStatements.addToTally, [count, petID, slot])
        try connection.query(PostgresStatements.addToHourlyTally, [HourlyWindow.hourStart(at), petID, count, slot])
        try connection.query(PostgresStatements.insertVote, [petID, at, count, source, nil])
    }

    func currentStandings() throws(VoteStoreError) -> Standings {
        try store.allTimeStandings()
    }

    /// Runs `body`, reporting a unique violation on the pet's name as a duplicate pet.
    private func refusingDuplicate<T>(_ name: PetName, _ body: () throws(VoteStoreError) -> T) throws(VoteStoreError)
        -> T
    {
        do {
            return try body()
        } catch {
            guard case .server(_, "23505", _) = error else { throw error }
            throw .duplicatePet(name: name.display)
        }
    }
}
