import Foundation

/// A request's `Content-Type`: its media type without its parameters, lower-cased
/// (`text/csv; charset=utf-8` is `text/csv`), and its parameters, each trimmed and lower-cased.
struct DeclaredContentType {
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

    /// Whether text of this type is read as votesrv reads every body, as UTF-8: it declares no
    /// charset, or UTF-8's, or ASCII's, a subset of it. Text declared in another would be
    /// misread, so it is refused instead.
    var isReadAsUTF8: Bool {
        parameters.filter { $0.hasPrefix("charset=") }.map { $0.dropFirst(8) }
            .allSatisfy { ["utf-8", "\"utf-8\"", "us-ascii", "\"us-ascii\""].contains($0) }
    }
}
