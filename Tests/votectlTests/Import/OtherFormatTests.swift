import Testing
@testable import VoteImport
@testable import votectl

struct NDJSONRowReaderTests {
    @Test func readsObjectsWithTheCSVFields() throws {
        let text = "{\"pet\":\"Cat\",\"count\":2,\"id\":7}\n\n{\"pet\":\"Dog\",\"at\":\"2026-01-02\",\"id\":\"b,}\"}\n"
        let result = try rows(read(text, as: .ndjson))
        #expect(result.map(\.pet) == ["Cat", "Dog"])
        #expect(result.map(\.count) == [2, 1])
        #expect(result.map(\.externalID) == ["7", "b,}"])
        #expect(result.map(\.line) == [1, 3])
    }

    @Test(arguments: [
        ("{\"pet\":\"Cat\",\"votes\":2}", ImportRowError.Reason.unknownField("votes")),
        ("{\"count\":2}", .missingPetField),
        ("{\"pet\":3}", .badFieldType(field: "pet", expected: "a string")),
        ("{\"pet\":\"Cat\",\"count\":1.5}", .badCount("1.5")),
        // Read through a Double, this was once a count of 1.
        ("{\"pet\":\"Cat\",\"count\":0.99999999999999999}", .badCount("0.99999999999999999")),
        ("{\"pet\":\"Cat\",\"count\":1e400}", .badCount("given")),
        // Numbers JSON does not write, which the decoder refuses as ones it cannot represent.
        ("{\"pet\":\"Cat\",\"count\":01}", .invalidJSON),
        ("{\"pet\":\"Cat\",\"count\":1.}", .invalidJSON),
        ("{\"pet\":\"Cat\",\"count\":\"x\"}", .badFieldType(field: "count", expected: "a JSON number (3, not \"3\")")),
        ("{\"pet\":\"Cat\",\"count\":\"3\"}", .badFieldType(field: "count", expected: "a JSON number (3, not \"3\")")),
        ("{\"pet\":\"Cat\",\"pet\":\"Dog\"}", .duplicateField("pet")),
        // JSONDecoder takes a comma before a closing brace; JSON has no place for one.
        ("{\"pet\":\"Cat\",}", .invalidJSON),
        ("{\"pet\":\"Cat\", \"id\":\"a,}\" , }", .invalidJSON),
        ("{\"pet\":\"Cat\",\"id\":\"a\",\"id\":\"b\"}", .duplicateField("id")),
        ("{\"pet\":\"Cat\",\"p\\u0065t\":\"Dog\"}", .duplicateField("pet")),
        ("{\"p\\u0065t\":\"Cat\",\"at\":\"{\\\"pet\\\":1}\",\"count\":1,\"pet\":\"Dog\"}", .duplicateField("pet")),
        ("{\"pet\":\"Cat\",\"count\":-4}", .badCount("-4")),
        ("{\"pet\":\"Cat\",\"count\":true}", .badFieldType(field: "count", expected: "a whole number")),
        ("{\"pet\":\"Cat\",\"at\":\"noon\"}", .badTime("noon")),
        ("{\"pet\":\"Cat\"", .invalidJSON),
        ("[\"Cat\"]", .badJSON),
        ("Cat", .invalidJSON),
        ("{\"pet\":\"Cat\"} {\"pet\":\"Dog\"}", .invalidJSON),
        // Ids a ballot cannot have, which votesrv refuses too: a retry could never match them.
        ("{\"pet\":\"Cat\",\"id\":\"a\\u001b[2J\"}", .badBallotID("a\u{1B}[2J")),
        (
            "{\"pet\":\"Cat\",\"id\":\"\(String(repeating: "x", count: 256))\"}",
            .badBallotID(String(repeating: "x", count: 256))
        ),
    ])
    func rejectsBadObjectsWithTheirLine(line: String, reason: ImportRowError.Reason) {
        let results = read("{\"pet\":\"Dog\"}\n" + line + "\n{\"pet\":\"Fish\"}\n", as: .ndjson)
        #expect(errors(results) == [ImportRowError(line: 2, reason: reason)])
        #expect(results.count == 3)
    }

    /// Two objects on one line are said to be that, not only a line cut short.
    @Test func twoValuesOnALineAreNamed() {
        #expect(ImportRowError.Reason.invalidJSON.description.contains("more than one value on the line"))
    }

    /// With no header to miss, an empty input is an import of no rows.
    @Test func emptyInputHasNoRows() {
        #expect(read("\n", as: .ndjson).isEmpty)
        #expect(read("", as: .ndjson).isEmpty)
    }
}

struct PlainLinesRowReaderTests {
    @Test func onePetPerLineBlankLinesSkipped() throws {
        let result = try rows(read("\u{FEFF}Cat\r\n\n  Dog  \r\nCat", as: .lines))
        #expect(result.map(\.pet) == ["Cat", "Dog", "Cat"])
        #expect(result.map(\.line) == [1, 3, 4])
        #expect(result.allSatisfy { $0.count == 1 })
    }

    @Test func aPetNamedDashIsJustAName() throws {
        #expect(try rows(read("-\n", as: .lines)).map(\.pet) == ["-"])
    }

    @Test func emptyInputHasNoRowsAndBinaryInputIsFatal() {
        #expect(read("", as: .lines).isEmpty)
        #expect(read("\n \n", as: .lines).isEmpty)
        let binary = VoteRowReaders.rows(in: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x0A, 0x41], format: .lines)
        #expect(errors(binary).map(\.reason) == [.binaryData])
        #expect(binary.count == 1)
    }

    /// A spreadsheet's "Unicode text" is UTF-16: named as such, with the way to convert it, rather
    /// than called a binary file for the NUL bytes every other byte holds.
    @Test(arguments: [ImportFormat.csv, .tsv, .ndjson, .lines], [true, false])
    func utf16InputIsNamedForWhatItIs(format: ImportFormat, littleEndian: Bool) {
        let text = format == .ndjson ? "{\"pet\":\"Cat\"}\n" : format == .lines ? "Cat\n" : "pet\nCat\n"
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += littleEndian ? [low, high] : [high, low]
        }
        let failures = errors(VoteRowReaders.rows(in: bytes, format: format))
        #expect(failures.count == 1)
        #expect(failures.first?.line == 1)
        #expect(failures.first?.isFatal == true)
        #expect(failures.first.map { "\($0.reason)".contains("UTF-16 text") } == true, "\(failures)")
    }

    /// Lines that end in a carriage return alone (classic Mac OS text) read as one line: each format
    /// said something true of that line ("unknown column 'count\rCat'", a pet name with a control
    /// character) that did not say what to do.
    @Test(arguments: [ImportFormat.csv, .tsv, .ndjson, .lines], [3, 1 << 16])
    func carriageReturnLinesAreNamedForWhatTheyAre(format: ImportFormat, chunkSize: Int) {
        let lines =
            format == .ndjson
            ? ["{\"pet\":\"Cat\"}", "{\"pet\":\"Dog\"}"] : format == .lines ? ["Cat", "Dog"] : ["pet", "Cat", "Dog"]
        for text in [lines.joined(separator: "\r") + "\r", lines.joined(separator: "\r")] {
            let failures = errors(read(text, as: format, chunkSize: chunkSize))
            #expect(failures.map(\.line) == [1])
            #expect(failures.map(\.reason) == [.carriageReturnLines], "\(failures)")
            #expect(failures.first?.isFatal == true)
        }
    }

    @Test("a first line of CR-ended lines past the line limit is named as CR-ended, not as too long")
    func carriageReturnLinesPastTheLineLimit() {
        let text = (["pet"] + Array(repeating: "Cat", count: 50)).joined(separator: "\r")
        let failures = errors(read(text, as: .csv, chunkSize: 7, lineLimit: 32))
        #expect(failures.map(\.reason) == [.carriageReturnLines], "\(failures)")
        // Wherever a read ends, also just after the CR.
        let oneCR = String(repeating: "x", count: 40) + "\r" + String(repeating: "y", count: 10) + "\nCat\n"
        for chunkSize in 1...50 {
            let failures = errors(read(oneCR, as: .lines, chunkSize: chunkSize, lineLimit: 32))
            #expect(failures.map(\.reason) == [.carriageReturnLines], "chunks of \(chunkSize): \(failures)")
        }
    }

    @Test(
        "CR LF endings, also one split between two reads, and a carriage return past line 1 are not taken for CR-ended lines"
    )
    func carriageReturnsThatAreNotLineEnds() throws {
        for chunkSize in [1, 2, 3, 4, 5] {
            let crlf = try rows(read("pet,count\r\nCat,2\r\nDog,1\r\n", as: .csv, chunkSize: chunkSize))
            #expect(crlf.map(\.pet) == ["Cat", "Dog"])
        }
        // Line 1 too long, ending in CR LF: too long, not CR-ended.
        for chunkSize in 1...50 {
            let long = errors(
                read(String(repeating: "x", count: 40) + "\r\nCat\n", as: .lines, chunkSize: chunkSize, lineLimit: 32)
            )
            #expect(long.map(\.reason) == [.lineTooLong(limit: 32)], "chunks of \(chunkSize): \(long)")
        }
        // A quoted field holding a CR on a later line is the field's own text (here a bad ballot id).
        let quoted = errors(read("pet,id\nCat,\"a\rb\"\n", as: .csv))
        #expect(quoted.map(\.reason) == [.badBallotID("a\rb")])
    }
}

struct ImportFormatTests {
    @Test(arguments: [
        ("votes.csv", ImportFormat.csv), ("a/b.TSV", .tsv), ("x.jsonl", .ndjson),
        ("x.ndjson", .ndjson), ("names.txt", .lines),
    ])
    func formatFromExtension(name: String, format: ImportFormat) {
        #expect(ImportFormat(fileName: name) == format)
    }

    @Test(arguments: ["votes", "votes.json", "dir.csv/file", "-"])
    func unknownExtensions(name: String) {
        #expect(ImportFormat(fileName: name) == nil)
    }
}
