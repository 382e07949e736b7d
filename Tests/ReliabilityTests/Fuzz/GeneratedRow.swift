/// One row the fuzzer's controlled generator wrote, as values (before quoting or encoding).
struct GeneratedRow: Sendable {
    /// How the `count` field was written.
    enum Count: Sendable {
        /// CSV/TSV text, spaces and sign included.
        case text(String)
        /// A JSON number.
        case json(Double)
        /// A JSON string (NDJSON counts must be numbers).
        case jsonText(String)
        /// A JSON boolean.
        case jsonBool(Bool)
    }

    /// The pet's name as bytes, so invalid UTF-8 can be written on purpose.
    var pet: [UInt8]
    var count: Count?
    var at: String?
    var id: String?
    /// The 1-based line the row starts on, once encoded.
    var line = 0
}
