/// The keys of a JSON object's top level, read straight from its UTF-8 text.
///
/// `JSONDecoder` keeps one value for a key written twice and says nothing, so
/// `{"pet":"Cat","pet":"Dog"}` would be a vote for one of them; the import refuses such a line,
/// and this scan finds the repeated key. It expects text the decoder has already accepted.
package enum JSONObjectKeys {
    /// The first key that appears twice at the top level of `text`, or `nil`.
    package static func firstRepeatedKey(in text: String) -> String? {
        var seen: [String] = []  // an import line has a handful of keys: a list beats hashing
        var depth = 0
        var key: [UInt8] = []
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
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if stringIsKey {
                        let name = String(decoding: key, as: UTF8.self)
                        if seen.contains(name) { return name }
                        seen.append(name)
                    }
                    continue
                }
                if stringIsKey { key.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringIsKey = depth == 1 && expectingKey
                key.removeAll(keepingCapacity: true)
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
}
