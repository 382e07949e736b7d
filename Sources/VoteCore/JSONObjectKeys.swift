import Foundation

/// The keys of a JSON object's top level, read straight from its UTF-8 text, for what
/// `JSONDecoder` lets through.
///
/// `JSONDecoder` keeps one value for a key written twice and says nothing, so
/// `{"pet":"Cat","pet":"Dog"}` would be a vote for one of them; imports and votesrv's bodies refuse
/// such an object, and this scan finds the repeated key. Keys are compared as the decoder reads
/// them, escapes resolved, so `"p\u0065t"` and `"pet"` are one key. The decoder also takes a comma
/// before a closing brace or bracket (`{"pet":"Cat",}`), which JSON has no place for: the scan finds
/// that too. It expects UTF-8 text the decoder has already accepted (imports refuse lines with a
/// NUL byte before they are decoded; votesrv asks ``canBeUTF8JSON(_:)``).
package enum JSONObjectKeys {
    /// What the scan finds wrong in text the decoder accepted.
    package enum Flaw: Equatable, Sendable {
        /// A key that appears twice at the top level.
        case repeatedKey(String)
        /// A comma right before `}` or `]`.
        case trailingComma
    }

    /// Whether `bytes` can be JSON in UTF-8, the one encoding read here (RFC 8259 §8.1): JSON has
    /// no place for a NUL byte in UTF-8 (a string escapes U+0000), while `JSONDecoder` takes text
    /// with NULs for UTF-16 or UTF-32, which the scan below, reading UTF-8, would misread.
    package static func canBeUTF8JSON<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        !bytes.contains(0)
    }

    /// The first key that appears twice at the top level of `text`, or a trailing comma, whichever
    /// comes first; `nil` when there is neither.
    package static func flaw(in text: String) -> Flaw? {
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
        return nil
    }

    /// A key's text with its escapes resolved by `JSONDecoder` itself, so the key compared is the
    /// one the decoder sees. Rare (keys are plain words), so the decoder's cost does not matter.
    private static func unescaped(_ body: [UInt8]) -> String {
        let quoted = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? String(decoding: body, as: UTF8.self)
    }
}
