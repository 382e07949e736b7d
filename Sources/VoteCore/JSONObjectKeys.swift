import Foundation

/// The keys of a JSON object's top level, read straight from its UTF-8 text, for what
/// `JSONDecoder` lets through.
///
/// `JSONDecoder` keeps one value for a key written twice and says nothing, so
/// `{"pet":"Cat","pet":"Dog"}` would be a vote for one of them; imports and votesrv's bodies refuse
/// such an object, and this scan finds the repeated key. Keys are compared as the decoder reads
/// them, escapes resolved, so `"p\u0065t"` and `"pet"` are one key. The decoder also takes a comma
/// before a closing brace or bracket (`{"pet":"Cat",}`), which JSON has no place for: the scan finds
/// that too, and a number JSON does not write (`01`, `1.`, `.5`), which the decoder refuses only as
/// a number it cannot represent, as it refuses `1e400`. It expects UTF-8 text the decoder has
/// already accepted (imports refuse lines with a NUL byte before they are decoded; votesrv asks
/// ``canBeUTF8JSON(_:)``).
package enum JSONObjectKeys {
    /// What the scan finds wrong in text the decoder accepted.
    package enum Flaw: Equatable, Sendable {
        /// A key that appears twice at the top level.
        case repeatedKey(String)
        /// A comma right before `}` or `]`.
        case trailingComma
        /// A number not written as JSON writes numbers (`01`, `1.`, `+1`).
        case malformedNumber
    }

    /// Whether `bytes` can be JSON in UTF-8, the one encoding read here (RFC 8259 §8.1): JSON has
    /// no place for a NUL byte in UTF-8 (a string escapes U+0000), while `JSONDecoder` takes text
    /// with NULs for UTF-16 or UTF-32, which the scan below, reading UTF-8, would misread.
    package static func canBeUTF8JSON<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        !bytes.contains(0)
    }

    /// The first key that appears twice at the top level of `text`, a trailing comma, or a
    /// malformed number, whichever comes first; `nil` when there is none.
    package static func flaw(in text: String) -> Flaw? {
        var number: [UInt8] = []
        var seen: [String] = []  // an object here has a handful of keys: a list beats hashing
        var afterComma = false
        var depth = 0
        var key: [UInt8] = []
        var keyHasEscape = false
        var inString = false
        var escaped = false
        var stringIsKey = false
        var expectingKey = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                    keyHasEscape = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if stringIsKey {
                        let name = keyHasEscape ? unescaped(key) : String(decoding: key, as: UTF8.self)
                        if seen.contains(name) { return .repeatedKey(name) }
                        seen.append(name)
                    }
                    continue
                }
                if stringIsKey { key.append(byte) }
                continue
            }
            if number.isEmpty ? isDigitOrMinus(byte) : isNumberByte(byte) {
                number.append(byte)
                continue
            }
            if !number.isEmpty {
                guard isJSONNumber(number) else { return .malformedNumber }
                number.removeAll(keepingCapacity: true)
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                continue
            }
            if afterComma, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { return .trailingComma }
            afterComma = byte == UInt8(ascii: ",")
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringIsKey = depth == 1 && expectingKey
                key.removeAll(keepingCapacity: true)
                keyHasEscape = false
                expectingKey = false
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectingKey = depth == 1 && byte == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                expectingKey = depth == 1
            default:
                break
            }
        }
        return number.isEmpty || isJSONNumber(number) ? nil : .malformedNumber
    }

    /// Whether `byte` starts a number outside a string (one starting with `+` or `.` the decoder
    /// refuses as text that is not JSON).
    private static func isDigitOrMinus(_ byte: UInt8) -> Bool {
        byte.isASCIIDigit || byte == UInt8(ascii: "-")
    }

    /// Whether `byte` can go on a number: a digit, a sign, a point or an exponent's `e`.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isDigitOrMinus(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    /// Whether `token` is a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func isJSONNumber(_ token: [UInt8]) -> Bool {
        var index = token.startIndex
        func digits() -> Int {
            let start = index
            while index < token.endIndex, token[index].isASCIIDigit { index += 1 }
            return index - start
        }
        if index < token.endIndex, token[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || token[integerStart] != UInt8(ascii: "0") else { return false }
        if index < token.endIndex, token[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < token.endIndex, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
            index += 1
            if index < token.endIndex, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == token.endIndex
    }

    /// A key's text with its escapes resolved by `JSONDecoder` itself, so the key compared is the
    /// one the decoder sees. Rare (keys are plain words), so the decoder's cost does not matter.
    private static func unescaped(_ body: [UInt8]) -> String {
        let quoted = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? String(decoding: body, as: UTF8.self)
    }
}
