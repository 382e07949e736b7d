import Hummingbird
import NIOCore

extension Request {
    /// Refuses with `problem` a body whose declared length (`Content-Length`) is past `limit`:
    /// before the client is asked for it (no `100 Continue`), and without reading it.
    func checkDeclaredLength(atMost limit: Int, else problem: ServerProblem) throws(ServerProblem) {
        if let length = headers.value(of: .contentLength).flatMap(Int.init), length > limit { throw problem }
    }

    /// The whole body, asked for now (`100 Continue`, where the client waits for it), at most
    /// `limit` bytes: refused as ``ServerProblem/tooLarge(limit:)`` once it passes the limit. Its
    /// declared length is checked before (``checkDeclaredLength(atMost:else:)``).
    mutating func collectBody(upTo limit: Int, context: VoteRequestContext) async throws -> ByteBuffer {
        context.readyForBody(self)
        do {
            return try await body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw ServerProblem.tooLarge(limit: limit)
        }
    }
}
