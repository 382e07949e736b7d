import Foundation
import Testing
import VoteCore
@testable import VoteImport
@testable import votectl

struct RowValidationTests {
    @Test(arguments: [("1", 1), ("+2", 2), (" 3 ", 3), ("1000000", 1_000_000), ("007", 7), ("", 1)])
    func acceptsWholeCountsInRange(text: String, expected: Int) throws {
        let row = try RowValidation.row(line: 1, pet: "Cat", count: text, at: nil, id: nil).get()
        #expect(row.count == expected)
    }

    @Test(arguments: ["0", "-1", "1.5", "x", "1000001", "99999999999999999999999", "1e3", "٣"])
    func rejectsBadCounts(text: String) {
        let result = RowValidation.row(line: 4, pet: "Cat", count: text, at: nil, id: nil)
        #expect(throws: ImportRowError(line: 4, reason: .badCount(text))) { try result.get() }
    }

    @Test func trimsNamesAndRejectsEmptyOnes() throws {
        #expect(try RowValidation.row(line: 1, pet: "  Cat \t", count: nil, at: nil, id: nil).get().pet == "Cat")
        #expect(throws: ImportRowError(line: 2, reason: .emptyPetName)) {
            try RowValidation.row(line: 2, pet: " \u{3000} ", count: nil, at: nil, id: nil).get()
        }
    }

    @Test func emptyIdentifierMeansNone() throws {
        #expect(try RowValidation.row(line: 1, pet: "Cat", count: nil, at: nil, id: "  ").get().externalID == nil)
    }
}

struct ISO8601TimestampTests {
    @Test(arguments: [
        ("2026-11-21", 1_795_219_200.0),
        ("2026-11-21T18:30:00Z", 1_795_285_800.0),
        ("2026-11-21T18:30Z", 1_795_285_800.0),
        ("2026-11-21 18:30:00", 1_795_285_800.0),
        ("2026-11-21T19:30:00+01:00", 1_795_285_800.0),
        ("2026-11-21T13:00:00-0530", 1_795_285_800.0),
        ("2026-11-21T18:30:00.250Z", 1_795_285_800.25),
        ("1970-01-01T00:00:00Z", 0),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("1969-12-31T23:59:59Z", -1),
        // The basic format.
        ("20261121", 1_795_219_200.0),
        ("20261121T183000Z", 1_795_285_800.0),
        ("20261121T1830Z", 1_795_285_800.0),
        ("20261121T193000+0100", 1_795_285_800.0),
    ])
    func parsesAcceptedForms(text: String, seconds: Double) throws {
        let date = try #require(ISO8601Timestamp.date(from: text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.001)
    }

    @Test(arguments: [
        "", "yesterday", "2026-13-01", "2026-02-30", "2025-02-29", "2026-11-21T24:00Z",
        "2026-11-21T18:60Z", "2026-11-21T18:30:00Q", "2026-11-21T18:30:00+", "2026-1-1",
        "2026-11-21T18:30:00.Z", "2026-11-21T", "2026-11-21x", "2026-1121", "202611-21",
        "20261121T18:30:00Z", "2026112", "20261321",
    ])
    func rejectsEverythingElse(text: String) {
        #expect(ISO8601Timestamp.date(from: text) == nil)
    }

    /// The formatter agrees with Foundation's ISO 8601 style (UTC, whole seconds) it replaced,
    /// before 1970 and on leap days too, and what it writes reads back to the same second.
    @Test(arguments: [
        0.0, 1_795_285_800.25, 1_709_164_800, 951_782_399.999, -1, -86_400.5, -2_208_988_800, 253_402_300_799,
        4_107_542_399, 1_767_225_599.9,
    ])
    func formatsAsFoundationDoes(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let text = ISO8601Timestamp.string(from: date)
        #expect(text == date.formatted(Date.ISO8601FormatStyle(timeZone: try #require(TimeZone(secondsFromGMT: 0)))))
        let readBack = try #require(ISO8601Timestamp.date(from: text))
        #expect(readBack.timeIntervalSince1970 == seconds.rounded(.down))
    }
}
