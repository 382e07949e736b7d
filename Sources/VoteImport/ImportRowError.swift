package import Foundation
import VoteCore

/// Why a line of an import file was rejected, with its 1-based line number.
package struct ImportRowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line the rejected row starts on.
    package var line: Int
    /// What is wrong with it.
    package var reason: Reason

    /// What can be wrong with a line.
    package enum Reason: Hashable, Sendable {
        /// A CSV or TSV input holds no header and no rows.
        case emptyInput
        /// A NUL byte: the input is probably not text.
        case binaryData
        /// The input begins with UTF-16's byte order mark: text, but not UTF-8.
        case utf16Text
        /// The first line holds a carriage return: the input's lines end in CR alone.
        case carriageReturnLines
        /// The line is not valid UTF-8.
        case invalidUTF8
        /// The line is longer than `limit` bytes.
        case lineTooLong(limit: Int)
        /// A quoted field is never closed; `limit` is set when it ran past the record size limit.
        case unterminatedQuote(limit: Int?)
        /// Text follows a closing quote in the same field.
        case textAfterClosingQuote
        /// The header names no `pet` column.
        case missingPetColumn
        /// The header names a column votectl does not know.
        case unknownColumn(String)
        /// A JSON object names a field votectl does not know.
        case unknownField(String)
        /// A JSON object has no `pet` field.
        case missingPetField
        /// The header names a column twice.
        case duplicateField(String)
        /// A row has a different number of fields than the header.
        case fieldCount(expected: Int, found: Int)
        /// The pet's name is empty.
        case emptyPetName
        /// The count is not a whole number in 1...1,000,000.
        case badCount(String)
        /// The time is not ISO 8601.
        case badTime(String)
        /// An `id` that is no ballot id (``Ballot/isValidID(_:)``).
        case badBallotID(String)
        /// The time is later than now, past ``RowValidation/futureTolerance``.
        case futureTime(Date)
        /// A field of a JSON object has the wrong type.
        case badFieldType(field: String, expected: String)
        /// The line is JSON, but not one JSON object.
        case badJSON
        /// The line is not JSON at all, is cut short, or holds more than one value.
        case invalidJSON
        /// The header line cannot be used, for `reason`: without it no row can be read.
        indirect case unusableHeader(ImportRowError.Reason)
        /// The input could not be read.
        case unreadable(String)
        /// The store knows no such pet (and `--create-pets` was not given).
        case unknownPet(name: String, suggestions: [String])
        /// The store refused the pet's name.
        case invalidPetName(name: String, reason: String)

        /// Whether the input is not lines of UTF-8 text at all (``RawLine/refusalOfInput``).
        var refusesTheInput: Bool {
            switch self {
            case .binaryData, .utf16Text, .carriageReturnLines: true
            default: false
            }
        }
    }

    /// Whether the row names a pet the database does not have (which creating pets would mend).
    package var namesUnknownPet: Bool {
        if case .unknownPet = reason { true } else { false }
    }

    /// Whether the whole input is unusable, so that `--skip-invalid` must not skip past it.
    package var isFatal: Bool {
        switch reason {
        case .emptyInput, .binaryData, .utf16Text, .carriageReturnLines, .missingPetColumn, .unknownColumn, .unreadable,
            .unusableHeader:
            true
        case .unterminatedQuote(let limit):
            // After a quote that runs past the record limit nobody knows where the next row
            // starts; one that runs to the end of the input leaves no row after it to misread.
            limit != nil
        case .invalidUTF8, .lineTooLong, .textAfterClosingQuote, .fieldCount, .emptyPetName, .badCount,
            .badTime, .badBallotID, .futureTime, .badFieldType, .badJSON, .invalidJSON, .unknownField, .missingPetField,
            .unknownPet,
            .invalidPetName, .duplicateField:
            // A field named twice in a CSV header is refused through `unusableHeader`.
            false
        }
    }

    package var description: String { "line \(line): \(reason)" }

    /// The refusal of a whole import at this row, as votectl and votesrv both say it:
    /// "votes.csv, line 3: bad count '0': expected …. Nothing was imported." (`input` names the
    /// input, when there is a name to give).
    package func refusal(of input: String? = nil) -> String {
        let text = (input.map { "\($0), " } ?? "") + description
        let ended = text.last.map { ".?!".contains($0) } ?? false
        return text + (ended ? "" : ".") + " Nothing was imported."
    }
}

extension ImportRowError.Reason: CustomStringConvertible {
    /// "pet, count, at, id": every field an import reads.
    private static let allFields = ImportFormat.fieldNames.joined(separator: ", ")
    /// "count, at, id": the fields besides the pet.
    private static let optionalFields = ImportFormat.fieldNames.filter { $0 != "pet" }.joined(separator: ", ")

    package var description: String {
        switch self {
        case .emptyInput:
            "the input is empty"
        case .binaryData:
            "contains a NUL byte; is this a binary file?"
        case .utf16Text:
            "the input is UTF-16 text (as spreadsheets save \"Unicode text\"), not UTF-8; convert it first, "
                + "e.g. with iconv -f UTF-16 -t UTF-8"
        case .carriageReturnLines:
            "a carriage return (CR) inside the line: lines that end in CR alone (as classic Mac OS saved text) "
                + "read as one line; end them with line feeds first, e.g. with tr '\\r' '\\n' < old > new"
        case .invalidUTF8:
            "not valid UTF-8 text"
        case .lineTooLong(let limit):
            "line longer than \(limit) bytes"
        case .unterminatedQuote(nil):
            "unterminated quote: the quoted field runs to the end of the input"
        case .unterminatedQuote(let limit?):
            "unterminated quote: the quoted field runs past \(limit) bytes"
        case .textAfterClosingQuote:
            "text after a closing quote (write a quote inside a quoted field as \"\")"
        case .missingPetColumn:
            "the header has no 'pet' column (expected columns: pet, and optionally \(Self.optionalFields))"
        case .unknownColumn(let name):
            "unknown column \(VoteStoreError.quoted(name)) in the header (expected \(Self.allFields))"
        case .unknownField(let name):
            "unknown field \(VoteStoreError.quoted(name)) (expected \(Self.allFields))"
        case .missingPetField:
            "no 'pet' field"
        case .duplicateField(let name):
            "the field \(VoteStoreError.quoted(name)) appears twice"
        case .fieldCount(let expected, let found):
            "expected \(expected) field\(expected == 1 ? "" : "s") as in the header, found \(found)"
        case .emptyPetName:
            "empty pet name"
        case .badCount(let text):
            "bad count \(VoteStoreError.quoted(text)): expected \(VoteStoreError.countRule)"
        case .futureTime(let date):
            "time \(date.formatted(.iso8601)) is in the future (more than \(Int(RowValidation.futureTolerance / 60)) minutes ahead of this machine's clock)"
        case .badBallotID(let text):
            "bad ballot id \(VoteStoreError.quoted(text)): expected \(Ballot.idRule)"
        case .badTime(let text):
            "bad time \(VoteStoreError.quoted(text)): expected ISO 8601, like \(ISO8601Timestamp.examples)"
        case .badFieldType(let field, let expected):
            "the field '\(field)' must be \(expected)"
        case .badJSON:
            "not a JSON object"
        case .invalidJSON:
            "invalid JSON (cut short, not JSON, or more than one value on the line)"
        case .unusableHeader(let reason):
            "the header cannot be used: \(reason)"
        case .unreadable(let reason):
            "cannot read the input: \(reason)"
        case .unknownPet(let name, let suggestions):
            VoteStoreError.unknownPet(name: name, suggestions: suggestions).description
        case .invalidPetName(let name, let reason):
            VoteStoreError.invalidPetName(name: name, reason: reason).description
        }
    }
}
extension ImportRowError.Reason: Error {}
