import Foundation
import TestSupport
import Testing
import VoteCore

/// A pet whose name another program stored, one no pet may now be given (here with a terminal's
/// escape sequence), stays a pet like any other on both engines: votes and ballots for the others
/// go on, it is found as stored and as boards and lists print it, and a copy keeps it.
@Suite(.serialized, .onOwnThreads)
struct StoredNameTests {
    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory("stored-name-tests")
    }

    static let stored = "Evil\u{1B}[2J"
    /// How boards, lists and messages print it.
    static let printed = #"Evil\u{1B}[2J"#

    /// A database whose Dog another program renamed to ``stored``.
    private func databaseWithStoredName(_ engine: StoreEngine) throws -> String {
        let name = try engine.makeDatabaseName(in: scratch)
        _ = try engine.open(name)
        let table = engine == .postgres ? "petvote.pet" : "pet"
        try engine.execute(
            "UPDATE \(table) SET name = '\(Self.stored)', name_key = '\(Self.stored.lowercased())' WHERE name = 'Dog'",
            on: name
        )
        return name
    }

    @Test(
        "ballots and votes for the other pets go on, and the pet is found as stored and as printed",
        arguments: StoreEngine.available
    )
    func foundAndCounted(engine: StoreEngine) throws {
        let store = try engine.open(try databaseWithStoredName(engine))
        #expect(PetName.displayed(Self.stored) == Self.printed)
        // A batch of ballots used to fail whole on PostgreSQL, every stored name checked by the rules.
        let batch = try store.cast([Ballot(pet: "Cat", id: "b-1"), Ballot(pet: Self.printed, count: 2)], source: "api")
        #expect(batch.outcomes.count == 2)
        for outcome in batch.outcomes { #expect(throws: Never.self) { try outcome.get() } }
        try store.vote(for: "cat", count: 1, at: Date(), source: "cli")
        #expect(try store.pet(named: Self.stored).name == Self.stored)
        #expect(try store.pet(named: Self.printed).name == Self.stored)
        #expect(try store.pet(named: Self.printed.uppercased()).name == Self.stored)
        let standings = try store.standings()
        #expect(standings.entries.map(\.pet.name) == ["Cat", Self.stored, "Goldfish"])
        #expect(standings.entries.map(\.votes) == [2, 2, 0])
        #expect(try standings.entry(named: Self.printed).pet.name == Self.stored)
        // A name no pet has, and none could be given, is still refused for what it is.
        #expect(throws: VoteStoreError.self) { try store.pet(named: "Nobody\u{1B}") }
    }

    @Test("it can be renamed by either spelling, and removed", arguments: StoreEngine.available)
    func renamedAndRemoved(engine: StoreEngine) throws {
        let store = try engine.open(try databaseWithStoredName(engine))
        try store.vote(for: Self.printed, count: 3, at: Date(), source: "cli")
        #expect(try store.renamePet(named: Self.printed, to: "Angel").name == "Angel")
        #expect(try store.standings().entries.first { $0.pet.name == "Angel" }?.votes == 3)
        #expect(try store.renamePet(named: "Angel", to: "Imp").name == "Imp")

        let other = try engine.open(try databaseWithStoredName(engine))
        // A new name that prints as the stored one would make two pets of one printed name.
        #expect(throws: VoteStoreError.duplicatePet(name: Self.stored)) { try other.addPet(named: Self.printed) }
        #expect(throws: VoteStoreError.duplicatePet(name: Self.stored)) {
            try other.renamePet(named: "Cat", to: Self.printed)
        }
        try other.removePet(named: Self.stored, force: false)
        #expect(try other.pets().map(\.name) == ["Cat", "Goldfish"])
    }

    @Test(
        "an import that creates pets counts its printed spelling for it, not for a new twin",
        arguments: StoreEngine.available
    )
    func importedByPrintedName(engine: StoreEngine) throws {
        let store = try engine.open(try databaseWithStoredName(engine))
        let summary = try store.withImport(options: ImportOptions(createPets: true)) {
            (writer: inout ImportWriter) throws(VoteStoreError) in
            try writer.add(BulkVote(pet: Self.printed, count: 2))
            try writer.add(BulkVote(pet: "Hamster"))
        }
        #expect(summary.createdPets == ["Hamster"])
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", Self.stored, "Hamster"])
        let standings = try store.standings().entries.map { "\($0.pet.name)=\($0.votes)" }
        #expect(standings == ["\(Self.stored)=2", "Hamster=1", "Cat=0", "Goldfish=0"])
    }

    @Test("a copy into either engine keeps the name exactly", arguments: StoreEngine.available)
    func copied(engine: StoreEngine) throws {
        let source = try engine.open(try databaseWithStoredName(engine))
        try source.vote(for: Self.printed, count: 2, at: Date(), source: "cli")
        for targetEngine in StoreEngine.available {
            let target = try targetEngine.makeStore(in: scratch)
            try target.restore(pets: try source.pets()) { (writer: inout RestoreWriter) throws(VoteStoreError) in
                try source.exportVotes { (vote: ExportedVote) throws(VoteStoreError) in try writer.add(vote) }
            }
            #expect(try target.pets() == source.pets())
            #expect(try target.standings() == source.standings())
            #expect(try target.pet(named: Self.printed).name == Self.stored)
        }
    }
}
