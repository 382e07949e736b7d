import Foundation
import Testing
@testable import VoteCore
@testable import VoteStore

/// Both ways an import's votes with an id reach `vote` (``ImportSession``): straight in with the
/// id index built afterwards (a small store), and held then written sorted by id (a larger one).
/// Each promise is checked on both.
struct ImportBallotWayTests {
    let store: SQLiteVoteStore
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    init() throws { store = try SQLiteVoteStore.inMemory() }

    /// What the import did with its first vote with an id: drop `vote`'s secondary indexes, or
    /// hold the vote.
    @Test(arguments: ImportWay.allCases) func eachWayIsTheOneItSaysItIs(way: ImportWay) throws {
        var seen: (indexes: Int64, held: Int64) = (0, 0)
        try store.withImport(options: way.options()) { importer in
            try importer.add(BulkVote(pet: "Cat", externalID: "a"))
            seen.indexes = try store.connection.scalarInt(
                "SELECT count(*) FROM sqlite_schema WHERE name IN ('vote_external_id', 'vote_hour')"
            )
            seen.held = try store.connection.scalarInt(
                "SELECT count(*) FROM temp.sqlite_schema WHERE name = 'import_ballot'"
            )
        }
        #expect(seen == (way == .direct ? (0, 0) : (2, 1)))
    }

    @Test(arguments: ImportWay.allCases) func theFirstOfEachIDCountsAndStoredIDsAreSkipped(way: ImportWay) throws {
        try store.importVotes([BulkVote(pet: "Goldfish", date: start, externalID: "stored")])
        let indexes = try voteIndexes()
        #expect(indexes == expectedVoteIndexes)
        // Ids in no order, a batch's worth and more, each given twice with a different pet and
        // hour; the stored id once more; votes without an id among them.
        var votes: [BulkVote] = []
        for index in (0..<200).reversed() {
            let date = start.addingTimeInterval(Double(index * 97 % 50) * 3_600 + Double(index))
            votes.append(BulkVote(pet: ["Cat", "Dog"][index % 2], date: date, externalID: "id-\(index)"))
            votes.append(BulkVote(pet: "Cat", count: 2, date: date))
        }
        votes += (0..<200)
            .map {
                BulkVote(pet: "Goldfish", date: start.addingTimeInterval(Double($0) * 60), externalID: "id-\($0)")
            }
        votes.append(BulkVote(pet: "Dog", count: 5, externalID: "stored"))

        let summary = try store.importVotes(votes, options: way.options())

        // Listed in the order the stores compare ids: byte by byte.
        let listed = ((0..<200).map { "id-\($0)" } + ["stored"]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var expectedSummary = ImportSummary(
            imported: 200 + 400,
            rows: 601,
            conflicts: 201,
            conflictingIDs: Array(listed.prefix(ImportSummary.listedConflicts))
        )
        expectedSummary.listsEveryConflictingID = false
        #expect(summary == expectedSummary)
        #expect(
            try store.standings().entries.map { "\($0.pet.name) \($0.votes)" } == ["Cat 500", "Dog 100", "Goldfish 1"]
        )
        #expect(try store.connection.scalarInt("SELECT count(*) FROM vote WHERE external_id IS NOT NULL") == 201)
        #expect(try voteIndexes() == indexes)
        try expectTalliesMatchTheVoteRows()
        // A window's edges cut through the imported hours exactly.
        let since = start.addingTimeInterval(7 * 3_600 + 1_800)
        let until = start.addingTimeInterval(31 * 3_600 + 0.5)
        let inside = votes.enumerated()
            .filter { _, vote in
                guard let date = vote.date else { return false }
                return date >= since && date < until
            }
        var counted = Set<String>()
        var expected = 0
        for (_, vote) in inside where vote.pet != "Goldfish" || vote.externalID == nil {
            if let id = vote.externalID, !counted.insert(id).inserted { continue }
            expected += vote.count
        }
        #expect(try store.standings(since: since, until: until).totalVotes == expected)
    }

    /// More hours than an import sums in memory: the tallies come from the rows instead.
    @Test(arguments: ImportWay.allCases) func ballotsOverManyHoursAreTalliedExactly(way: ImportWay) throws {
        let votes = (0..<32_769)
            .map { hour in
                BulkVote(
                    pet: ["Cat", "Dog"][hour % 2],
                    count: 1 + hour % 3,
                    date: start.addingTimeInterval(Double(hour) * 3_600),
                    externalID: "h\(hour)"
                )
            }
        let summary = try store.importVotes(votes, options: way.options())
        #expect(summary.imported == votes.map(\.count).reduce(0, +) && summary.duplicates == 0)
        try expectTalliesMatchTheVoteRows()
    }

    @Test(arguments: ImportWay.allCases) func aFailedImportLeavesTheIndexAndTheVotesAsTheyWere(way: ImportWay) throws {
        try store.importVotes([BulkVote(pet: "Dog", externalID: "kept")])
        let schema = try store.connection.scalarText("SELECT group_concat(sql, ';') FROM sqlite_schema")
        let votes = [
            BulkVote(pet: "Cat", externalID: "new"), BulkVote(pet: "Cat", externalID: "kept"),
            BulkVote(pet: "Cat", count: 0),
        ]
        #expect(throws: VoteStoreError.invalidCount(0)) { try store.importVotes(votes, options: way.options()) }
        #expect(try store.connection.scalarText("SELECT group_concat(sql, ';') FROM sqlite_schema") == schema)
        #expect(try store.standings().entries.map(\.votes) == [1, 0, 0])
        // The unique index is back: the stored id cannot be written twice.
        let error = #expect(throws: SQLiteError.self) {
            try store.connection.execute(
                "INSERT INTO vote (pet_id, at, source, external_id) VALUES (1, 0, 't', 'kept')"
            )
        }
        #expect(error?.extendedCode == SQLiteError.constraintUnique)
    }

    @Test(arguments: ImportWay.allCases) func aDryRunCountsRepeatsExactlyAndLeavesTheIndex(way: ImportWay) throws {
        let options = way.options(ImportOptions(dryRun: true))
        let votes = ["x", "y", "x", "z", "y"].map { BulkVote(pet: "Cat", externalID: $0) }
        #expect(
            try store.importVotes(votes, options: options)
                == ImportSummary(imported: 3, rows: 5, duplicates: 2, createdPets: [])
        )
        #expect(try voteIndexes() == expectedVoteIndexes)
        #expect(try store.standings().totalVotes == 0)
    }

    /// `vote`'s secondary indexes, as the schema made them.
    private let expectedVoteIndexes = [
        "vote_external_id", "CREATE UNIQUE INDEX vote_external_id ON vote (external_id) WHERE external_id IS NOT NULL",
        "vote_hour", "CREATE INDEX vote_hour ON vote (\(SQL.voteHour))",
    ]

    /// The name and SQL of each secondary index of `vote`, by name.
    private func voteIndexes() throws -> [String] {
        let statement = try store.connection.prepare(
            "SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'vote' ORDER BY name"
        )
        var indexes: [String] = []
        while try statement.step() {
            indexes += [statement.string(at: 0), statement.string(at: 1)]
        }
        return indexes
    }

    /// The tallies hold exactly the vote rows' sums, per pet and per pet and hour.
    private func expectTalliesMatchTheVoteRows() throws {
        let perPet = """
            SELECT group_concat(pet_id || ':' || votes, ' ') FROM (
                SELECT pet.id AS pet_id, coalesce(sum(vote.count), 0) AS votes
                FROM pet LEFT JOIN vote ON vote.pet_id = pet.id GROUP BY pet.id ORDER BY pet.id)
            """
        #expect(
            try store.connection.scalarText(perPet)
                == store.connection.scalarText(
                    "SELECT group_concat(pet_id || ':' || votes, ' ') FROM (SELECT * FROM tally ORDER BY pet_id)"
                )
        )
        let perHour = """
            SELECT group_concat(hour || '/' || pet_id || ':' || votes, ' ') FROM (
                SELECT \(SQL.voteHour) AS hour, pet_id, sum(count) AS votes FROM vote
                GROUP BY 1, 2 ORDER BY 1, 2)
            """
        #expect(
            try store.connection.scalarText(perHour)
                == store.connection.scalarText(
                    """
                    SELECT group_concat(hour || '/' || pet_id || ':' || votes, ' ') FROM (
                        SELECT * FROM hourly_tally ORDER BY hour, pet_id)
                    """
                )
        )
    }
}
