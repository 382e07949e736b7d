import Foundation
import TestSupport
import Testing

@testable import VoteImport
@testable import votectl

extension Reliability {
    /// Controlled import files through the real `votectl import`: a bad file is refused whole
    /// with the line of its first bad row (exit 65); a good one adds exactly the reference's votes.
    @Suite("votectl import against the reference validator")
    struct ImportEndToEndTests {
        /// Whether the store can hold `name` (trimmed, 1...40 characters, no control
        /// characters or line breaks).
        /// The store's name rules, written out plainly: 1–40 characters, not `-`, no control
        /// characters or line breaks, no U+FFFD, no bidirectional controls, no leading combining mark.
        static func isStorable(_ name: String) -> Bool {
            let trimmed = ReferenceValidator.trimmed(name)
            let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
            return !trimmed.isEmpty && trimmed.count <= 40 && trimmed != "-"
                && !(trimmed.unicodeScalars.first.map { marks.contains($0.properties.generalCategory) } ?? false)
                && !trimmed.unicodeScalars.contains {
                    [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
                        || $0.value == 0xFFFD || $0.properties.isBidiControl
                }
        }

        @Test("Strict and --skip-invalid imports match the reference, and every rejection names its line")
        func importsMatchTheReference() throws {
            let votectl = try VotectlBinary.located()
            let scratch = try TemporaryDirectory("import-e2e")
            var random = SeededRandom(seed: ReliabilityConfiguration.seed(for: "import-e2e"))
            let template = scratch.path("template.db")
            let seeded = try votectl.run(["vote", "Cat", "--count", "4", "--db", template], in: scratch)
            try #require(seeded.succeeded, "\(seeded)")
            let files = ReliabilityConfiguration.importEndToEndFiles
            var refused = 0
            var imported = 0
            var votes = 0
            for index in 0..<files {
                let format = ImportFormat.allCases[index % ImportFormat.allCases.count]
                let file = ControlledFile(format: format, using: &random)
                let input = scratch.file("input-\(index).\(format == .lines ? "txt" : format.rawValue)")
                try Data(file.bytes).write(to: input)

                // The reference: valid rows (values and storable names), the first bad line, the dedup by id.
                var firstBad = file.expectedRejectedLines.first
                var expectedVotes = 0
                var seenIDs: Set<String> = []
                for (row, rowVotes) in file.expectedRows {
                    let name = String(decoding: row.pet, as: UTF8.self)
                    guard Self.isStorable(name) else {
                        firstBad = min(firstBad ?? row.line, row.line)
                        continue
                    }
                    let id = row.id.map(ReferenceValidator.trimmed).flatMap { $0.isEmpty ? nil : $0 }
                    if let id, !seenIDs.insert(id).inserted { continue }
                    expectedVotes += rowVotes
                }

                for skipInvalid in [false, true] {
                    let database = scratch.path("run-\(index)-\(skipInvalid).db")
                    try copyDatabase(template, to: database)
                    let arguments =
                        ["import", input.path, "--create-pets", "--db", database]
                        + (skipInvalid ? ["--skip-invalid"] : [])
                    let result = try votectl.run(arguments, in: scratch)
                    let probe = try DatabaseProbe(path: database)
                    #expect(probe.isSound, "\(probe)")
                    let context =
                        "file \(index) (\(format)\(skipInvalid ? ", --skip-invalid" : "")): \(ParserFuzzTests.show(file.bytes))"
                    let refusedWhole =
                        skipInvalid ? file.fatalLine != nil || firstBad == 1 && file.rows.isEmpty : firstBad != nil
                    if refusedWhole {
                        refused += 1
                        expectCleanFailure(result)
                        #expect(result.termination == .exited(65), "\(result); \(context)")
                        if let line = skipInvalid ? file.fatalLine ?? 1 : firstBad {
                            #expect(
                                result.stderr.contains("line \(line)"),
                                "should name line \(line): \(result); \(context)"
                            )
                        }
                        #expect(probe.tallyTotal == 4, "a refused import changed the votes: \(probe); \(context)")
                    } else {
                        imported += 1
                        votes += expectedVotes
                        #expect(result.succeeded, "\(result); \(context)")
                        #expect(
                            probe.tallyTotal == 4 + expectedVotes,
                            "reference says \(expectedVotes) votes: \(probe); \(context)"
                        )
                        for line in result.stderrLines
                        where line.hasPrefix("skipped") && !line.hasPrefix("skipped line ") {
                            if !line.contains("more rows") { Issue.record("a skip report names no line: \(line)") }
                        }
                    }
                    try? FileManager.default.removeItem(atPath: database)
                }
            }
            ReliabilityConfiguration.report(
                "import-e2e",
                "\(files) generated files × (strict, --skip-invalid): \(imported) imports matched the reference (\(votes) votes), \(refused) refused with the right line"
            )
        }
    }
}
