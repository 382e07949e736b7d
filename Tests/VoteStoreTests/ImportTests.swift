import Foundation
import Testing
@testable import VoteCore
@testable import VoteStore

struct ImportTests {
    let store: SQLiteVoteStore

    init() throws { store = try SQLiteVoteStore.inMemory() }

    @Test func anImportGivesTheConnectionItsPageCacheBack() throws {
        try store.connection.execute("PRAGMA cache_size = -3000")
        try store.importVotes([BulkVote(pet: "Cat")])
        #expect(try store.connection.scalarInt("PRAGMA cache_size") == -3000)
    }

    @Test func anImportTurnsForeignKeysBackOnWhetherItCommitsOrFails() throws {
        try store.importVotes([BulkVote(pet: "Cat", externalID: "a")])
        #expect(try store.connection.scalarInt("PRAGMA foreign_keys") == 1)
        #expect(throws: VoteStoreError.invalidCount(0)) { try store.importVotes([BulkVote(pet: "Cat", count: 0)]) }
        #expect(try store.connection.scalarInt("PRAGMA foreign_keys") == 1)
        // Removing a pet still takes its votes with it.
        try store.removePet(named: "Cat", force: true)
        #expect(try store.connection.scalarInt("SELECT count(*) FROM vote") == 0)
    }

    @Test func importAddsEveryVoteAndReportsIt() throws {
        let summary = try store.importVotes([
            BulkVote(pet: "Cat"), BulkVote(pet: "dog", count: 3), BulkVote(pet: "CAT", count: 2),
        ])
        #expect(summary == ImportSummary(imported: 6, rows: 3, duplicates: 0, createdPets: []))
        #expect(try store.standings().entries.map(\.votes) == [3, 3, 0])
    }

    @Test func reimportingByExternalIDAddsNothing() throws {
        let votes = (0..<100).map { BulkVote(pet: ["Cat", "Dog"][$0 % 2], count: 2, externalID: "ballot-\($0)") }
        #expect(try store.importVotes(votes).imported == 200)
        let again = try store.importVotes(votes)
        #expect(again == ImportSummary(imported: 0, rows: 100, duplicates: 100, createdPets: []))
        #expect(try store.standings().totalVotes == 200)
    }

    @Test func aRepeatedIDWithinOneImportCountsOnce() throws {
        let summary = try store.importVotes([
            BulkVote(pet: "Cat", externalID: "a"), BulkVote(pet: "Dog", externalID: "a"), BulkVote(pet: "Dog"),
            BulkVote(pet: "Dog", externalID: ""), BulkVote(pet: "Dog", externalID: ""),
            BulkVote(pet: "Cat", externalID: "a"),
        ])
        // The second "a" names another pet (a conflict), the third is the first again (a duplicate).
        #expect(
            summary
                == ImportSummary(
                    imported: 4,
                    rows: 6,
                    duplicates: 1,
                    conflicts: 1,
                    conflictingIDs: ["a"],
                    createdPets: []
                )
        )
        #expect(try store.standings().entries.map(\.pet.name) == ["Dog", "Cat", "Goldfish"])
    }

    @Test func idsInNoOrderAmongVotesWithoutIDsCountOnceAndFirstInFileWins() throws {
        // Descending ids, more than a batch of each kind, every id given twice: first to a pet by
        // its position, then to Goldfish, which must never count.
        var votes: [BulkVote] = []
        for index in (0..<300).reversed() {
            votes.append(BulkVote(pet: ["Cat", "Dog"][index % 2], externalID: String(format: "id-%03d", index)))
            votes.append(BulkVote(pet: "Dog", count: 2))
        }
        votes += (0..<300).map { BulkVote(pet: "Goldfish", externalID: String(format: "id-%03d", $0)) }
        let summary = try store.importVotes(votes)
        let listed = (0..<ImportSummary.listedConflicts).map { String(format: "id-%03d", $0) }
        var expected = ImportSummary(imported: 300 + 600, rows: 900, conflicts: 300, conflictingIDs: listed)
        expected.listsEveryConflictingID = false
        #expect(summary == expected)
        #expect(
            try store.standings().entries.map { "\($0.pet.name) \($0.votes)" } == ["Dog 750", "Cat 150", "Goldfish 0"]
        )
        #expect(try store.connection.scalarInt("SELECT count(*) FROM vote") == 600)
    }

    @Test func aBadVoteRollsBackTheWholeImport() throws {
        try store.vote(for: "Cat")
        let before = try store.standings()
        let votes = [BulkVote(pet: "Dog", externalID: "x1"), BulkVote(pet: "Cat", count: 0), BulkVote(pet: "Dog")]
        #expect(throws: VoteStoreError.invalidCount(0)) { try store.importVotes(votes) }
        #expect(try store.standings() == before)
        // The external id of the rolled-back row is free again.
        #expect(try store.importVotes([BulkVote(pet: "Dog", externalID: "x1")]).imported == 1)
    }

    @Test func unknownPetsFailTheImportUnlessCreated() throws {
        let votes = [BulkVote(pet: "Rex"), BulkVote(pet: "rex", count: 2), BulkVote(pet: "Cat")]
        #expect(throws: VoteStoreError.unknownPet(name: "Rex", suggestions: [])) { try store.importVotes(votes) }
        #expect(try store.pets().count == 3)
        let summary = try store.importVotes(votes, options: ImportOptions(createPets: true))
        #expect(summary == ImportSummary(imported: 4, rows: 3, duplicates: 0, createdPets: ["Rex"]))
        #expect(try store.standings().entries.first.map { ($0.pet.name, $0.votes) } ?? ("", 0) == ("Rex", 3))
    }

    @Test func aDryRunCountsDuplicatesOfEarlierImportsExactlyAndChangesNothing() throws {
        try store.importVotes((0..<100).map { BulkVote(pet: "Dog", externalID: "b\($0)") })
        let before = try store.standings()
        let votes = (50..<250).map { BulkVote(pet: "Dog", externalID: "b\($0)") }
        let summary = try store.importVotes(votes, options: ImportOptions(dryRun: true))
        #expect(summary == ImportSummary(imported: 150, rows: 200, duplicates: 50, createdPets: []))
        #expect(try store.standings() == before)
        // Nothing of the dry run stays behind: the real import finds the same.
        #expect(try store.importVotes(votes) == summary)
    }

    @Test func aDryRunCountsButChangesNothing() throws {
        let votes = [BulkVote(pet: "Rex", externalID: "1"), BulkVote(pet: "Cat", count: 5, externalID: "2")]
        let summary = try store.importVotes(votes, options: ImportOptions(createPets: true, dryRun: true))
        #expect(summary == ImportSummary(imported: 6, rows: 2, duplicates: 0, createdPets: ["Rex"]))
        #expect(try store.pets().count == 3)
        #expect(try store.standings().totalVotes == 0)
        #expect(try store.importVotes(votes, options: ImportOptions(createPets: true)).imported == 6)
    }

    @Test func importedRowsKeepTheirDateAndSource() throws {
        let date = Date(timeIntervalSince1970: 1_600_000_000.25)
        try store.importVotes([BulkVote(pet: "Cat", date: date)], options: ImportOptions(source: "ballots.csv"))
        #expect(try store.connection.scalarText("SELECT at || ' ' || source FROM vote") == "1600000000250 ballots.csv")
        #expect(try store.standings(since: date, until: date.addingTimeInterval(0.001)).totalVotes == 1)
    }

    @Test func withImportLetsTheCallerSkipBadRows() throws {
        var rejected: [String] = []
        let summary = try store.withImport { importer in
            for name in ["Cat", "Ghost", "", "Dog", "Dog"] {
                do {
                    try importer.add(BulkVote(pet: name))
                } catch {
                    rejected.append(name)
                }
            }
        }
        #expect(rejected == ["Ghost", ""])
        #expect(summary == ImportSummary(imported: 3, rows: 3, duplicates: 0, createdPets: []))
        #expect(try store.standings().totalVotes == 3)
    }

    struct Stop: Error, Equatable {}

    @Test func withImportRollsBackWhenTheBodyThrows() throws {
        #expect(throws: Stop()) {
            try store.withImport { (importer: inout ImportWriter) throws(Stop) in
                _ = try? importer.add(BulkVote(pet: "Cat", count: 9))
                throw Stop()
            }
        }
        #expect(try store.standings().totalVotes == 0)
    }

    @Test func importStreamsALazySequenceOnce() throws {
        let votes = (0..<50_000).lazy.map { BulkVote(pet: ["Cat", "Goldfish", "Dog"][$0 % 3]) }
        #expect(try store.importVotes(votes).imported == 50_000)
        #expect(try store.standings().entries.map(\.votes) == [16_667, 16_667, 16_666])
    }
}
