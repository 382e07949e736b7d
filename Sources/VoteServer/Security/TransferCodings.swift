/// A request's `Transfer-Encoding`, its lines read as one comma-separated list of codings: what
/// both the framing rule (``TransferCodingFraming``) and a route reading the body
/// (`Request.checkBodyCodings()`) go by, so the two cannot disagree on what a list says.
///
/// Read as the HTTP parser reads it: the body is chunked only when the last coding is exactly
/// `chunked` (any case), with nothing after it but spaces; `chunked;x=1`, `chunked x` or a tab
/// after it is not, and neither is a header with no coding in it (`,`).
struct TransferCodings {
    /// The codings, in order, without the white space around them; empty items left out.
    let codings: [Substring]
    /// Whether any line held more than white space: a header the parser counts as present.
    let isPresent: Bool
    /// Whether the last item ends with `chunked` and spaces alone.
    private let endsChunked: Bool

    /// The codings of `values`, the header's lines in order.
    init(_ values: some Sequence<String>) {
        var codings: [Substring] = []
        var isPresent = false
        var endsChunked = false
        for value in values {
            if value.contains(where: { $0 != " " && $0 != "\t" }) { isPresent = true }
            for item in value.split(separator: ",") {
                let leading = item.drop { $0 == " " || $0 == "\t" }
                let coding = Self.droppingTrailing(leading) { $0 == " " || $0 == "\t" }
                guard !coding.isEmpty else { continue }
                codings.append(coding)
                endsChunked = Self.droppingTrailing(leading) { $0 == " " }.lowercased() == "chunked"
            }
        }
        self.codings = codings
        self.isPresent = isPresent
        self.endsChunked = endsChunked
    }

    /// Whether the body's end can be told: no `Transfer-Encoding` at all, or one ending with
    /// `chunked`.
    var isFramed: Bool { !isPresent || endsChunked }

    /// The codings besides a final `chunked`: those a reader would have to undo.
    var codingsBesidesChunked: [Substring] {
        endsChunked ? Array(codings.dropLast()) : codings
    }

    private static func droppingTrailing(_ text: Substring, while isDropped: (Character) -> Bool) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, isDropped(text[text.index(before: end)]) { end = text.index(before: end) }
        return text[..<end]
    }
}
