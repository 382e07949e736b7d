import Testing
@testable import VoteCore
@testable import VoteStore

struct PetTests {
    let store: SQLiteVoteStore

    init() throws { store = try SQLiteVoteStore.inMemory() }

    @Test func aNewDatabaseHoldsTheSamplesPetsInOrder() throws {
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
        #expect(try store.standings().entries.map(\.votes) == [0, 0, 0])
    }

    @Test func addedPetsComeAfterTheSamplesInCreationOrder() throws {
        try store.addPet(named: "Rex")
        try store.addPet(named: "Ada")
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog", "Rex", "Ada"])
    }

    @Test(arguments: ["cat", "CAT", "cAt", "  Cat\n"])
    func lookupIgnoresCaseAndSurroundingSpace(name: String) throws {
        #expect(try store.pet(named: name).name == "Cat")
    }

    @Test(arguments: [("cat", "cat"), ("CAT", "CAT"), (" Cat ", "Cat")])
    func aNameDifferingOnlyInCaseIsADuplicate(name: String, stored: String) throws {
        #expect(throws: VoteStoreError.duplicatePet(name: stored)) {
            try store.addPet(named: name)
        }
    }

    @Test func caseInsensitivityCoversNonASCIINames() throws {
        try store.addPet(named: "Café")
        #expect(try store.pet(named: "CAFÉ").name == "Café")
        #expect(try store.pet(named: "café").name == "Café")
        #expect(throws: VoteStoreError.duplicatePet(name: "CAFÉ")) { try store.addPet(named: "CAFÉ") }
    }

    @Test(
        "Odd names are stored and shown exactly",
        arguments: ["Robert'); DROP TABLE pets;--", "猫", "🐶", "Café", "O'Brien", "👨‍👩‍👧", "x\"y%_\\z"]
    )
    func oddNamesRoundTrip(name: String) throws {
        let pet = try store.addPet(named: name)
        #expect(pet.name == name)
        #expect(try store.pet(named: name) == pet)
        #expect(try store.pets().last == pet)
        try store.vote(for: name)
        #expect(try store.standings().entries.first?.pet.name == name)
    }

    @Test func decomposedInputIsStoredComposedAndFindsTheComposedName() throws {
        let decomposed = "Cafe\u{301}"
        let pet = try store.addPet(named: decomposed)
        #expect(pet.name.unicodeScalars.count == 4)  // NFC: "é" is one scalar
        #expect(try store.pet(named: "Café") == pet)
        #expect(throws: VoteStoreError.duplicatePet(name: "Café")) { try store.addPet(named: "Café") }
    }

    @Test func unknownPetErrorNamesTheClosestPets() throws {
        #expect(throws: VoteStoreError.unknownPet(name: "Gldfish", suggestions: ["Goldfish"])) {
            try store.pet(named: "Gldfish")
        }
        #expect(throws: VoteStoreError.unknownPet(name: "dgo", suggestions: ["Dog"])) {
            try store.vote(for: "dgo")
        }
        #expect(throws: VoteStoreError.unknownPet(name: "Zebra", suggestions: [])) {
            try store.pet(named: "Zebra")
        }
    }

    @Test func renameKeepsVotesAndMayChangeCase() throws {
        try store.vote(for: "Cat", count: 3)
        #expect(try store.renamePet(named: "cat", to: "Kitty").name == "Kitty")
        #expect(try store.renamePet(named: "kitty", to: "KITTY").name == "KITTY")
        #expect(try store.standings().entries.first.map { ($0.pet.name, $0.votes) } ?? ("", 0) == ("KITTY", 3))
        #expect(throws: VoteStoreError.unknownPet(name: "cat", suggestions: [])) { try store.pet(named: "cat") }
    }

    @Test func renamingOntoAnotherPetsNameIsADuplicate() throws {
        #expect(throws: VoteStoreError.duplicatePet(name: "DOG")) { try store.renamePet(named: "Cat", to: "DOG") }
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
    }

    @Test func removingAPetWithVotesNeedsForce() throws {
        try store.vote(for: "Dog", count: 2)
        #expect(throws: VoteStoreError.petHasVotes(name: "Dog", votes: 2)) { try store.removePet(named: "dog") }
        #expect(try store.pets().count == 3)
        try store.removePet(named: "dog", force: true)
        #expect(try store.pets().map(\.name) == ["Cat", "Goldfish"])
        #expect(try store.standings().totalVotes == 0)
    }

    @Test func removingAPetWithoutVotesNeedsNoForce() throws {
        try store.removePet(named: "Goldfish")
        #expect(try store.pets().map(\.name) == ["Cat", "Dog"])
    }

    @Test func idsAreNeverReusedSoCreationOrderHolds() throws {
        let rex = try store.addPet(named: "Rex")
        try store.removePet(named: "Rex")
        let ada = try store.addPet(named: "Ada")
        #expect(ada.id > rex.id)
    }
}
