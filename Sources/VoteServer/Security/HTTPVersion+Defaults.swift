import NIOHTTP1

extension HTTPVersion {
    /// Whether the request's version is HTTP/1.1 or a later HTTP/1: the one whose rules require a
    /// `Host`, know transfer codings and `100 Continue`, and keep connections open by default.
    var isHTTP11OrLater: Bool { major == 1 && minor >= 1 }
}
