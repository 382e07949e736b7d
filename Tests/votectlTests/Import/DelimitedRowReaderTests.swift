import Foundation
import Testing
@testable import VoteImport
@testable import votectl

struct DelimitedRowReaderTests {
    @Test func readsPetAndCountWithLineNumbers() throws {
        let result = try rows(read("pet,count\nCat,3\nDog,1\n", as: .csv))
        #expect(result.map(\.pet) == ["Cat", "Dog"])
        #expect(result.map(\.count) == [3, 1])
        #expect(result.map(\.line) == [2, 3])
    }

    @Test func countDefaultsToOneWithoutACountColumn() throws {
        let result = try rows(read("pet\nCat\n", as: .csv))
        #expect(result.map(\.count) == [1])
    }

    @Test func headerNamesAreCaseInsensitiveAndMayBeReordered() throws {
        let result = try rows(read("ID , Count,PET\nx1,2,Cat\n", as: .csv))
        #expect(result == [ImportRow(line: 2, pet: "Cat", count: 2, date: nil, externalID: "x1")])
    }

    @Test func quotedFieldsKeepCommasQuotesAndNewlines() throws {
        let result = try rows(read("pet,count\n\"Mr, \"\"Whiskers\"\"\",2\n\"Two\nLines\",1\nDog,1\n", as: .csv))
        #expect(result.map(\.pet) == ["Mr, \"Whiskers\"", "Two\nLines", "Dog"])
        #expect(result.map(\.line) == [2, 3, 5])
    }

    @Test func byteOrderMarkAndCRLFAreHandled() throws {
        let result = try rows(read("\u{FEFF}pet,count\r\nCat,2\r\nDog,1\r\n", as: .csv))
        #expect(result.map(\.pet) == ["Cat", "Dog"])
        #expect(result.map(\.count) == [2, 1])
    }

    @Test func blankLinesAreSkippedButCounted() throws {
        let result = try rows(read("pet\n\nCat\n   \nDog", as: .csv))
        #expect(result.map(\.line) == [3, 5])
    }

    @Test func tabSeparatedValues() throws {
        let result = try rows(read("pet\tcount\tat\nCat, the first\t2\t2026-01-02\n", as: .tsv))
        #expect(result.map(\.pet) == ["Cat, the first"])
        #expect(result.first?.date == Date(timeIntervalSince1970: 1_767_312_000))
    }

    /// A header that is not UTF-8 text is no header: --skip-invalid must not skip it and then
    /// import nothing.
    @Test func aHeaderThatIsNotUTF8IsFatal() {
        let bytes = Array("p".utf8) + [0xFF] + Array("et,count\nCat,2\nDog,1\n".utf8)
        let results = VoteRowReaders.rows(in: bytes, format: .csv, chunkSize: 3, lineLimit: LineReader.defaultLineLimit)
        #expect(errors(results) == [ImportRowError(line: 1, reason: .unusableHeader(.invalidUTF8))])
        #expect(errors(results).allSatisfy { $0.isFatal })
    }

    /// A quote that runs to the end of the input swallows every line after it, so no row can be
    /// misread after it: --skip-invalid may skip it and keep the rows before it.
    @Test func anUnterminatedQuoteAtTheEndNamesTheLineItStartsOnAndCanBeSkipped() {
        let results = read("pet,count\nCat,1\n\"Dog,2\nFish,3\n", as: .csv)
        #expect(errors(results) == [ImportRowError(line: 3, reason: .unterminatedQuote(limit: nil))])
        #expect(errors(results).first?.isFatal == false)
        #expect(results.count == 2)
    }

    @Test func runawayQuoteStopsAtTheRecordLimit() {
        let body = String(repeating: "Fish,3\n", count: 100)
        let results = read("pet,count\n\"Dog,2\n" + body, as: .csv, lineLimit: 64)
        #expect(errors(results) == [ImportRowError(line: 2, reason: .unterminatedQuote(limit: 64))])
        #expect(results.count == 1)
    }

    @Test func textAfterAClosingQuoteIsRejected() {
        let results = read("pet,count\n\"Cat\"x,1\nDog,1\n", as: .csv)
        #expect(errors(results) == [ImportRowError(line: 2, reason: .textAfterClosingQuote)])
        #expect(results.count == 2)
    }

    @Test func aQuoteInsideAnUnquotedFieldIsLiteral() throws {
        #expect(try rows(read("pet\nCa\"t\n", as: .csv)).map(\.pet) == ["Ca\"t"])
    }

    @Test(arguments: [
        ("pet,count\nCat\n", 1),
        ("pet,count\nCat,1,extra\n", 3),
        ("pet,count\n,\n,\n", 2),
    ])
    func fieldCountMustMatchTheHeader(text: String, found: Int) {
        let results = read(text, as: .csv)
        if found == 2 {
            #expect(errors(results).map(\.reason) == [.emptyPetName, .emptyPetName])
        } else {
            #expect(errors(results) == [ImportRowError(line: 2, reason: .fieldCount(expected: 2, found: found))])
        }
    }

    @Test(arguments: [
        ("count\n3\n", ImportRowError.Reason.missingPetColumn),
        ("pet,cout\nCat,1\n", .unknownColumn("cout")),
        ("pet,Pet\nCat,Dog\n", .unusableHeader(.duplicateField("pet"))),
        ("", .emptyInput),
        ("\n\n  \n", .emptyInput),
        ("\u{FEFF}", .emptyInput),
    ])
    func badHeadersAreFatalOnLineOne(text: String, reason: ImportRowError.Reason) {
        let results = read(text, as: .csv)
        #expect(errors(results).map(\.reason) == [reason])
        #expect(errors(results).allSatisfy { $0.isFatal })
    }

    @Test func headerOnlyIsNoRowsAndNoError() {
        #expect(read("pet,count\n", as: .csv).isEmpty)
    }

    @Test func nulByteMeansBinaryAndStops() {
        let results = VoteRowReaders.rows(in: Array("pet\nCat\nD\u{0}og\nFish\n".utf8), format: .csv)
        #expect(errors(results) == [ImportRowError(line: 3, reason: .binaryData)])
        #expect(results.count == 2)
    }

    @Test func invalidUTF8IsARowErrorWithItsLine() {
        var bytes = Array("pet\nCat\n".utf8)
        bytes += [0x44, 0xFF, 0x67, 0x0A]
        bytes += Array("Fish\n".utf8)
        let results = VoteRowReaders.rows(in: bytes, format: .csv, chunkSize: 5)
        #expect(errors(results) == [ImportRowError(line: 3, reason: .invalidUTF8)])
        #expect(results.count == 3)
        #expect(errors(results).first?.isFatal == false)
    }

    @Test func overlongLinesAreRejectedWithoutBeingKept() throws {
        let long = String(repeating: "x", count: 500)
        let results = read("pet\n\(long)\nCat\n", as: .csv, lineLimit: 100)
        #expect(errors(results) == [ImportRowError(line: 2, reason: .lineTooLong(limit: 100))])
        #expect(try rows(Array(results.dropFirst())).map(\.pet) == ["Cat"])
    }

    @Test(arguments: 1...9)
    func chunkBoundariesDoNotChangeTheResult(chunkSize: Int) {
        let text = "\u{FEFF}pet,count,id\r\n\"a,\"\"b\nc\",2,x\r\nDog,1,\r\n\nFish,bad,y\n猫,3,z"
        #expect(read(text, as: .csv, chunkSize: chunkSize) == read(text, as: .csv, chunkSize: 4096))
    }
}
