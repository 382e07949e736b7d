import Hummingbird

/// A path with an empty segment (`//v1//pets`, `/v1/board/`) names no route: 404.
///
/// Hummingbird's router skips empty segments, so such a path would be served as the route it
/// spells without them. Refusing it keeps one URL per resource, as the API description lists
/// them, so caches, logs and rules keyed on paths see every request to a resource as one.
enum PathRules {
    /// Refuses a path with an empty segment: 404, as for any path no route serves
    /// (``ServerMiddleware`` asks before the route runs).
    static func check(_ request: Request) throws(ServerProblem) {
        let path = request.uri.path
        if path != "/", hasEmptySegment(path) { throw .notFound(path: path) }
    }

    /// Whether `path` is empty, or has `//` or a `/` at its end: a scan of its bytes, which every
    /// request pays (a substring search costs several times as much).
    static func hasEmptySegment(_ path: String) -> Bool {
        var previous: UInt8?
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/"), previous == byte { return true }
            previous = byte
        }
        return previous == nil || previous == UInt8(ascii: "/")
    }
}
