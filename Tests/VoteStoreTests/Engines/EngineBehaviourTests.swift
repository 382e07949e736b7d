import Foundation
import TestSupport
import Testing
import VoteCore

/// The store's promises, checked once per engine (``StoreEngine``) through ``VoteDatabase``, the
/// API votectl and votesrv use: the same standings, ranks, ties, windows, ballots, imports and
/// errors on SQLite and on PostgreSQL.
@Suite(.serialized, .onOwnThreads)
struct EngineBehaviourTests {
    /// This test's folder for SQLite's files, removed when the test ends.
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory("engine-tests")
    }

    /// Says in the test report when the PostgreSQL half of this suite does not run, and why.
    @Test(
        "the PostgreSQL half of these tests runs",
        .enabled(if: PostgresServer.isAvailable, "the PostgreSQL half is skipped: \(PostgresServer.missingMessage)")
    )
    func postgresHalfRuns() {
        #expect(StoreEngine.available.contains(.postgres))
    }

    @Test("a new database holds Cat, Goldfish and Dog, tied", arguments: StoreEngine.available)
    func newDatabase(engine: StoreEngine) throws {
        let store = try engine.makeStore(in: scratch)
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
        let standings = try store.standings()
        #expect(standings.isAllWayTie)
        #expect(standings.entries.map(\.rank) == [1, 1, 1])
    }

    @Test("votes give competition ranks, ties and shares", arguments: StoreEngine.available)
    func ranks(engine: StoreEngine) throws {
        let store = try engine.makeStore(in: scratch)
        try store.addPet(named: "Hamster")
        for (pet, count) in [("Cat", 5), ("Goldfish", 3), ("dog", 3), ("HAMSTER", 1)] {
            try store.vote(for: pet, count: count, at: Date(), source: "test")
        }
        let standings = try store.standings()
        #expect(standings.entries.map(\.pet.name) == ["Cat", "Goldfish", "Dog", "Hamster"])
        #expect(standings.entries.map(\.votes) == [5, 3, 3, 1])
        #expect(standings.entries.map(\.rank) == [1, 2, 2, 4])
        #expect(standings.entries.map(\.isTied) == [false, true, true, false])
        #expect(standings.totalVotes == 12)
        #expect(abs(standings.entries[0].share - 5.0 / 12.0) < 1e-12)
        let standing = try store.vote(for: "goldfish", count: 1, at: Date(), source: "test")
        #expect(standing.votes == 4 && standing.rank == 2 && !standing.isTied)
    }

    @Test("refused votes and pets leave the database as it was", arguments: StoreEngine.available)
    func refusals(engine: StoreEngine) throws {
        let store = try engine.makeStore(in: scratch)
        try store.vote(for: "Cat", count: 2, at: Date(), source: "test")
        let before = try store.standings()
        #expect(throws: VoteStoreError.unknownPet(name: "Dgo", suggestions: ["Dog"])) {
            try store.vote(for: "Dgo", count: 1, at: Date(), source: "test")
        }
        #expect(throws: VoteStoreError.invalidCount(0)) {
            try store.vote(for: "Cat", count: 0, at: Date(), source: "test")
        }
        #expect(throws: VoteStoreError.duplicatePet(name: "cAT")) { try store.addPet(named: "cAT") }
        #expect(throws: VoteStoreError.duplicatePet(name: "Dog")) { try store.renamePet(named: "Cat", to: "Dog") }
        #expect(throws: VoteStoreError.petHasVotes(name: "Cat", votes: 2)) {
            try store.removePet(named: "Cat", force: false)
        }
        #expect(try store.standings() == before)
        #expect(try store.renamePet(named: "cat", to: "Kitty").name == "Kitty")
        try store.removePet(named: "Kitty", force: true)
        #expect(try store.pets().map(\.name) == ["Goldfish", "Dog"])
        #expect(try store.standings().totalVotes == 0)
    }

    @Test("a ballot id counts once, and a retry gets the first receipt", arguments: StoreEngine.available)
    func ballots(engine: StoreEngine) throws {
        let store = try engine.makeStore(in: scratch)
        let first = try store.cast(
            [Ballot(pet: "Cat", id: "b-1"), Ballot(pet: "Dog", count: 2, id: "b-2"), Ballot(pet: "Cat", id: "b-1")],
            source: "test"
        )
        let receipts = try first.outcomes.map { try $0.get() }
        #expect(receipts.map(\.votes) == [1, 2, 1])
        #expect(receipts.map(\.rank) == [1, 1, 1])  // the replay repeats the first receipt
        #expect(receipts.map(\.isReplay) == [false, false, true])
        let retry = try store.cast([Ballot(pet: "Cat", id: "b-1"), Ballot(pet: "Dog", id: "b-2")], source: "test")
        #expect(try retry.outcomes[0].get().isReplay)
        #expect(try retry.outcomes[0].get().rank == 1)
        #expect(throws: VoteStoreError.ballotReused(id: "b-2", pet: "Dog", count: 2)) { try retry.outcomes[1].get() }
        #expect(try store.standings().entries.map(\.votes) == [2, 1, 0])
        // Within one batch too: an id cast earlier in the batch is a replay, or refused when changed.
        let inBatch = try store.cast(
            [Ballot(pet: "Goldfish", id: "z"), Ballot(pet: "Goldfish", id: "z"), Ballot(pet: "Dog", id: "z")],
            source: "test"
        )
        #expect(try inBatch.outcomes[1].get().isReplay)
        #expect(throws: VoteStoreError.ballotReused(id: "z", pet: "Goldfish", count: 1)) {
            try inBatch.outcomes[2].get()
        }
        #expect(try store.standings().entries.map(\.votes) == [2, 1, 1])
    }

    @Test(
        "ballot ids are compared byte for byte: a composed and a decomposed é in one batch are two ballots",
        arguments: StoreEngine.available
    )
    func canonicallyEquivalentIDsAreTwoBallots(engine: StoreEngine) throws {
        let store = try engine.makeStore(in: scratch)
        let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        let batch = try store.cast(
            [Ballot(pet: "Cat", id: composed), Ballot(pet: "Dog", count: 2, id: decomposed)],
            source: "test"
        )
        let receipts = try batch.outcomes.map { try $0.get() }
        #expect(receipts.map(\.isReplay) == [false, false])
        #expect(try store.standings().entries.map { "\($0.pet.name) \($0.votes)" } == ["Dog 2", "Cat 1", "Goldfish 0"])
        // Each id replays its own ballot.
        let retry = try store.cast([Ballot(pet: "Dog", count: 2, id: decomposed)], source: "test")
        #expect(try retry.outcomes[0].get().isReplay)
    }

    @Test(
        "a retry naming the pet as it was before a rename is the ballot's replay; a new id for that name is refused",
        arguments: StoreEngine.available
    )
    func retryAfterRename(engine: StoreEngine) throws {
        let store = try engine.makeStore(in: scratch)
        _ = try store.cast([Ballot(pet: "Cat", count: 2, id: "r-1")], source: "test").outcomes[0].get()
        try store.renamePet(named: "Cat", to: "Tiger")
        let retry = try store.cast(
            [Ballot(pet: "Cat", count: 2, id: "r-1"), Ballot(pet: "Cat", id: "r-2"), Ballot(pet: "Cat", id: "r-1")],
            source: "test"
        )
        let replay = try retry.outcomes[0].get()
        #expect(replay.isReplay && replay.pet.name == "Tiger" && replay.votes == 2 && replay.rank == 1)
        #expect {
            try retry.outcomes[1].get()
        } throws: { error in
            guard case VoteStoreError.unknownPet(name: "Cat", _) = error else { return false }
            return true
        }
        #expect(throws: VoteStoreError.ballotReused(id: "r-1", pet: "Tiger", count: 2)) { try retry.outcomes[2].get() }
        #expect(try store.standings().totalVotes == 2)
    }

    /// Imports `votes` into `store` the way `way` says, with `options`.
    private static func importing(
        _ votes: [BulkVote],
        into store: any VoteDatabase,
        _ way: ImportWay,
        options: ImportOptions = ImportOptions()
    ) throws -> ImportSummary {
        try store.withImport(options: way.options(options)) { (importer: inout ImportWriter) throws(VoteStoreError) in
            for vote in votes { try importer.add(vote) }
        }
    }

    @Test(
        "an import is all or nothing, counts an id once and keeps the file's first",
        arguments: StoreEngine.available,
        ImportWay.allCases
    )
    func imports(engine: StoreEngine, way: ImportWay) throws {
        let store = try engine.makeStore(in: scratch)
        let votes = [
            BulkVote(pet: "Cat", externalID: "x1"), BulkVote(pet: "Dog", count: 3, externalID: "x2"),
            BulkVote(pet: "Goldfish", externalID: "x1"), BulkVote(pet: "Cat", count: 2),
        ]
        let summary = try Self.importing(votes, into: store, way)
        #expect(summary.imported == 6 && summary.rows == 4 && summary.duplicates == 0 && summary.conflicts == 1)
        #expect(try store.standings().entries.map(\.votes) == [3, 3, 0])  // Cat 1+2, Dog 3, the first x1 wins

        let again = try Self.importing(Array(votes.prefix(3)), into: store, way)
        #expect(again.imported == 0 && again.duplicates == 2 && again.conflicts == 1)

        let before = try store.standings()
        #expect(throws: VoteStoreError.self) {
            try store.withImport(options: way.options()) { (importer: inout ImportWriter) throws(VoteStoreError) in
                try importer.add(BulkVote(pet: "Cat", count: 5, externalID: "y1"))
                try importer.add(BulkVote(pet: "Unicorn"))
            }
        }
        let dryRun = try Self.importing(
            [BulkVote(pet: "Unicorn", count: 4), BulkVote(pet: "Cat", externalID: "x1")],
            into: store,
            way,
            options: ImportOptions(createPets: true, dryRun: true)
        )
        #expect(dryRun.imported == 4 && dryRun.duplicates == 1 && dryRun.createdPets == ["Unicorn"])
        #expect(try store.standings() == before)
        #expect(try store.pets().count == 3)
    }

    @Test(
        "an import tells an id counted before for the same pet and count (a duplicate) from one counted for another (a conflict)",
        arguments: StoreEngine.available,
        ImportWay.allCases
    )
    func importConflicts(engine: StoreEngine, way: ImportWay) throws {
        let store = try engine.makeStore(in: scratch)
        _ = try Self.importing(
            [BulkVote(pet: "Cat", externalID: "x1"), BulkVote(pet: "Dog", count: 3, externalID: "x2")],
            into: store,
            way
        )
        let votes = [
            BulkVote(pet: "Cat", externalID: "x1"),  // stored as it is: a duplicate
            BulkVote(pet: "Dog", externalID: "x1"),  // stored for Cat: a conflict
            BulkVote(pet: "Dog", count: 1, externalID: "x2"),  // stored with 3 votes: a conflict
            BulkVote(pet: "Dog", count: 3, externalID: "x2"),  // a duplicate
            BulkVote(pet: "Goldfish", externalID: "n1"),  // new
            BulkVote(pet: "Cat", externalID: "n1"),  // the file's first n1 is Goldfish's: a conflict
            BulkVote(pet: "Goldfish", externalID: "n1"),  // a duplicate of the file's first
            BulkVote(pet: "Dog", externalID: "n1"),  // another conflict of the same id
        ]
        let summary = try Self.importing(votes, into: store, way)
        #expect(summary.imported == 1 && summary.rows == 8)
        #expect(summary.duplicates == 3 && summary.conflicts == 4, "\(summary)")
        // Each id once, every one of them.
        #expect(summary.conflictingIDs == ["n1", "x1", "x2"] && summary.listsEveryConflictingID)
        #expect(try store.standings().entries.map { "\($0.pet.name) \($0.votes)" } == ["Dog 3", "Cat 1", "Goldfish 1"])
    }

    @Test(
        "an import keeps ids and times exactly (separators, backslashes, other scripts, before 1970), and votes after it get ids of their own",
        arguments: StoreEngine.available,
        ImportWay.allCases
    )
    func importedValuesArriveUnchanged(engine: StoreEngine, way: ImportWay) throws {
        let store = try engine.makeStore(in: scratch)
        // Separators early and late in an eight-byte word, a control character that needs no
        // escape, a literal "\N", and bytes outside ASCII.
        let ids = [
            "tab\there", "line\nbreak", "carriage\rreturn", "back\\slash", "\\N", "名前-ü", "plain",
            "0123456789abc\\def", "vertical\u{0B}tab and more text",
        ]
        let times: [Int64] = [
            -86_400_001, -1, 0, 1_795_285_800_123, VoteTime.storableMilliseconds.lowerBound, 7, 1,
            VoteTime.storableMilliseconds.upperBound, 10,
        ]
        let summary = try store.withImport(options: way.options()) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            for (index, id) in ids.enumerated() {
                try importer.add(
                    BulkVote(pet: "Cat", count: index + 1, date: Date(unixMilliseconds: times[index]), externalID: id)
                )
            }
        }
        #expect(summary.imported == 45 && summary.duplicates == 0)
        try store.vote(for: "Dog", count: 1, at: Date(), source: "test")
        var rows: [ExportedVote] = []
        try store.exportVotes { rows.append($0) }
        let imported = rows.filter { $0.externalID != nil }
        #expect(Set(imported.map(\.externalID)) == Set(ids))
        for row in imported {
            let index = try #require(row.externalID.flatMap(ids.firstIndex(of:)))
            #expect(row.at == times[index] && row.count == index + 1, "\(ids[index])")
        }
        // The vote after the import comes last, with an id none of the imported rows has.
        #expect(rows.count == 10 && rows.last?.source == "test")
        #expect(Set(rows.map(\.id)).count == rows.count)
        #expect(try store.standings().entries.map(\.votes) == [45, 1, 0])
    }

    @Test("time windows count exactly the votes cast inside them", arguments: StoreEngine.available, ImportWay.allCases)
    func windows(engine: StoreEngine, way: ImportWay) throws {
        let store = try engine.makeStore(in: scratch)
        let hour: TimeInterval = 3600
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        var random = SystemRandomNumberGenerator()
        var cast: [(pet: String, at: Date, count: Int)] = []
        try store.withImport(options: way.options()) { (importer: inout ImportWriter) throws(VoteStoreError) in
            for index in 0..<300 {
                let vote = (
                    pet: ["Cat", "Dog", "Goldfish"][index % 3],
                    at: start.addingTimeInterval(Double(Int.random(in: -50_000...400_000, using: &random)) / 10),
                    count: 1 + index % 4
                )
                cast.append(vote)
                // Every other vote with an id, so both kinds of row go in either way.
                try importer.add(
                    BulkVote(
                        pet: vote.pet,
                        count: vote.count,
                        date: vote.at,
                        externalID: index % 2 == 0 ? "w\(index)" : nil
                    )
                )
            }
        }
        try store.vote(for: "Dog", count: 7, at: start.addingTimeInterval(1.5 * hour), source: "test")
        cast.append(("Dog", start.addingTimeInterval(1.5 * hour), 7))
        for _ in 0..<40 {
            let since = start.addingTimeInterval(Double(Int.random(in: -60_000...420_000, using: &random)) / 10)
            let until = since.addingTimeInterval(Double(Int.random(in: 0...300_000, using: &random)) / 10)
            for (lower, upper) in [(since, until), (since, nil), (nil, until)] as [(Date?, Date?)] {
                let standings = try store.standings(since: lower, until: upper)
                for entry in standings.entries {
                    var expected = 0
                    for vote in cast where vote.pet == entry.pet.name {
                        if let lower, vote.at < lower { continue }
                        if let upper, vote.at >= upper { continue }
                        expected += vote.count
                    }
                    #expect(
                        entry.votes == expected,
                        "\(entry.pet.name) in \(String(describing: lower))..<\(String(describing: upper))"
                    )
                }
            }
        }
    }

    @Test(
        "tallies another program raised past what can be added are refused, never trapped",
        arguments: StoreEngine.available
    )
    func talliesPastCounting(engine: StoreEngine) throws {
        let name = try engine.makeDatabaseName(in: scratch)
        let store = try engine.open(name)
        let hourAgo = Date(timeIntervalSinceNow: -3_600)
        for pet in ["Cat", "Goldfish", "Dog"] { try store.vote(for: pet, count: 1, at: hourAgo, source: "test") }
        // Each pet's total fits; their sum does not.
        try engine.setTallies(to: Int.max / 2, on: name)
        #expect(throws: VoteStoreError.countsOutOfRange) { try store.standings() }
        #expect(throws: VoteStoreError.countsOutOfRange) {
            try store.standings(since: Date(timeIntervalSinceNow: -86_400 * 3), until: nil)
        }
        // A vote cannot raise a total past Int.max, alone or in a batch.
        try engine.setTallies(to: Int.max, on: name)
        #expect(throws: VoteStoreError.countsOutOfRange) {
            try store.vote(for: "Cat", count: 1, at: Date(), source: "test")
        }
        #expect(throws: VoteStoreError.countsOutOfRange) {
            try store.cast([Ballot(pet: "Cat", count: 1, id: "b1", date: Date())], source: "test")
        }
        var rows = 0
        try store.exportVotes { _ in rows += 1 }
        #expect(rows == 3, "a refused vote left a row behind")
    }

    @Test("reopening finds everything; another connection's commits are seen", arguments: StoreEngine.available)
    func reopening(engine: StoreEngine) throws {
        let name = try engine.makeDatabaseName(in: scratch)
        let first = try engine.open(name)
        let second = try engine.open(name)
        let seen = try first.foreignCommitCount()
        try second.vote(for: "Dog", count: 2, at: Date(), source: "test")
        // PostgreSQL announces a commit to the other sessions just after it: seen within moments.
        #expect(try poll(for: .seconds(5)) { try first.foreignCommitCount() != seen } != nil)
        let own = try first.foreignCommitCount()
        try first.vote(for: "Cat", count: 1, at: Date(), source: "test")
        #expect(try first.foreignCommitCount() == own)
        #expect(try engine.open(name).standings().entries.map(\.votes) == [2, 1, 0])
    }

    @Test("a copy between engines keeps every row and refuses a used target", arguments: StoreEngine.available)
    func copies(engine: StoreEngine) throws {
        let source = try engine.makeStore(in: scratch)
        try source.addPet(named: "Café")
        try source.removePet(named: "Goldfish", force: false)
        try source.cast([Ballot(pet: "Cat", id: "r-1"), Ballot(pet: "café", count: 2)], source: "api")
        try source.withImport(options: ImportOptions(source: "import")) {
            (importer: inout ImportWriter) throws(VoteStoreError) in
            try importer.add(
                BulkVote(pet: "Dog", count: 3, date: Date(timeIntervalSince1970: 1_000), externalID: "i\t1")
            )
        }
        for targetEngine in StoreEngine.available {
            let target = try targetEngine.makeStore(in: scratch)
            try target.restore(pets: try source.pets()) { (writer: inout RestoreWriter) throws(VoteStoreError) in
                try source.exportVotes { (vote: ExportedVote) throws(VoteStoreError) in try writer.add(vote) }
            }
            var sourceRows: [ExportedVote] = []
            var targetRows: [ExportedVote] = []
            try source.exportVotes { sourceRows.append($0) }
            try target.exportVotes { targetRows.append($0) }
            #expect(targetRows == sourceRows)
            #expect(try target.pets() == source.pets())
            #expect(try target.standings() == source.standings())
            #expect(
                try target.standings(since: Date(timeIntervalSince1970: 0), until: Date(timeIntervalSince1970: 2))
                    == source.standings(since: Date(timeIntervalSince1970: 0), until: Date(timeIntervalSince1970: 2))
            )
            // The receipt came along: a retry on the target is a replay with the first answer.
            #expect(try target.cast([Ballot(pet: "Cat", id: "r-1")], source: "api").outcomes[0].get().isReplay)
            try target.addPet(named: "Newt")
            #expect(throws: VoteStoreError.targetNotEmpty(database: target.displayName)) {
                try target.restore(pets: []) { _ throws(VoteStoreError) in }
            }
            #expect(try target.pets().map(\.name).last == "Newt")
        }
    }

    @Test(
        "a copy's check sees the copy before it commits, and a copy it refuses is rolled back",
        arguments: StoreEngine.available
    )
    func aCopyFailingItsCheckIsRolledBack(engine: StoreEngine) throws {
        let source = try engine.makeStore(in: scratch)
        try source.vote(for: "Dog", count: 2, at: Date(), source: "test")
        let target = try engine.makeStore(in: scratch)
        let refusal = VoteStoreError.copyMismatch(database: "target", source: "source", rows: 1, copied: 1)
        var rowsSeen = 0
        #expect(throws: refusal) {
            try target.restore(
                pets: try source.pets(),
                votes: { (writer: inout RestoreWriter) throws(VoteStoreError) in
                    try source.exportVotes { (vote: ExportedVote) throws(VoteStoreError) in try writer.add(vote) }
                },
                check: { () throws(VoteStoreError) in
                    try target.exportVotes { _ throws(VoteStoreError) in rowsSeen += 1 }
                    throw refusal
                }
            )
        }
        #expect(rowsSeen == 1)
        #expect(try target.standings().totalVotes == 0)
        // Still new: the same copy, unchecked, goes in.
        try target.restore(pets: try source.pets()) { (writer: inout RestoreWriter) throws(VoteStoreError) in
            try source.exportVotes { (vote: ExportedVote) throws(VoteStoreError) in try writer.add(vote) }
        }
        #expect(try target.standings() == source.standings())
    }
}
