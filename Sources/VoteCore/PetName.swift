import Foundation

/// A validated pet name: its display form and the key that makes lookups ignore case and spacing.
///
/// The display form is the input trimmed of surrounding white space, newlines and U+200B, in Unicode
/// NFC, so "Cafe\u{301}" and "Café" are the same name. The key is the display form lowercased
/// (full Unicode case mapping), re-normalised to NFC, with each run of space characters as one
/// ordinary space (``singleSpaced(_:)``); SQLite's `NOCASE` would fold ASCII only.
package struct PetName: Hashable {
    /// The longest name, in characters.
    package static let maximumLength = 40
    /// The most Unicode scalars one character of a name may hold: Unicode's stream-safe text
    /// format allows 30 combining marks after a base, and the longest emoji sequences hold about
    /// ten. Without it, one "character" (a letter under thousands of accents) could make a name
    /// of any size.
    package static let maximumScalarsPerCharacter = 31

    /// The name as stored and shown.
    package let display: String
    /// The identity of the name, ignoring case and spacing (`pet.name_key`).
    package let key: String
    /// The key with the name's own spacing, as pets were keyed before keys folded spacing: the
    /// key of the very spelling given, which finds a pet stored then under it before a pet that
    /// only spaces its name otherwise (two such pets may both be stored from then).
    package let spelledKey: String

    /// Validates `raw` as a pet name.
    ///
    /// - Throws: ``VoteStoreError/invalidPetName(name:reason:)`` saying what is wrong with it.
    package init(validating raw: String) throws(VoteStoreError) {
        let display = Self.normalized(Self.trimmed(raw))
        guard !display.isEmpty else {
            throw .invalidPetName(name: raw, reason: "it is empty")
        }
        guard display.count <= Self.maximumLength else {
            throw .invalidPetName(
                name: raw,
                reason: "it has \(display.count) characters; the limit is \(Self.maximumLength)"
            )
        }
        if let reason = Self.problem(withNonEmpty: display) {
            throw .invalidPetName(name: raw, reason: reason)
        }
        self.display = display
        self.spelledKey = Self.normalized(display.lowercased())
        self.key = Self.singleSpaced(spelledKey)
    }

    /// The lookup key of an already trimmed, NFC name.
    static func key(forNormalized name: String) -> String {
        singleSpaced(normalized(name.lowercased()))
    }

    /// `text` with each run of space characters (Unicode's space separators: the ordinary space,
    /// the no-break spaces, the ideographic space, …) as one ordinary space. "Rex  Jr", "Rex Jr"
    /// and "Rex\u{A0}Jr" print alike, so they are one name; each keeps the spacing it was given.
    package static func singleSpaced(_ text: String) -> String {
        // ASCII text without two spaces in a row has nothing to change.
        var previous: UInt8 = 0
        let plain = text.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte < 0x80 && !(byte == 0x20 && previous == 0x20)
        }
        if plain { return text }
        // Other text is copied only when a space in it is to change.
        var afterSpace = false
        let changes = text.unicodeScalars.contains { scalar in
            let isSpace = scalar.properties.generalCategory == .spaceSeparator
            defer { afterSpace = isSpace }
            return isSpace && (afterSpace || scalar != " ")
        }
        guard changes else { return text }
        var result = String.UnicodeScalarView()
        afterSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.properties.generalCategory == .spaceSeparator
            if !isSpace {
                result.append(scalar)
            } else if !afterSpace {
                result.append(" ")
            }
            afterSpace = isSpace
        }
        return String(result)
    }

    /// The key of any text, with none of the rules checked: what a name another program stored
    /// (one no pet may now have, say with a control character) is found and copied by.
    package static func key(ofStored name: String) -> String {
        singleSpaced(spelledKey(ofStored: name))
    }

    /// The keys `pets` are written under when copied into a new database: each its key by today's
    /// rules, except a pet stored before keys folded spacing whose key another of them has (its
    /// twin, `Rex Jr` beside `Rex  Jr`), which keeps the key of its own spelling, as it had. The
    /// twin spelled as keys are now keeps the key, as look-ups find it.
    package static func keys(forCopying pets: [Pet]) -> [String] {
        let spellings = pets.map { spelledKey(ofStored: $0.name) }
        var taken = Set(spellings.filter { singleSpaced($0) == $0 })
        return spellings.map { spelled in
            let key = singleSpaced(spelled)
            return key == spelled || taken.insert(key).inserted ? key : spelled
        }
    }

    /// The key of a stored name's very spelling (``spelledKey``), with none of the rules checked.
    package static func spelledKey(ofStored name: String) -> String {
        normalized(normalized(trimmed(name)).lowercased())
    }

    /// The pet among `pets` that a look-up by key may miss (``mayBeMissedByKey(_:)``) whose name
    /// has `key` by today's rules, as stored or as printed escaped (``displayed(_:)``): a name
    /// another program stored, given as a board, a list or a message shows it, or one stored under
    /// a key that kept its spacing (as keys did before they folded it).
    package static func pet(shownWithKey key: String, among pets: [Pet]) -> Pet? {
        pets.first { pet in
            guard mayBeMissedByKey(pet.name) else { return false }
            if self.key(ofStored: pet.name) == key { return true }
            let shown = displayed(pet.name)
            return shown != pet.name && self.key(ofStored: shown) == key
        }
    }

    /// The pet among `pets` (in creation order) that `name` finds, as the engines' look-ups by
    /// key find it: the one spelled as given (case aside), else, of those whose key it has, the
    /// one spelled as keys are now, else the first, else one that prints escaped as given. For a
    /// reader that has the pets but no database at hand.
    package static func pet(named name: PetName, among pets: [Pet]) -> Pet? {
        if let pet = pets.first(where: { spelledKey(ofStored: $0.name) == name.spelledKey }) { return pet }
        let keyed = pets.filter { key(ofStored: $0.name) == name.key }
        if let pet = keyed.first(where: { spelledKey(ofStored: $0.name) == name.key }) ?? keyed.first { return pet }
        return pet(shownWithKey: name.key, among: pets)
    }

    /// Whether a pet stored with `name` may be found only by ``pet(shownWithKey:among:)``: its name
    /// prints escaped, or its stored key may keep spacing that keys now ignore.
    package static func mayBeMissedByKey(_ name: String) -> Bool {
        displayed(name) != name || singleSpaced(name) != name
    }

    /// `text` without the white space and newlines at either end: the scalars with the Unicode
    /// `White_Space` property plus ZERO WIDTH SPACE, the set Foundation's
    /// `CharacterSet.whitespacesAndNewlines` holds.
    ///
    /// Done on scalars with the standard library because Foundation's `trimmingCharacters(in:)`
    /// goes through `NSString`, which cost a third of a whole `votectl vote`.
    package static func trimmed(_ text: String) -> String {
        // Text that starts and ends with printable ASCII other than a space has nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        {
            return text
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    /// `text` in Unicode NFC. ASCII text is already in NFC, so only other text pays for Foundation.
    static func normalized(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    /// Why a trimmed, NFC, non-empty name cannot be a pet's, or `nil` if it can.
    ///
    /// The rules keep every name showable and typeable: no invisible or reordering characters,
    /// nothing a terminal or a command line reads as something else.
    private static func problem(withNonEmpty name: String) -> String? {
        if name == "-" {
            return "'-' means standard input on the command line"
        }
        if name == "." || name == ".." {
            return "'\(name)' in a URL's path means a folder, which browsers and HTTP clients remove"
        }
        // Printable ASCII holds none of the characters refused below.
        if name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return nil }
        if let heavy = name.first(where: { $0.unicodeScalars.count > maximumScalarsPerCharacter }) {
            return
                "a character in it is made of \(heavy.unicodeScalars.count) code points; the limit is \(maximumScalarsPerCharacter)"
        }
        if let first = name.unicodeScalars.first, isMark(first) {
            return "it starts with a combining mark (\(code(first))), which has no character to sit on"
        }
        for scalar in name.unicodeScalars {
            if isControlOrBreak(scalar) {
                return "it contains a control character or line break (\(code(scalar)))"
            }
            if scalar.value == 0xFFFD {
                return "it contains U+FFFD, which stands for bytes that were not valid UTF-8"
            }
            if scalar.properties.isNoncharacterCodePoint {
                return "it contains a noncharacter (\(code(scalar))), which is no text: markup drops it"
            }
            if scalar.properties.isBidiControl {
                return
                    "it contains a bidirectional control character (\(code(scalar))), which reorders the text around it"
            }
        }
        if let invisible = invisibleCharacter(in: name) {
            return
                "it contains an invisible character (\(code(invisible))), which would make it look like another name"
        }
        return nil
    }

    /// `text` as it may be printed: as it is when it holds none of the characters a name may not
    /// (control characters, line breaks, bidirectional controls, noncharacters, invisible
    /// characters outside emoji), otherwise with each such scalar escaped (`\u{1B}`), and its backslashes too, so
    /// within one name an escape cannot be mistaken for a backslash it holds. A name another
    /// program wrote into the database then prints as one line, in its own order, and cannot drive
    /// a terminal; a new name that would print as it is refused (``PetRecords``).
    package static func displayed(_ text: String) -> String {
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        let scalars = Array(text.unicodeScalars)
        let isUnsafe = { (index: Int) in
            let scalar = scalars[index]
            return isControlOrBreak(scalar) || scalar.properties.isBidiControl
                || scalar.properties.isNoncharacterCodePoint || isInvisible(at: index, in: scalars)
        }
        guard scalars.indices.contains(where: isUnsafe) else { return text }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if isUnsafe(index) || scalar == "\\" {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A control character, or a line or paragraph separator: what would break a line or drive a
    /// terminal.
    private static func isControlOrBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// The first invisible character in `name`, or `nil`: a formatting character (Unicode category
    /// Cf: zero-width space and joiners, word joiner, byte-order mark, soft hyphen, …), any other
    /// character Unicode says to show as nothing (Default_Ignorable_Code_Point: the Hangul fillers,
    /// the combining grapheme joiner, variation selectors, …), or the blank Braille pattern.
    ///
    /// The uses that change what is shown stay valid: a zero-width joiner between two emoji (🐕‍🦺,
    /// 👩‍💻, ❤️‍🔥), a presentation selector that changes how its emoji shows (❤️, a keycap), a
    /// variation selector after an ideograph or a Mongolian letter, and the tags after 🏴 that
    /// spell the flags fonts draw (``isInSubdivisionFlag(at:in:)``). Bidirectional controls are
    /// refused before this, with their own reason.
    static func invisibleCharacter(in name: String) -> Unicode.Scalar? {
        let scalars = Array(name.unicodeScalars)
        return scalars.indices.first { isInvisible(at: $0, in: scalars) }.map { scalars[$0] }
    }

    /// Whether `scalars[index]` is an invisible character outside the uses that show something
    /// (``invisibleCharacter(in:)``).
    private static func isInvisible(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index]
        let properties = scalar.properties
        guard properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint || scalar == "\u{2800}"
        else { return false }
        let previous = index > 0 ? scalars[index - 1] : nil
        switch scalar.value {
        case 0x200D:
            guard let previous, index + 1 < scalars.count else { return true }
            return !(isEmojiJoinable(previous, after: true) && isEmojiJoinable(scalars[index + 1], after: false))
        case 0xFE0E, 0xFE0F:
            // A presentation selector selects only what differs from the emoji's default: text
            // (FE0E) for one shown as an emoji, an emoji (FE0F) for one shown as text, and for a
            // digit, `#` or `*` only in a keycap (U+20E3 next). `Rex🐶` and `Rex🐶\u{FE0F}` look alike.
            guard let previous, previous.properties.isEmoji else { return true }
            if previous.isASCII { return index + 1 >= scalars.count || scalars[index + 1] != "\u{20E3}" }
            return previous.properties.isEmojiPresentation == (scalar == "\u{FE0F}")
        case 0xFE00...0xFE0D, 0xE0100...0xE01EF:
            return previous?.properties.isIdeographic != true
        case 0x180B...0x180D, 0x180F:
            return !(previous.map { (0x1820...0x18AF).contains($0.value) } ?? false)
        case 0xE0020...0xE007F:
            return !isInSubdivisionFlag(at: index, in: scalars)
        default:
            return true
        }
    }

    /// Whether the tag character at `index` is part of a subdivision flag that fonts draw: 🏴, then
    /// the tags spelling England, Scotland or Wales (Unicode's recommended ones), then CANCEL TAG.
    /// Any other tags draw as the black flag alone, so they would make two names look the same.
    private static func isInSubdivisionFlag(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let isTag = { (scalar: Unicode.Scalar) in (0xE0020...0xE007F).contains(scalar.value) }
        var start = index
        while start > 0, isTag(scalars[start - 1]) { start -= 1 }
        var end = index + 1
        while end < scalars.count, isTag(scalars[end]) { end += 1 }
        guard start > 0, scalars[start - 1].value == 0x1F3F4, end - start >= 2, scalars[end - 1].value == 0xE007F
        else { return false }
        var spelled = ""
        for tag in scalars[start..<(end - 1)] {
            guard let letter = Unicode.Scalar(tag.value - 0xE0000) else { return false }
            spelled.unicodeScalars.append(letter)
        }
        return drawnSubdivisions.contains(spelled)
    }

    /// The subdivision flags Unicode recommends for general use, as their tags spell them.
    private static let drawnSubdivisions: Set<String> = ["gbeng", "gbsct", "gbwls"]

    /// Whether `scalar` can stand beside a zero-width joiner in an emoji sequence: an emoji
    /// (beyond ASCII, whose digits and `#` count as emoji only with a keycap), or, before the
    /// joiner, the emoji presentation selector or a skin-tone modifier that ends the emoji before it.
    private static func isEmojiJoinable(_ scalar: Unicode.Scalar, after: Bool) -> Bool {
        if after, scalar == "\u{FE0F}" { return true }
        return scalar.value > 0x7F && scalar.properties.isEmoji
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func code(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
