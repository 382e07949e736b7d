import Testing
@testable import VoteCore

struct NameSuggestionsTests {
    let pets = ["Cat", "Goldfish", "Dog", "Cathy", "Doge"].enumerated().map { Pet(id: Int64($0 + 1), name: $1) }

    @Test(arguments: [
        ("ct", ["Cat"]),
        ("gldfish", ["Goldfish"]),
        ("dgo", ["Dog", "Doge"]),
        ("ca", ["Cat", "Cathy"]),
        ("dogs", ["Dog", "Doge"]),
        ("zebra", []),
        ("cathyyy", ["Cathy", "Cat"]),
    ])
    func suggestsCloseNamesClosestFirst(typed: String, expected: [String]) {
        #expect(NameSuggestions.closest(to: typed, among: pets) == expected)
    }

    @Test(arguments: [("", "abc", 3), ("kitten", "sitting", 3), ("dog", "dgo", 1), ("cat", "cat", 0), ("猫", "犬", 1)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(NameSuggestions.editDistance(Array(a), Array(b)) == distance)
    }
}
