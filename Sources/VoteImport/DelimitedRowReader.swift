#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import VoteCore

/// Reads CSV or TSV with a header row naming `pet` and optionally `count`, `at` and `id`.
///
/// Quoting follows RFC 4180 (`"a, b"`, `""` for a quote, newlines inside quotes); a quote inside an
/// unquoted field is taken literally. Unlike general CSV libraries it reports what they let pass:
/// a quoted field that never closes, text after a closing quote, rows whose field count differs from
/// the header, each with the line the row starts on.
package struct DelimitedRowReader: VoteRowReader {
    private struct Columns {
        var count: Int
        var pet: Int
        var votes: Int?
        var at: Int?
        var id: Int?
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterClosingQuote
    }

    private var lines: LineReader
    private let delimiter: UInt8
    private var columns: Columns?
    private var isFinished = false
    private var fields: [String] = []
    private var field: [UInt8] = []
    /// Whether `field` holds a byte outside ASCII (and so needs UTF-8 validation).
    private var fieldIsASCII = true
    /// The record's time, when its `at` field was read straight from the line's bytes as a valid
    /// time: no string is made of it then, and `fields` holds an empty one in its place.
    private var parsedAt: Date?

    package init(lines: LineReader, delimiter: UInt8) {
        self.lines = lines
        self.delimiter = delimiter
    }

    package var bytesRead: Int { lines.bytesRead }

    package mutating func next() -> Result<ImportRow, ImportRowError>? {
        while !isFinished {
            let record: (line: Int, valid: Bool)
            switch readRecord() {
            case nil:
                isFinished = true
                return columns == nil ? .failure(ImportRowError(line: 1, reason: .emptyInput)) : nil
            case .failure(let error)?:
                guard columns != nil else {
                    // Without a header no row can be read: even --skip-invalid must stop here. An
                    // input that is not lines of text is said to be so, not the header's fault.
                    isFinished = true
                    let reason = error.reason.refusesTheInput ? error.reason : .unusableHeader(error.reason)
                    return .failure(ImportRowError(line: error.line, reason: reason))
                }
                if error.isFatal { isFinished = true }
                return .failure(error)
            case .success(let value)?:
                record = value
            }
            guard let columns else {
                guard record.valid else {
                    isFinished = true
                    return .failure(ImportRowError(line: record.line, reason: .unusableHeader(.invalidUTF8)))
                }
                switch Self.columns(fromHeader: fields) {
                case .success(let found): self.columns = found
                case .failure(let reason):
                    isFinished = true
                    let fatal = ImportRowError(line: record.line, reason: reason).isFatal
                    return .failure(ImportRowError(line: record.line, reason: fatal ? reason : .unusableHeader(reason)))
                }
                continue
            }
            guard record.valid else { return .failure(ImportRowError(line: record.line, reason: .invalidUTF8)) }
            guard fields.count == columns.count else {
                return .failure(
                    ImportRowError(
                        line: record.line,
                        reason: .fieldCount(expected: columns.count, found: fields.count)
                    )
                )
            }
            return RowValidation.row(
                line: record.line,
                pet: fields[columns.pet],
                count: columns.votes.map { fields[$0] },
                at: columns.at.map { fields[$0] },
                id: columns.id.map { fields[$0] },
                parsedDate: parsedAt
            )
        }
        return nil
    }

    /// Reads the next non-blank record into `fields`; `valid` is false if a field is not UTF-8.
    private mutating func readRecord() -> Result<(line: Int, valid: Bool), ImportRowError>? {
        var line: RawLine
        repeat {
            switch nextLine() {
            case nil: return nil
            case .failure(let error)?: return .failure(error)
            case .success(let next)?: line = next
            }
        } while line.isBlank
        let startLine = line.number
        fields.removeAll(keepingCapacity: true)
        field.removeAll(keepingCapacity: true)
        fieldIsASCII = true
        parsedAt = nil
        if !line.isTooLong, !line.contains(0x22) {
            return .success((startLine, splitUnquoted(line.bytes)))
        }
        var valid = true
        var recordBytes = 0
        var state = State.fieldStart
        while true {
            if line.isTooLong {
                let reason: ImportRowError.Reason =
                    state == .quoted
                    ? .unterminatedQuote(limit: lines.lineLimit) : .lineTooLong(limit: lines.lineLimit)
                return .failure(ImportRowError(line: startLine, reason: reason))
            }
            recordBytes += line.bytes.count
            for byte in line.bytes {
                switch state {
                case .fieldStart:
                    if byte == 0x22 {
                        state = .quoted
                    } else if byte == delimiter {
                        valid = endField() && valid
                    } else {
                        append(byte)
                        state = .unquoted
                    }
                case .unquoted:
                    if byte == delimiter {
                        valid = endField() && valid
                        state = .fieldStart
                    } else {
                        append(byte)
                    }
                case .quoted:
                    if byte == 0x22 { state = .quoteInQuoted } else { append(byte) }
                case .quoteInQuoted:
                    if byte == 0x22 {
                        field.append(byte)
                        state = .quoted
                    } else if byte == delimiter {
                        valid = endField() && valid
                        state = .fieldStart
                    } else if byte == 0x20 || byte == 0x09 {
                        state = .afterClosingQuote
                    } else {
                        return .failure(ImportRowError(line: startLine, reason: .textAfterClosingQuote))
                    }
                case .afterClosingQuote:
                    if byte == delimiter {
                        valid = endField() && valid
                        state = .fieldStart
                    } else if byte != 0x20 && byte != 0x09 {
                        return .failure(ImportRowError(line: startLine, reason: .textAfterClosingQuote))
                    }
                }
            }
            guard state == .quoted else { break }
            // The quoted field goes on past the line break.
            field.append(0x0A)
            guard recordBytes <= lines.lineLimit else {
                return .failure(ImportRowError(line: startLine, reason: .unterminatedQuote(limit: lines.lineLimit)))
            }
            switch nextLine() {
            case nil:
                return .failure(ImportRowError(line: startLine, reason: .unterminatedQuote(limit: nil)))
            case .failure(let error)?:
                return .failure(error)
            case .success(let next)?:
                line = next
            }
        }
        valid = endField() && valid
        return .success((startLine, valid))
    }

    /// The fast path for a line without quotes, nearly every line of a real file: its fields are
    /// the bytes between delimiters, exactly as the state machine would read them, found by
    /// `memchr` and made strings whole instead of copied byte by byte. Returns whether every field
    /// is UTF-8.
    private mutating func splitUnquoted(_ bytes: ArraySlice<UInt8>) -> Bool {
        var valid = true
        let atColumn = columns?.at
        bytes.withUnsafeBufferPointer { line in
            var fieldStart = 0
            while true {
                var fieldEnd = line.count
                if let base = line.baseAddress, fieldStart < line.count,
                    let found = memchr(base + fieldStart, Int32(delimiter), line.count - fieldStart)
                {
                    fieldEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                }
                let field = UnsafeBufferPointer(rebasing: line[fieldStart..<fieldEnd])
                // A time that parses is kept as one: a string of it would be made only to be
                // parsed and freed. Anything else goes the way of every field, so that its row
                // is judged (and reported) exactly as before.
                if fields.count == atColumn, let date = Self.date(from: field) {
                    parsedAt = date
                    fields.append("")
                } else if Self.isASCII(field) {
                    // ASCII needs no validation; `String(validating:as:)` looks up generic
                    // metadata on every call, which cost more than the check.
                    fields.append(String(decoding: field, as: UTF8.self))
                } else if let text = String(validating: field, as: UTF8.self) {
                    fields.append(text)
                } else {
                    fields.append("")
                    valid = false
                }
                guard fieldEnd < line.count else { break }
                fieldStart = fieldEnd + 1
            }
        }
        return valid
    }

    /// The time an `at` field names, when it needs no trimming and is valid; `nil` otherwise.
    private static func date(from field: UnsafeBufferPointer<UInt8>) -> Date? {
        RowValidation.isTrimmed(field) ? ISO8601Timestamp.date(fromUTF8: field) : nil
    }

    /// Whether every byte is below 0x80, checked eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        var seen: UInt64 = 0
        while index + 8 <= raw.count {
            seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < raw.count {
            seen |= UInt64(raw[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }

    private mutating func nextLine() -> Result<RawLine, ImportRowError>? {
        let line: RawLine
        do {
            guard let next = try lines.nextLine() else { return nil }
            line = next
        } catch {
            return .failure(ImportRowError(line: lines.lineNumber + 1, reason: .unreadable(error.reason)))
        }
        if let refusal = line.refusalOfInput {
            return .failure(ImportRowError(line: line.number, reason: refusal))
        }
        return .success(line)
    }

    private mutating func append(_ byte: UInt8) {
        field.append(byte)
        if byte >= 0x80 { fieldIsASCII = false }
    }

    /// Moves the current field into `fields`; false if its bytes are not UTF-8.
    private mutating func endField() -> Bool {
        defer {
            field.removeAll(keepingCapacity: true)
            fieldIsASCII = true
        }
        if fieldIsASCII {
            fields.append(String(decoding: field, as: UTF8.self))
            return true
        }
        guard let text = String(validating: field, as: UTF8.self) else {
            fields.append("")
            return false
        }
        fields.append(text)
        return true
    }

    private static func columns(fromHeader header: [String]) -> Result<Columns, ImportRowError.Reason> {
        var columns = Columns(count: header.count, pet: -1)
        var seen: Set<String> = []
        for (index, rawName) in header.enumerated() {
            let name = RowValidation.trimmed(rawName).lowercased()
            guard seen.insert(name).inserted else { return .failure(.duplicateField(name)) }
            switch name {
            case "pet": columns.pet = index
            case "count": columns.votes = index
            case "at": columns.at = index
            case "id": columns.id = index
            default: return .failure(.unknownColumn(RowValidation.trimmed(rawName)))
            }
        }
        return columns.pet >= 0 ? .success(columns) : .failure(.missingPetColumn)
    }
}
