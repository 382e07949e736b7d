/// Helpers that make user-supplied text safe to show inside a one-line message.
enum DisplayText {
    /// `value` in single quotes, cut to `limit` characters with "…", control characters escaped,
    /// so that a 1 MB name or one holding a newline still gives one readable line.
    static func quoted(_ value: String, limit: Int = 40) -> String {
        var result = "'"
        var count = 0
        for character in value {
            if count == limit {
                result += "…"
                break
            }
            for scalar in character.unicodeScalars {
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += scalar.escaped(asASCII: true)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return result + "'"
    }

    /// "a, b or c", each quoted.
    static func alternatives(_ values: [String]) -> String {
        let quotedValues = values.map { quoted($0) }
        guard let last = quotedValues.last else { return "" }
        if quotedValues.count == 1 { return last }
        return quotedValues.dropLast().joined(separator: ", ") + " or " + last
    }
}
