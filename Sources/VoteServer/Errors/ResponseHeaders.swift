import HTTPTypes
import Hummingbird

/// The headers every answer carries, problems included, and the answer to `HEAD`.
///
/// - `X-Content-Type-Options: nosniff`: a browser takes each body as its declared type only.
/// - `Cache-Control`: `no-store` unless the route chose otherwise (the board and the page's files
///   say `no-cache` and carry an `ETag`; the OpenAPI document says `no-cache`).
/// - An SVG gets a Content-Security-Policy that lets it run nothing and load nothing, should a
///   browser open it as a document.
/// - A `HEAD` answer keeps the headers, `Content-Length` included, and drops the body, problems'
///   too. An answer of unknown length (the event stream) gets no `Content-Length`: it is framed
///   as `GET`'s would be, where an empty body's `Content-Length: 0` would misstate it.
///
/// ``ServerMiddleware`` applies them last, so problems get them as the answers they become.
enum ResponseHeaders {
    /// An SVG's policy: its own inline styles, nothing else; sandboxed.
    static var pictureSecurityPolicy: String { "default-src 'none'; style-src 'unsafe-inline'; sandbox" }

    /// `response` with the common headers, answering `request` (without its body for `HEAD`).
    static func finish(_ response: Response, answering request: Request) -> Response {
        var response = response
        // Appended when missing, not set (setting searches and rebuilds): a route that sets its
        // own `Cache-Control` (conditional reads and the contract: `no-cache`) keeps it.
        if !response.headers.contains(.xContentTypeOptions) {
            response.headers.append(.noSniffing)
        }
        if !response.headers.contains(.cacheControl) {
            response.headers.append(.noStoring)
        }
        if response.headers.value(of: .contentType)?.hasPrefix("image/svg+xml") == true,
            !response.headers.contains(.contentSecurityPolicy)
        {
            response.headers[.contentSecurityPolicy] = pictureSecurityPolicy
        }
        guard request.method == .head else { return response }
        guard response.headers.contains(.contentLength) else {
            response.body = ResponseBody { try await $0.finish(nil) }
            return response
        }
        return response.createHeadResponse()
    }
}

extension HTTPField {
    /// `X-Content-Type-Options: nosniff`, on every answer (also those no route writes).
    static let noSniffing = HTTPField(name: .xContentTypeOptions, value: "nosniff")
    /// `Cache-Control: no-store`: what every answer gets unless its route chose otherwise.
    static let noStoring = HTTPField(name: .cacheControl, value: "no-store")
}
