import Foundation

/// A `Content-Type`'s media type without its parameters, lower-cased (`text/csv; charset=utf-8`
/// is `text/csv`), and its parameters, each trimmed and lower-cased.
struct MediaType {
    let essence: String
    let parameters: [String]

    init?(_ contentType: String?) {
        guard
            let parts = contentType?.split(separator: ";", omittingEmptySubsequences: false)
                .map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
            let essence = parts.first
        else { return nil }
        (self.essence, parameters) = (essence, Array(parts.dropFirst()))
    }
}
