import Foundation
import TestSupport
import Testing
import VoteCore

/// Names that differ only in their spacing (two spaces for one, a no-break or an ideographic space
/// for the ordinary one) print alike, so they are one pet's name on both engines: another pet
/// cannot take one, and each finds the pet. A pet an earlier version stored under a key that kept
/// its spacing is found by every spelling too, and no twin can be made of it.
@Suite(.serialized, .onOwnThreads)
struct SpacedNameTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory("spaced-name-tests")
    }

    static let spellings = ["Rex  Jr", "rex\u{A0}jr", "REX\u{3000}JR", "Rex \u{2009} Jr"]

    @Test("one pet, whatever the spacing it is named with", arguments: StoreEngine.available)
    func spacingNamesOnePet(engine: StoreEngine) throws {
        let store = try engine.open(try engine.makeDatabaseName(in: scratch))
        try store.addPet(named: "Rex Jr")
        for spelling in Self.spellings {
            #expect(throws: VoteStoreError.duplicatePet(name: spelling)) { try store.addPet(named: spelling) }
            #expect(try store.pet(named: spelling).name == "Rex Jr")
            try store.vote(for: spelling, count: 1, at: Date(), source: "cli")
        }
        let batch = try store.cast(Self.spellings.map { Ballot(pet: $0) }, source: "api")
        for outcome in batch.outcomes { #expect(try outcome.get().pet.name == "Rex Jr") }
        let standings = try store.standings()
        #expect(try standings.entry(named: "Rex  Jr").votes == 8)
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog", "Rex Jr"])
    }

    /// A database whose Dog an earlier version renamed to `Rex  Jr`, keyed with both spaces, after
    /// adding the pets `added`.
    private func databaseWithSpacedKey(_ engine: StoreEngine, added: [String] = []) throws -> String {
        let name = try engine.makeDatabaseName(in: scratch)
        let store = try engine.open(name)
        for pet in added { try store.addPet(named: pet) }
        let table = engine == .postgres ? "petvote.pet" : "pet"
        try engine.execute("UPDATE \(table) SET name = 'Rex  Jr', name_key = 'rex  jr' WHERE name = 'Dog'", on: name)
        return name
    }

    @Test("a pet keyed with its spacing is found by every spelling", arguments: StoreEngine.available)
    func spacedKeyStillFound(engine: StoreEngine) throws {
        let store = try engine.open(try databaseWithSpacedKey(engine))
        for spelling in ["Rex Jr"] + Self.spellings {
            #expect(try store.pet(named: spelling).name == "Rex  Jr")
            #expect(throws: VoteStoreError.duplicatePet(name: "Rex  Jr")) { try store.addPet(named: spelling) }
        }
        try store.vote(for: "Rex Jr", count: 2, at: Date(), source: "cli")
        let batch = try store.cast([Ballot(pet: "rex jr"), Ballot(pet: "Rex  Jr")], source: "api")
        for outcome in batch.outcomes { #expect(try outcome.get().pet.name == "Rex  Jr") }
        let summary = try store.withImport(options: ImportOptions(createPets: true)) {
            (writer: inout ImportWriter) throws(VoteStoreError) in
            try writer.add(BulkVote(pet: "REX JR", count: 3))
        }
        #expect(summary.createdPets.isEmpty)
        #expect(try store.standings().entry(named: "Rex Jr").votes == 7)
        // Renamed, it takes today's key, and keeps its votes.
        #expect(try store.renamePet(named: "Rex Jr", to: "Rex Jr").name == "Rex Jr")
        #expect(try store.standings().entry(named: "rex  jr").votes == 7)
        #expect(try store.pets().count == 3)
    }

    /// Two pets stored before keys folded spacing, `Rex  Jr` (its key with both spaces) and `Rex Jr`:
    /// each spelling finds its own pet, everywhere a name is looked up, so neither's votes, name or
    /// removal goes to the other; a third spelling finds the one spelled as keys are now.
    @Test("two pets keyed apart by their spacing stay apart", arguments: StoreEngine.available)
    func twinsKeyedApartStayApart(engine: StoreEngine) throws {
        let store = try engine.open(try databaseWithSpacedKey(engine, added: ["Rex Jr"]))
        let (spaced, single) = (try store.pet(named: "Rex  Jr"), try store.pet(named: "Rex Jr"))
        #expect(spaced.name == "Rex  Jr" && single.name == "Rex Jr" && spaced.id != single.id)
        #expect(try store.pet(named: "rex\u{A0}jr") == single)
        try store.vote(for: "Rex  Jr", count: 1, at: Date(), source: "cli")
        let batch = try store.cast([Ballot(pet: "rex  jr", count: 2), Ballot(pet: "REX JR", count: 3)], source: "api")
        #expect(try batch.outcomes.map { try $0.get().pet } == [spaced, single])
        let summary = try store.withImport(options: ImportOptions(createPets: true)) {
            (writer: inout ImportWriter) throws(VoteStoreError) in
            try writer.add(BulkVote(pet: "REX  JR", count: 4))
        }
        #expect(summary.createdPets.isEmpty)
        // The standings find each as the store does, whatever the case.
        let standings = try store.standings()
        for (spelling, pet) in [("Rex  Jr", spaced), ("rex  jr", spaced), ("REX JR", single), ("Rex\u{A0}Jr", single)] {
            #expect(try standings.entry(named: spelling).pet == pet, "\(spelling)")
            #expect(try store.pet(named: spelling) == pet, "\(spelling)")
        }
        #expect(try standings.entry(named: "Rex  Jr").votes == 7)
        #expect(try standings.entry(named: "Rex Jr").votes == 3)
        // A copy into either engine keeps both, each found by its own spelling.
        for targetEngine in StoreEngine.available {
            let target = try targetEngine.makeStore(in: scratch)
            try target.restore(pets: try store.pets()) { (writer: inout RestoreWriter) throws(VoteStoreError) in
                try store.exportVotes { (vote: ExportedVote) throws(VoteStoreError) in try writer.add(vote) }
            }
            #expect(try target.standings() == store.standings())
            #expect(try target.pet(named: "rex  jr") == spaced && target.pet(named: "REX\u{A0}JR") == single)
        }
        #expect(try store.renamePet(named: "Rex  Jr", to: "Rex Sr").id == spaced.id)
        #expect(try store.pets().map(\.name).sorted() == ["Cat", "Goldfish", "Rex Jr", "Rex Sr"])
    }
}
