import CSV
import Foundation
import Testing
@testable import VoteImport
@testable import votectl

/// Checks our CSV reader against yaslab/CSV.swift on well-formed input.
struct CSVReferenceTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let alphabet: [String] = ["a", "B", " ", ",", "\"", "\n", "猫", "🐶", "é", "x", "\t", ";"]

    private static func quoted(_ field: String) -> String {
        field.contains(where: { ",\"\n".contains($0) }) || field.hasPrefix(" ") || field.hasSuffix(" ")
            ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            : field
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func agreesWithCSVSwiftOnGeneratedFiles(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        var text = "pet,count,id\n"
        for index in 0..<200 {
            let length = Int.random(in: 1...8, using: &random)
            var name = (0..<length).map { _ in Self.alphabet.randomElement(using: &random) ?? "a" }.joined()
            if RowValidation.trimmed(name).isEmpty { name = "p" + name + "q" }
            text += "\(Self.quoted(name)),\(Int.random(in: 1...9, using: &random)),id\(index)\n"
        }
        let ours = try rows(read(text, as: .csv, chunkSize: 7))
        let reference = try CSVReader(string: text, hasHeaderRow: true)
        var expected: [ImportRow] = []
        while let fields = reference.next() {
            var row = try RowValidation.row(line: 0, pet: fields[0], count: fields[1], at: nil, id: fields[2]).get()
            row.line = ours.indices.contains(expected.count) ? ours[expected.count].line : -1
            expected.append(row)
        }
        #expect(ours == expected)
    }
}
