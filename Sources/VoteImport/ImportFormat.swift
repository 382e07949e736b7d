/// The formats `votectl import` reads.
package enum ImportFormat: String, CaseIterable, Sendable {
    /// Comma-separated values with a header row (RFC 4180 quoting).
    case csv
    /// Tab-separated values with a header row (quoted fields allowed, as in CSV).
    case tsv
    /// One JSON object per line, with the same fields as the CSV header.
    case ndjson
    /// One pet name per line; blank lines are skipped.
    case lines

    /// The format implied by a file name's extension, if any.
    package init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "ndjson", "jsonl", "jsonlines": self = .ndjson
        case "txt", "lines", "list": self = .lines
        default: return nil
        }
    }

    /// The fields a header (or a JSON object) may name; `pet` is required.
    package static let fieldNames = ["pet", "count", "at", "id"]
}
