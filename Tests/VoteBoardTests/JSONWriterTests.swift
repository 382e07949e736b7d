import Foundation
import Testing
@testable import VoteBoard

struct JSONWriterTests {
    private struct Sample: Codable, Equatable {
        var a: Int
        var b: String
        var c: [Double]
        var d: Bool
    }

    @Test func matchesJSONEncoderWithSortedKeys() throws {
        let sample = Sample(a: -3, b: "q\"\\/\n\u{1}猫🐈‍⬛", c: [150, 0.25, 1.0 / 3.0], d: true)
        let written = JSONWriter.encode(
            .object([
                ("a", .integer(sample.a)), ("b", .string(sample.b)),
                ("c", .array(sample.c.map { .number($0) })), ("d", .bool(sample.d)),
            ])
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(written == String(decoding: try encoder.encode(sample), as: UTF8.self))
        #expect(try JSONDecoder().decode(Sample.self, from: Data(written.utf8)) == sample)
    }

    @Test func keysInAnyOrderAreWrittenSortedAsJSONEncoderSortsThem() throws {
        struct Keys: Encodable {
            let zebra = 1, apple = 2, Banana = 3, a_b = 4, ab = 5
            let nested = ["type": 6, "detail": 7, "Title": 8]
        }
        let written = JSONWriter.encode(
            .object([
                ("zebra", .integer(1)),
                ("nested", .object([("type", .integer(6)), ("detail", .integer(7)), ("Title", .integer(8))])),
                ("ab", .integer(5)), ("a_b", .integer(4)), ("apple", .integer(2)), ("Banana", .integer(3)),
            ])
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(written == String(decoding: try encoder.encode(Keys()), as: UTF8.self))
    }
}
