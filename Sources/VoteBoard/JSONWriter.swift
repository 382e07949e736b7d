/// Writes JSON by hand: the board's `--json` output is small and fixed, and building it directly
/// keeps `votectl board --json` free of `JSONEncoder`'s set-up cost.
///
/// Every object's members are written sorted by key, so the output matches `JSONEncoder` with
/// `.sortedKeys` whatever order a caller lists them in. votesrv writes its own documents
/// (problems, receipts, pets) with it too.
package struct JSONWriter {
    private(set) var output = ""

    /// A JSON value. (Arrays hold their elements in their own storage already: no case needs
    /// to be `indirect`, so a scalar costs no allocation of its own.)
    package enum Value {
        case string(String)
        case integer(Int)
        case number(Double)
        case bool(Bool)
        case array([Value])
        /// Members in any order; written sorted by key.
        case object([(String, Value)])
    }

    /// The compact JSON text of `value`.
    package static func encode(_ value: Value) -> String {
        var writer = JSONWriter()
        writer.output.reserveCapacity(256)
        writer.write(value)
        return writer.output
    }

    private mutating func write(_ value: Value) {
        switch value {
        case .string(let text): writeString(text)
        case .integer(let number): output += String(number)
        case .number(let number): output += Self.format(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element)
            }
            output += "]"
        case .object(let members):
            output += "{"
            // Keys compared by their UTF-8 bytes, as `.sortedKeys` orders them; stable, so a
            // repeated key keeps its callers' order.
            // Most callers list them sorted already: then they are written as given.
            let inOrder = zip(members, members.dropFirst())
                .allSatisfy { !$1.0.utf8.lexicographicallyPrecedes($0.0.utf8) }
            let sorted =
                inOrder
                ? members
                : members.enumerated()
                    .sorted {
                        $0.element.0.utf8.lexicographicallyPrecedes($1.element.0.utf8)
                            || ($0.element.0 == $1.element.0 && $0.offset < $1.offset)
                    }
                    .map(\.element)
            for (index, (key, member)) in sorted.enumerated() {
                if index > 0 { output += "," }
                writeString(key)
                output += ":"
                write(member)
            }
            output += "}"
        }
    }

    /// Integral values without a fraction ("150"), others in Swift's shortest round-trip form.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    private mutating func writeString(_ text: String) {
        output += "\""
        // Most text needs no escape: written whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
