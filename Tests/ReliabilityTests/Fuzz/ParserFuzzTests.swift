import Foundation
import TestSupport
import Testing
import VoteCore

@testable import VoteImport
@testable import votectl

extension Reliability {
    /// The import parsers (CSV, TSV, NDJSON, lines) over generated hostile input, in process.
    @Suite("Import parsers under hostile input")
    struct ParserFuzzTests {
        private enum Kind: String, CaseIterable {
            case controlled, truncated, mutated, random, hugeField
        }

        /// Inputs are bounded (a few KB; huge fields up to 70 KB) so no single input can take long.
        @Test(
            "Never a crash or hang, every rejection names a line, accepted counts match the reference",
            .timeLimit(.minutes(5))
        )
        func parsersSurviveHostileInput() {
            let seed = ReliabilityConfiguration.seed(for: "parser-fuzz")
            var random = SeededRandom(seed: seed)
            let inputs = ReliabilityConfiguration.fuzzInputs
            var perKind: [Kind: Int] = [:]
            var rowsChecked = 0
            var rejectionsChecked = 0
            var failures = 0
            for index in 0..<inputs {
                let format = ImportFormat.allCases[index % ImportFormat.allCases.count]
                let roll = Int.random(in: 0..<100, using: &random)
                let kind: Kind =
                    switch roll {
                    case 0..<35: .controlled
                    case 35..<50: .truncated
                    case 50..<78: .mutated
                    case 78..<96: .random
                    default: .hugeField
                    }
                perKind[kind, default: 0] += 1
                var lineLimit = LineReader.defaultLineLimit
                var problems: [String] = []
                let bytes: [UInt8]
                switch kind {
                case .controlled:
                    let file = ControlledFile(format: format, using: &random)
                    bytes = file.bytes
                    let results = VoteRowReaders.rows(in: bytes, format: format)
                    problems += Self.compare(results, with: file)
                case .truncated:
                    let file = ControlledFile(format: format, using: &random)
                    bytes = Array(file.bytes.prefix(Int.random(in: 0...file.bytes.count, using: &random)))
                    problems += Self.checkTruncation(bytes, of: file)
                case .mutated:
                    bytes = HostileInputs.mutated(ControlledFile(format: format, using: &random).bytes, using: &random)
                case .random:
                    bytes = HostileInputs.randomBytes(maximumLength: 400, using: &random)
                case .hugeField:
                    let rare = Int.random(in: 0..<200, using: &random) == 0
                    lineLimit = rare ? LineReader.defaultLineLimit : 256
                    let length = rare ? 70_000 : [250, 255, 256, 257, 258, 300, 900].pick(using: &random)
                    bytes = HostileInputs.hugeField(format: format, length: length, using: &random)
                }
                let results = VoteRowReaders.rows(in: bytes, format: format, lineLimit: lineLimit)
                problems += Self.invariantViolations(results, bytes: bytes)
                // The outcome must not depend on how the input happens to be split into reads.
                let chunk = Int.random(in: 1...64, using: &random)
                let rechunked = VoteRowReaders.rows(in: bytes, format: format, chunkSize: chunk, lineLimit: lineLimit)
                if rechunked != results {
                    problems.append(
                        "reading in \(chunk)-byte chunks changed the outcome:\n  \(Self.summary(results))\n  vs \(Self.summary(rechunked))"
                    )
                }
                for result in results {
                    switch result {
                    case .success: rowsChecked += 1
                    case .failure: rejectionsChecked += 1
                    }
                }
                if !problems.isEmpty {
                    failures += 1
                    if failures <= 12 {
                        Issue.record(
                            """
                            input \(index) (\(kind.rawValue), \(format), seed \(seed)): \(problems.joined(separator: "; "))
                            input: \(Self.show(bytes))
                            """
                        )
                    }
                }
            }
            ReliabilityConfiguration.report(
                "parser-fuzz",
                "\(inputs) inputs (\(Kind.allCases.map { "\($0.rawValue) \(perKind[$0, default: 0])" }.joined(separator: ", "))), "
                    + "\(rowsChecked) rows accepted and \(rejectionsChecked) rejections checked; failures: \(failures)"
            )
            #expect(failures == 0, "\(failures) of \(inputs) inputs broke a parser property")
        }

        // MARK: Properties

        /// Properties every input must keep, whatever its bytes.
        static func invariantViolations(_ results: [Result<ImportRow, ImportRowError>], bytes: [UInt8]) -> [String] {
            var problems: [String] = []
            let newlines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let lineCount = max(1, newlines + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0))
            if results.count > lineCount + 1 {
                problems.append("\(results.count) results from \(lineCount) lines")
            }
            var previousLine = 0
            for (position, result) in results.enumerated() {
                switch result {
                case .success(let row):
                    if !(1...lineCount).contains(row.line) {
                        problems.append("row on line \(row.line) of \(lineCount)")
                    }
                    if row.line <= previousLine { problems.append("line \(row.line) after line \(previousLine)") }
                    previousLine = row.line
                    if !(1...VoteStoreError.maximumCount).contains(row.count) {
                        problems.append("count \(row.count) accepted")
                    }
                    if row.pet.isEmpty || ReferenceValidator.trimmed(row.pet) != row.pet {
                        problems.append("untrimmed or empty pet \(row.pet.debugDescription) accepted")
                    }
                case .failure(let error):
                    if !(1...lineCount).contains(error.line) {
                        problems.append("rejection names line \(error.line) of \(lineCount)")
                    }
                    if error.line <= previousLine && error.reason != .emptyInput {
                        problems.append("rejection of line \(error.line) after line \(previousLine)")
                    }
                    previousLine = error.line
                    if !error.description.hasPrefix("line \(error.line): ") {
                        problems.append("message does not name the line: \(error.description)")
                    }
                    if error.isFatal && position != results.count - 1 {
                        problems.append("reading went on after fatal \(error)")
                    }
                }
            }
            return problems
        }

        /// A controlled file parses to exactly the rows the reference accepts, and rejects exactly
        /// the lines it rejects.
        static func compare(_ results: [Result<ImportRow, ImportRowError>], with file: ControlledFile) -> [String] {
            var problems: [String] = []
            let accepted = results.compactMap { try? $0.get() }
            let rejectedLines = results.compactMap { result -> Int? in
                if case .failure(let error) = result { error.line } else { nil }
            }
            let expected = file.expectedRows
            if rejectedLines != file.expectedRejectedLines {
                problems.append("rejected lines \(rejectedLines), expected \(file.expectedRejectedLines)")
            }
            let acceptedVotes = accepted.reduce(0) { $0 + $1.count }
            let expectedVotes = expected.reduce(0) { $0 + $1.votes }
            if accepted.count != expected.count || acceptedVotes != expectedVotes {
                problems.append(
                    "accepted \(accepted.count) rows / \(acceptedVotes) votes, reference \(expected.count) / \(expectedVotes)"
                )
            }
            for (row, (generated, votes)) in zip(accepted, expected) {
                let pet = ReferenceValidator.trimmed(String(decoding: generated.pet, as: UTF8.self))
                let id = generated.id.map(ReferenceValidator.trimmed).flatMap { $0.isEmpty ? nil : $0 }
                let date = generated.at.flatMap(ReferenceValidator.date(from:))
                let dateMatches =
                    switch (row.date, date) {
                    case (nil, nil): true
                    case (let got?, let want?): abs(got.timeIntervalSince(want)) < 0.001
                    default: false
                    }
                if row.line != generated.line || row.pet != pet || row.count != votes || row.externalID != id
                    || !dateMatches
                {
                    problems.append(
                        "row \(row) ≠ reference line \(generated.line) \(pet.debugDescription) ×\(votes) id \(id ?? "-") at \(date.map { "\($0)" } ?? "-")"
                    )
                }
            }
            return problems
        }

        /// A truncated file never invents a row: every row that ends well before the cut is read
        /// exactly as in the whole file.
        static func checkTruncation(_ bytes: [UInt8], of file: ControlledFile) -> [String] {
            let whole = VoteRowReaders.rows(in: file.bytes, format: file.format)
            let cut = VoteRowReaders.rows(in: bytes, format: file.format)
            let lastLine = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            var wholeByLine: [Int: ImportRow] = [:]
            for case .success(let row) in whole { wholeByLine[row.line] = row }
            var problems: [String] = []
            // Records span at most two lines here, so rows starting 2+ lines before the cut are complete.
            for case .success(let row) in cut where row.line + 2 < lastLine && wholeByLine[row.line] != row {
                problems.append(
                    "truncation changed line \(row.line): \(row) vs \(wholeByLine[row.line].map { "\($0)" } ?? "a rejection")"
                )
            }
            return problems
        }

        // MARK: Reporting

        static func summary(_ results: [Result<ImportRow, ImportRowError>]) -> String {
            results.prefix(8)
                .map { result in
                    switch result {
                    case .success(let row): "ok@\(row.line)×\(row.count)"
                    case .failure(let error): "\(error)"
                    }
                }
                .joined(separator: ", ")
        }

        static func show(_ bytes: [UInt8]) -> String {
            let text = String(decoding: bytes.prefix(600), as: UTF8.self).debugDescription
            return bytes.count > 600 ? "\(text)… (\(bytes.count) bytes)" : text
        }
    }
}
