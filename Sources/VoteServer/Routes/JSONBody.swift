import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Reading a small JSON body: its size checked while it streams in (never buffered past the
/// limit), its media type checked, and decoding errors said in words a client can act on.
extension Request {
    /// Decodes the body as `T`, or returns `nil` for an empty body.
    ///
    /// - Throws: 413 past `limit` bytes, 415 for a body that is not JSON, 400 for JSON that does
    ///   not fit `T`.
    mutating func jsonBody<T: Decodable>(_ type: T.Type, limit: Int) async throws -> T? {
        if let length = headers[.contentLength].flatMap(Int.init), length > limit {
            throw ServerProblem.tooLarge(limit: limit)
        }
        let bytes: ByteBuffer
        do {
            bytes = try await body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw ServerProblem.tooLarge(limit: limit)
        }
        guard bytes.readableBytes > 0 else { return nil }
        let mediaType = headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
            .lowercased()
        guard let mediaType, mediaType == "application/json" || mediaType.hasSuffix("+json") else {
            throw ServerProblem.unsupportedMediaType(headers[.contentType], expected: ["application/json"])
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes.readableBytesView))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ServerProblem.badRequest(
                "The JSON body's \(Self.path(context)) has the wrong type: \(context.debugDescription)"
            )
        } catch let DecodingError.keyNotFound(key, _) {
            throw ServerProblem.badRequest("The JSON body lacks \"\(key.stringValue)\".")
        } catch {
            throw ServerProblem.badRequest("The body is not valid JSON. Send an object such as {\"count\": 1}.")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "value" : "\"\(path)\""
    }
}
