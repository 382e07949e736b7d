/// One escaping rule for every markup PetVote writes: the SVG renderer and board here, and the
/// voting page's HTML (whose text and quoted attribute values need exactly these escapes).
extension StringProtocol {
    /// The text with XML's five special characters escaped (`& < > " '`) and the control
    /// characters XML 1.0 forbids removed, safe in both element content and quoted attribute
    /// values, of XML and of HTML alike.
    package var xmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
