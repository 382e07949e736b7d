package import Foundation
import VoteCore

/// The checks every format shares: turns a row's field texts into an ``ImportRow``.
package enum RowValidation {
    /// Validates one row's fields; `count`, `at` and `id` are `nil` when the input has no such field.
    /// `parsedDate`, when given, is the row's time as the reader already parsed it from `at`.
    package static func row(
        line: Int,
        pet: String,
        count: String?,
        at: String?,
        id: String?,
        parsedDate: Date? = nil
    ) -> Result<ImportRow, ImportRowError> {
        // Trimmed as a pet's name is, so a name that is empty once stored is refused as empty here.
        let name = PetName.trimmed(pet)
        guard !name.isEmpty else { return .failure(ImportRowError(line: line, reason: .emptyPetName)) }
        var votes = 1
        if let count {
            let text = trimmed(count)
            if !text.isEmpty {
                guard let parsed = parseCount(text) else {
                    return .failure(ImportRowError(line: line, reason: .badCount(text)))
                }
                votes = parsed
            }
        }
        var date = parsedDate
        if date == nil, let at {
            let text = trimmed(at)
            if !text.isEmpty {
                guard let parsed = ISO8601Timestamp.date(from: text) else {
                    return .failure(ImportRowError(line: line, reason: .badTime(text)))
                }
                date = parsed
            }
        }
        if let date, date.timeIntervalSinceNow > futureTolerance {
            return .failure(ImportRowError(line: line, reason: .futureTime(date)))
        }
        let externalID = id.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
        if let externalID, !Ballot.isValidID(externalID) {
            return .failure(ImportRowError(line: line, reason: .badBallotID(externalID)))
        }
        return .success(ImportRow(line: line, pet: name, count: votes, date: date, externalID: externalID))
    }

    /// How far past this machine's clock a row's time may be, in seconds: five minutes of clock
    /// skew between the machine that cast a vote and this one. A later time is a bad row, which
    /// stops the import (or is skipped with `--skip-invalid`), since a vote cannot come from the future.
    package static let futureTolerance: TimeInterval = 5 * 60

    /// A whole number in 1...``VoteStoreError/maximumCount`` written in ASCII digits (a leading `+` allowed).
    package static func parseCount(_ text: String) -> Int? {
        var utf8 = Substring(text).utf8
        if utf8.first == 0x2B { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty, utf8.count <= 16 else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte.isASCIIDigit else { return nil }
            value = value * 10 + byte.asciiDigitValue
        }
        return VoteStoreError.countRange.contains(value) ? value : nil
    }

    /// `text` without leading and trailing white space (`White_Space`): how a field other than a
    /// pet's name is read (a pet's name is trimmed as ``PetName`` trims it).
    package static func trimmed(_ text: String) -> String {
        // Read from the contiguous bytes: `utf8.last` steps back through the string's index machinery.
        if text.utf8.withContiguousStorageIfAvailable(isTrimmed) == true { return text }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    /// Whether the UTF-8 text `bytes` starts and ends with a printable ASCII character, as most
    /// fields do: then trimming leaves it as it is.
    package static func isTrimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
    }
}
