import HTTPTypes
import Hummingbird

extension Request {
    /// Refuses a body whose codings votesrv would not undo: read as it is, a gzip body is
    /// garbage to the JSON reader ("not valid JSON"), and a plain one labelled gzip is trusted as
    /// it is. `Content-Encoding` other than `identity` is 415 (RFC 9110 §8.4); a `Transfer-Encoding`
    /// with a coding besides `chunked` is 501 (RFC 9112 §6.1). Called by every route that reads
    /// a body, before it reads it.
    func checkBodyCodings() throws {
        if let coding = headers.value(of: .contentEncoding),
            coding.split(separator: ",").contains(where: { !Self.names($0, "identity") })
        {
            throw ServerProblem.unsupportedContentEncoding(coding)
        }
        if let codings = headers.value(of: .transferEncoding),
            !TransferCodings([codings]).codingsBesidesChunked.isEmpty
        {
            throw ServerProblem.unsupportedTransferCoding(codings)
        }
    }

    /// Whether the list item `item` is the coding `name` (codings ignore case and surrounding spaces).
    private static func names(_ item: Substring, _ name: String) -> Bool {
        let words = item.split { $0 == " " || $0 == "\t" }
        return words.count == 1 && words[0].lowercased() == name
    }
}
