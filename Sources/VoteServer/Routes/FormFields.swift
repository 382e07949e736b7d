import Foundation
import NIOCore

/// An `application/x-www-form-urlencoded` body (``mediaType``) read strictly: a field read must come once and be
/// UTF-8 once percent-decoded. Hummingbird's decoder turns bytes that are not UTF-8 into U+FFFD,
/// which would make two different ballot ids one; here they are refused instead. Fields nobody
/// reads are ignored, whatever they hold, as browsers and extensions may add some.
struct FormFields {
    /// The media type a form's body is sent as.
    static let mediaType = "application/x-www-form-urlencoded"

    /// The fields' names and values as sent, still percent-encoded.
    private let pairs: [(name: Substring, value: Substring)]

    /// Splits `body` into fields.
    ///
    /// - Throws: ``ServerProblem/unreadableForm(_:)`` when the body is not text at all.
    init(_ body: ByteBuffer) throws {
        guard let text = String(validating: body.readableBytesView, as: UTF8.self) else {
            throw ServerProblem.unreadableForm("the body is not UTF-8")
        }
        pairs = text.split(separator: "&", omittingEmptySubsequences: true)
            .map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (parts[0], parts.count == 2 ? parts[1] : "")
            }
    }

    /// The field `name`, decoded, or `nil` when it is absent.
    ///
    /// - Throws: ``ServerProblem/unreadableForm(_:)`` when it came twice or is not
    ///   percent-encoded UTF-8.
    func value(_ name: String) throws -> String? {
        let values = pairs.filter { Self.decode($0.name) == name }.map(\.value)
        guard values.count <= 1 else { throw ServerProblem.unreadableForm("the field \(name) came twice") }
        guard let raw = values.first else { return nil }
        guard let value = Self.decode(raw) else {
            throw ServerProblem.unreadableForm("the field \(name) is not percent-encoded UTF-8")
        }
        return value
    }

    /// `+` as a space, then percent-decoding; `nil` when the bytes it names are not UTF-8.
    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
