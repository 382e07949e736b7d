import Testing
@testable import VoteStore

struct PetNameTests {
    @Test(arguments: [
        ("Cat", "Cat", "cat"),
        ("  Cat \t", "Cat", "cat"),
        ("CAFÉ", "CAFÉ", "café"),
        ("Cafe\u{301}", "Café", "café"),
        ("猫", "猫", "猫"),
        ("🐶", "🐶", "🐶"),
        (String(repeating: "🐶", count: 40), String(repeating: "🐶", count: 40), String(repeating: "🐶", count: 40)),
    ])
    func validNamesAreTrimmedAndNormalised(raw: String, display: String, key: String) throws {
        let name = try PetName(validating: raw)
        #expect(name.display == display)
        #expect(name.key == key)
    }

    @Test(arguments: [
        "", "   ", "\n", "a\nb", "tab\there", "bell\u{7}", "nul\u{0}x", "line\u{2028}sep", "del\u{7F}",
        String(repeating: "a", count: 41),
    ])
    func invalidNamesAreRefused(raw: String) {
        #expect {
            try PetName(validating: raw)
        } throws: { error in
            guard case .invalidPetName(let name, _) = error as? VoteStoreError else { return false }
            return name == raw
        }
    }

    @Test func lengthCountsCharactersNotBytes() throws {
        // 40 family emoji: 7 scalars and 25 UTF-8 bytes each, one Character each.
        #expect(try PetName(validating: String(repeating: "👨‍👩‍👧‍👦", count: 40)).display.count == 40)
    }
}
