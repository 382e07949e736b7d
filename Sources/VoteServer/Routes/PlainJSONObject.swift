import NIOCore
import VoteCore

/// A JSON object in its plainest form, read without Foundation: members whose values are whole
/// numbers or strings without escapes, each name once. It is what every client sends to vote
/// (`{"count":1}`, `{"count":2,"id":"ballot-1"}`), and decoding it with `JSONDecoder` cost more than
/// routing and parsing the request together (BENCHMARKS.md).
///
/// It only ever recognises: anything outside that form (an escape, a fraction, `null`, a nested
/// value, a repeated or unknown name, bytes that are not UTF-8) gives `nil`, and the caller
/// decodes the body with `JSONDecoder`, which remains the one place a body is judged and refused.
/// Within the form the two agree, since such a value has one reading in JSON's grammar
/// (RFC 8259): the text of a string is its bytes, and a number's digits are its value.
struct PlainJSONObject {
    /// A member's value.
    enum Value: Equatable {
        case integer(Int)
        case string(String)
    }

    /// The members in the order written.
    private(set) var members: [(name: String, value: Value)] = []

    /// The object `bytes` hold, or `nil` when they are not a plain object.
    init?(_ bytes: ByteBufferView) {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        guard reader.take(UInt8(ascii: "{")) else { return nil }
        reader.skipSpace()
        if !reader.take(UInt8(ascii: "}")) {
            repeat {
                reader.skipSpace()
                guard let name = reader.string() else { return nil }
                guard !members.contains(where: { $0.name == name }) else { return nil }
                reader.skipSpace()
                guard reader.take(UInt8(ascii: ":")) else { return nil }
                reader.skipSpace()
                guard let value = reader.value() else { return nil }
                members.append((name, value))
                reader.skipSpace()
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "}")) else { return nil }
        }
        reader.skipSpace()
        guard reader.isAtEnd else { return nil }
    }

    /// The value of the member `name`, if the object has one.
    subscript(name: String) -> Value? {
        members.first { $0.name == name }?.value
    }

    /// Whether every member's name is one of `names`.
    func hasOnlyMembers(_ names: [String]) -> Bool {
        members.allSatisfy { names.contains($0.name) }
    }

    private struct Reader {
        let bytes: ByteBufferView
        var index: ByteBufferView.Index

        init(bytes: ByteBufferView) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        var isAtEnd: Bool { index == bytes.endIndex }

        /// JSON's white space: space, tab, line feed, carriage return.
        mutating func skipSpace() {
            while index < bytes.endIndex {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.endIndex, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func value() -> Value? {
            if let text = string() { return .string(text) }
            return integer().map(Value.integer)
        }

        /// A string with no escape and no control character, whose bytes are UTF-8.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = String(validating: bytes[start..<index], as: UTF8.self)
                    index += 1
                    return text
                }
                guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
                index += 1
            }
            return nil
        }

        /// `-?(0|[1-9][0-9]*)` with no fraction or exponent, short enough that it cannot overflow.
        mutating func integer() -> Int? {
            let negative = take(UInt8(ascii: "-"))
            let start = index
            var magnitude = 0
            var digits = 0
            while index < bytes.endIndex, bytes[index].isASCIIDigit {
                // Digits past the 18th are counted, not added: the number is refused below, and
                // adding them could overflow.
                if digits < 18 { magnitude = magnitude * 10 + bytes[index].asciiDigitValue }
                digits += 1
                index += 1
            }
            guard (1...18).contains(digits), digits == 1 || bytes[start] != 0x30 else { return nil }
            if index < bytes.endIndex {
                switch bytes[index] {
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
                default: break
                }
            }
            return negative ? -magnitude : magnitude
        }
    }
}
