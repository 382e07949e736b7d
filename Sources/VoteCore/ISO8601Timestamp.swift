package import Foundation

/// A small, allocation-free ISO 8601 parser for import timestamps.
///
/// Accepts `YYYY-MM-DD` (midnight UTC) and `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z`,
/// `±HH:MM`, `±HHMM`, `±HH` or nothing (UTC); a space may stand for the `T`. The basic format,
/// without the `-` and `:` separators (`20261121`, `20261121T183000Z`), is accepted too.
/// Foundation's `ISO8601DateFormatter` costs microseconds per call, which a 1M-row import would feel.
/// Shared by every face that takes a time: import rows, `votectl board --since`, `votesrv`'s queries.
package enum ISO8601Timestamp {
    /// The forms a message about a bad time shows.
    package static let examples = "2026-11-21T18:30:00Z, 2026-11-21 (midnight UTC) or 20261121T183000Z"

    /// Every accepted form is short; a longer text is refused without copying it.
    private static let maximumLength = 64

    /// The refusal of a time that is not one, `given` naming it as its reader wrote it (an
    /// option and its value, a query parameter).
    package static func refusal(of given: String) -> String {
        "\(given) is not an ISO 8601 time; write it like \(examples)"
    }

    /// The date `text` names, or `nil` if it is not one of the accepted forms or not a real date.
    package static func date(from text: some StringProtocol) -> Date? {
        let utf8 = text.utf8
        guard utf8.count <= maximumLength else { return nil }
        if let date = utf8.withContiguousStorageIfAvailable(date(fromUTF8:)) { return date }
        // Not stored contiguously (a bridged string, say): a copy on the stack, so that a 1 M-row
        // import allocates nothing here either way.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { buffer in
            let count = buffer.initialize(fromContentsOf: utf8)
            return parse(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The date the UTF-8 text `bytes` names, as ``date(from:)`` reads it.
    package static func date(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        bytes.count <= maximumLength ? parse(bytes) : nil
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var text = Cursor(bytes: bytes)
        guard let year = text.digits(4) else { return nil }
        // The basic format leaves out every separator; the extended one writes them all.
        let basic = !text.isAtEnd && text.current != 0x2D
        guard basic || text.expect(0x2D), let month = text.digits(2), basic || text.expect(0x2D),
            let day = text.digits(2), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        if text.isAtEnd { return Date(timeIntervalSince1970: seconds) }
        guard text.expect(0x54) || text.expect(0x74) || text.expect(0x20) else { return nil }  // T, t or space
        guard let hour = text.digits(2), basic || text.expect(0x3A), let minute = text.digits(2), hour < 24,
            minute < 60
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        // Whole seconds stay exact in `seconds`; the fraction is added last, once.
        var fraction = 0.0
        if basic ? text.isAtDigit : text.expect(0x3A) {
            guard let second = text.digits(2), second < 60 else { return nil }
            seconds += Double(second)
            if text.expect(0x2E) || text.expect(0x2C) {
                // Read as whole nanoseconds, then added once: summed digit by digit in binary, a
                // fraction such as .202 gathered an error of its own.
                var nanoseconds = 0
                var digits = 0
                while text.isAtDigit {
                    if digits < 9 { nanoseconds = nanoseconds * 10 + text.current.asciiDigitValue }
                    digits += 1
                    text.index += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 9) { nanoseconds *= 10 }
                fraction = Double(nanoseconds) / 1_000_000_000
            }
        }
        if text.isAtEnd { return Date(timeIntervalSince1970: seconds + fraction) }
        if text.expect(0x5A) || text.expect(0x7A) {  // Z or z
            return text.isAtEnd ? Date(timeIntervalSince1970: seconds + fraction) : nil
        }
        guard text.current == 0x2B || text.current == 0x2D else { return nil }  // + or -
        let sign = text.current == 0x2B ? 1 : -1
        text.index += 1
        guard let offsetHours = text.digits(2), offsetHours < 24 else { return nil }
        var offsetMinutes = 0
        if !text.isAtEnd {
            _ = text.expect(0x3A)
            guard let minutes = text.digits(2), minutes < 60 else { return nil }
            offsetMinutes = minutes
        }
        seconds -= Double(sign * (offsetHours * 3600 + offsetMinutes * 60))
        return text.isAtEnd ? Date(timeIntervalSince1970: seconds + fraction) : nil
    }

    /// `date` as `2026-11-21T18:30:00Z`: UTC, to the second (rounded down), in a form
    /// ``date(from:)`` reads back. Written by hand for the same reason the parser is: Foundation's
    /// formatting loads its calendar and time-zone data on first use, which a one-shot command
    /// such as `votectl board --since` would pay for on every run.
    package static func string(from date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (day, second) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        let (year, month, dayOfMonth) = civil(fromDays: day)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(abs(value))
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(dayOfMonth, 2))T"
            + "\(padded(second / 3600, 2)):\(padded(second / 60 % 60, 2)):\(padded(second % 60, 2))Z"
    }

    /// A place in the text being parsed. (A value, not a variable captured by local functions:
    /// those were checked for exclusive access at run time on every digit.)
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var count: Int { bytes.count }

        var isAtEnd: Bool { index == count }
        /// The byte here; read only short of the end.
        var current: UInt8 { bytes[index] }
        var isAtDigit: Bool { index < count && bytes[index].isASCIIDigit }

        /// The number written by the next `n` bytes, if they are all digits.
        mutating func digits(_ n: Int) -> Int? {
            guard index + n <= count else { return nil }
            var value = 0
            for _ in 0..<n {
                guard bytes[index].isASCIIDigit else { return nil }
                value = value * 10 + bytes[index].asciiDigitValue
                index += 1
            }
            return value
        }

        /// Steps over `byte` if it comes next.
        mutating func expect(_ byte: UInt8) -> Bool {
            guard index < count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The proleptic Gregorian date `days` after 1970-01-01: ``daysFromCivil(year:month:day:)``
    /// inverted (Howard Hinnant's algorithm).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
