import Testing
@testable import VoteLayout

struct ViewTraitsTests {
    private enum Weight: LayoutValueKey { static let defaultValue = 1 }
    private enum Label: LayoutValueKey { static let defaultValue = "none" }

    @Test func unsetKeysGiveTheirDefault() {
        let traits = ViewTraits()
        #expect(traits[Weight.self] == 1)
        #expect(traits[Label.self] == "none")
    }

    @Test func eachKeyKeepsItsLastValue() {
        var traits = ViewTraits()
        traits[Weight.self] = 2
        traits[Label.self] = "cat"
        traits[Weight.self] = 3
        #expect(traits[Weight.self] == 3)
        #expect(traits[Label.self] == "cat")
    }
}
