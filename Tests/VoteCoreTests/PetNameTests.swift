import Foundation
import Testing
@testable import VoteCore

struct PetNameTests {
    @Test(arguments: [
        ("Cat", "Cat", "cat"),
        ("  Cat \t", "Cat", "cat"),
        ("CAFÉ", "CAFÉ", "café"),
        ("Cafe\u{301}", "Café", "café"),
        ("猫", "猫", "猫"),
        ("🐶", "🐶", "🐶"),
        // Spacing is kept as given, and the key has one ordinary space for each run of spaces.
        ("Rex  Jr", "Rex  Jr", "rex jr"),
        ("Rex\u{A0}Jr", "Rex\u{A0}Jr", "rex jr"),
        ("山田\u{3000}太郎", "山田\u{3000}太郎", "山田 太郎"),
        ("A \u{2009}\u{202F} B", "A \u{2009}\u{202F} B", "a b"),
        (String(repeating: "🐶", count: 40), String(repeating: "🐶", count: 40), String(repeating: "🐶", count: 40)),
    ])
    func validNamesAreTrimmedAndNormalised(raw: String, display: String, key: String) throws {
        let name = try PetName(validating: raw)
        #expect(name.display == display)
        #expect(name.key == key)
    }

    @Test(arguments: [
        "", "   ", "\n", "a\nb", "tab\there", "bell\u{7}", "nul\u{0}x", "line\u{2028}sep", "del\u{7F}",
        String(repeating: "a", count: 41), ".", "..", " .. ",
        // One character of 32,001 code points: a name of 64 KB within 40 characters.
        "Z" + String(repeating: "\u{301}", count: 32_000), "Q" + String(repeating: "\u{301}", count: 31),
    ])
    func invalidNamesAreRefused(raw: String) {
        #expect {
            try PetName(validating: raw)
        } throws: { error in
            guard case .invalidPetName(let name, _) = error as? VoteStoreError else { return false }
            return name == raw
        }
    }

    /// Invisible formatting characters would give two pets that read the same ("Zero\u{200B}Width"
    /// beside "ZeroWidth"); the joiners and tags that make up emoji stay valid.
    @Test(arguments: [
        "Zero\u{200B}Width", "Zero\u{200C}Width", "Zero\u{200D}Width", "Zero\u{2060}Width", "Zero\u{FEFF}Width",
        "Soft\u{AD}hyphen", "Cat\u{200D}", "\u{200D}🐕", "1\u{200D}2", "Tag\u{E0041}",
        // Shown as nothing though not "formatting": Hangul fillers, the combining grapheme joiner,
        // variation selectors where they select nothing, the blank Braille pattern, and tags that
        // spell no subdivision flag.
        "Cat\u{115F}", "Cat\u{1160}", "Dog\u{3164}", "\u{3164}", "Cat\u{FFA0}", "\u{2800}", "Cat\u{2800}",
        "Cat\u{34F}", "Cat\u{FE00}", "Cat\u{FE0F}", "Cat\u{180B}", "Cat\u{E0100}",
        // Presentation selectors that select what the emoji shows anyway.
        "Rex🐶\u{FE0F}", "Dog1\u{FE0F}", "Rex ☺\u{FE0E}",
        "Dog🏴\u{E007F}", "Dog🏴\u{E0063}\u{E0061}\u{E0074}\u{E007F}", "Dog🏴\u{E0063}\u{E0061}\u{E0074}",
        "Dog🏴\u{E0063}\u{E007F}\u{E0061}\u{E007F}",
        "Dog🏴\u{E0043}\u{E007F}",
    ])
    func invisibleCharactersAreRefused(raw: String) {
        #expect {
            try PetName(validating: raw)
        } throws: { error in
            guard case .invalidPetName(_, let reason) = error as? VoteStoreError else { return false }
            return reason.contains("invisible character (U+")
        }
    }

    @Test(arguments: [
        "🐕‍🦺", "👩‍💻", "❤️‍🔥", "🧑🏽‍💻", "🏳️‍🌈", "👨‍👩‍👧‍👦", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "Rex 🐕‍🦺",
        // Variation selectors that select: an emoji's presentation, an ideograph's glyph.
        "❤️", "1️⃣", "#️⃣", "©️", "👁️‍🗨️", "葛\u{E0100}", "Rex 🐶\u{FE0E}", "Rex ☺\u{FE0F}", "Dog🏴",
        "🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}",
    ])
    func emojiSequencesStayValid(raw: String) throws {
        #expect(try PetName(validating: raw).display == raw)
    }

    /// Dots among other characters are a name like any other; a character may hold 31 code points.
    @Test(arguments: ["...", ".Cat", "R.I.P.", "Q" + String(repeating: "\u{301}", count: 30)])
    func dotsAndAccentsWithinLimitsStayValid(raw: String) throws {
        #expect(try PetName(validating: raw).display == raw.precomposedStringWithCanonicalMapping)
    }

    @Test func lengthCountsCharactersNotBytes() throws {
        // 40 family emoji: 7 scalars and 25 UTF-8 bytes each, one Character each.
        #expect(try PetName(validating: String(repeating: "👨‍👩‍👧‍👦", count: 40)).display.count == 40)
    }

    @Test func trimmingMatchesFoundationsWhitespaceAndNewlines() {
        // Every scalar of the Basic Multilingual Plane (all of White_Space lies in it) at both ends of a name,
        // plus a combining mark after a space, which trimming must leave in place.
        var mismatches: [String] = []
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(scalar)Cat\(scalar)"
            if PetName.trimmed(text) != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                mismatches.append("U+" + String(value, radix: 16))
            }
        }
        #expect(mismatches.isEmpty)
        let combining = " \u{301}Cat "
        #expect(PetName.trimmed(combining) == combining.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(PetName.trimmed(" \t\u{3000}\u{85} ").isEmpty)
    }

    @Test func normalisationLeavesASCIIAloneAndComposesTheRest() {
        #expect(PetName.normalized("Goldfish") == "Goldfish")
        #expect(PetName.normalized("Cafe\u{301}").unicodeScalars.elementsEqual("Caf\u{E9}".unicodeScalars))
        #expect(PetName.key(forNormalized: "CAF\u{C9}").unicodeScalars.elementsEqual("caf\u{E9}".unicodeScalars))
    }

    /// Names that could be stored but not shown, typed or read back as themselves.
    @Test(arguments: [
        ("-", "standard input"),
        ("\u{301}", "combining mark"),
        ("\u{301}Cat", "combining mark"),
        ("\u{FFFD}\u{FFFD}", "not valid UTF-8"),
        ("Rex\u{FFFD}", "not valid UTF-8"),
        ("\u{202E}teC", "bidirectional control"),
        ("Cat\u{2067}", "bidirectional control"),
        ("Cat\u{200F}", "bidirectional control"),
        // Dropped by markup, they would make the page show Cat twice.
        ("Cat\u{FFFF}", "noncharacter (U+FFFF)"), ("Cat\u{1FFFE}", "noncharacter (U+1FFFE)"),
    ])
    func namesNoOneCouldTypeOrSeeAreRefused(name: String, reason: String) {
        #expect {
            try PetName(validating: name)
        } throws: { error in
            guard case .invalidPetName(_, let why) = error as? VoteStoreError else { return false }
            return why.contains(reason)
        }
    }

    @Test(arguments: ["Café", "Cafe\u{301}", "👩‍👩‍👧", "🐶", "-Rex", "Rex-", "金魚"])
    func namesWithMarksJoinersAndDashesInsideAreFine(name: String) throws {
        #expect(try PetName(validating: name).display.isEmpty == false)
    }

    /// What a name may not hold prints escaped, and nothing else: a name another program wrote
    /// cannot reorder the line or drive the terminal, and an emoji's joiner stays a joiner.
    @Test(arguments: [
        ("Cat", "Cat"), ("👩‍👩‍👧", "👩‍👩‍👧"), ("金魚", "金魚"),
        ("Evil\u{1B}[2J", "Evil\\u{1B}[2J"), ("a\nb", "a\\nb"), ("\u{202E}teC", "\\u{202E}teC"),
        ("Ca\u{200B}t", "Ca\\u{200B}t"), ("Dog\u{3164}", "Dog\\u{3164}"), ("x\u{2028}y", "x\\u{2028}y"),
        ("👩‍💻\n", "👩‍💻\\n"),
        ("a\\b\u{7}", "a\\\\b\\u{07}"), ("a\\b", "a\\b"), ("Cat\u{FFFF}", "Cat\\u{FFFF}"),
    ])
    func namesPrintWithWhatNoNameMayHoldEscaped(stored: String, shown: String) {
        #expect(PetName.displayed(stored) == shown)
    }

    @Test func quotingCutsAndEscapes() {
        #expect(VoteStoreError.quoted("\u{202E}" + String(repeating: "x", count: 50), limit: 3) == "'\\u{202E}xx…'")
        #expect(VoteStoreError.quoted("abc", limit: 3) == "'abc'")
    }
}
