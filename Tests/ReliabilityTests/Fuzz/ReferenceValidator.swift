import Foundation

/// The import rules written out plainly, independent of votectl's parsers: decides
/// whether one generated row is a valid vote and how many votes it carries.
///
/// It judges the *values* the generator chose (before any quoting or encoding), so it shares no
/// code and no state machine with the parsers it checks.
enum ReferenceValidator {
    /// The votes a row carries, or `nil` if the import must reject it.
    static func votes(of row: GeneratedRow) -> Int? {
        guard let pet = String(validating: row.pet, as: UTF8.self), !trimmed(pet).isEmpty else { return nil }
        var votes = 1
        switch row.count {
        case nil: break
        case .json(let number):
            guard let whole = Int(exactly: number), (1...1_000_000).contains(whole) else { return nil }
            votes = whole
        case .jsonText, .jsonBool:
            return nil
        case .text(let text):
            let digits = trimmed(text)
            if !digits.isEmpty {
                let unsigned = digits.hasPrefix("+") ? String(digits.dropFirst()) : digits
                guard !unsigned.isEmpty, unsigned.count <= 7, unsigned.allSatisfy({ ("0"..."9").contains($0) }),
                    let value = Int(unsigned), (1...1_000_000).contains(value)
                else { return nil }
                votes = value
            }
        }
        if let at = row.at, !trimmed(at).isEmpty, date(from: at) == nil { return nil }
        return votes
    }

    /// The date an `at` value names, from the generator's fixed table of spellings.
    static func date(from text: String) -> Date? {
        validTimes[trimmed(text)]
    }

    /// ISO 8601 spellings the import accepts, with the instants they name.
    static let validTimes: [String: Date] = [
        "2026-11-21T18:30:00Z": Date(timeIntervalSince1970: 1_795_285_800),
        "2026-11-21": Date(timeIntervalSince1970: 1_795_219_200),
        "2024-02-29T00:00:00+01:00": Date(timeIntervalSince1970: 1_709_161_200),
        "2026-11-21T18:30:00.250Z": Date(timeIntervalSince1970: 1_795_285_800.25),
        "2026-11-21 18:30Z": Date(timeIntervalSince1970: 1_795_285_800),
    ]

    /// Spellings that are not a valid ISO 8601 instant.
    static let invalidTimes = [
        "2026-02-30", "yesterday", "2026-13-01T00:00:00Z", "21/11/2026", "2026-11-21T25:00Z",
        "2026-11-21T18:30:00Zjunk",
    ]

    /// Without leading and trailing white space (Unicode's definition).
    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
