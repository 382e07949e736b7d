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
}
