import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The one answer to a `GET` of something with an entity tag: 304 with no body when the
/// request's `If-None-Match` names the tag, else 200 with the body. Both carry the `ETag` and
/// `Cache-Control: no-cache` (a cache may keep it, and must ask each time).
enum ConditionalGet {
    static func response(
        tag: String,
        contentType: String,
        body: ByteBuffer,
        headers extra: HTTPFields = [:],
        to request: Request
    ) -> Response {
        var headers: HTTPFields = [.eTag: tag, .cacheControl: "no-cache"]
        headers.append(contentsOf: extra)
        if let condition = request.headers.value(of: .ifNoneMatch), matches(condition, tag: tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }

    /// Whether an `If-None-Match` list names `tag`, compared weakly (RFC 9110 §13.1.2).
    static func matches(_ condition: String, tag: String) -> Bool {
        condition.split(separator: ",")
            .contains { candidate in
                var candidate = candidate.trimmingCharacters(in: .whitespaces)[...]
                if candidate == "*" { return true }
                if candidate.hasPrefix("W/") { candidate = candidate.dropFirst(2) }
                return candidate == tag
            }
    }
}
