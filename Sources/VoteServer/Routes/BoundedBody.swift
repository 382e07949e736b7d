import Hummingbird
import NIOCore

extension Request {
    /// Refuses with `problem` a body whose declared length (`Content-Length`) is past `limit`:
    /// before the client is asked for it (no `100 Continue`), and without reading it.
    func checkDeclaredLength(atMost limit: Int, else problem: ServerProblem) throws(ServerProblem) {
        if let length = headers.value(of: .contentLength).flatMap(Int.init), length > limit { throw problem }
    }

    /// The whole body, at most `limit` bytes: refused as ``ServerProblem/tooLarge(limit:)`` by its
    /// declared length before the client is asked for it, else once it passes the limit.
    mutating func body(upTo limit: Int, context: VoteRequestContext) async throws -> ByteBuffer {
        try checkDeclaredLength(atMost: limit, else: .tooLarge(limit: limit))
        context.readyForBody(self)
        do {
            return try await body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw ServerProblem.tooLarge(limit: limit)
        }
    }
}
