import NIOCore

/// What `/v1/events` writes, as bytes: each board event is encoded once per version and podium
/// size, and every stream that sends it shares the one buffer.
enum EventStreamBytes {
    /// Tells the client to reconnect after a second if the stream breaks (the browser default is
    /// 3 s).
    static let retry = ByteBuffer(string: "retry: 1000\n\n")
    /// A comment that keeps proxies from closing a quiet stream.
    static let keepAlive = EventBytes(ByteBuffer(string: ": keep-alive\n\n"))

    /// The `board` event carrying `board` (a one-line JSON document) as version `version`.
    static func board(_ board: RenderedBoard, version: Int) -> EventBytes {
        let head = "id: \(version)\nevent: board\ndata: "
        let end = "\n\n"
        var bytes = ByteBuffer()
        bytes.reserveCapacity(head.utf8.count + board.body.readableBytes + end.utf8.count)
        bytes.writeString(head)
        bytes.writeImmutableBuffer(board.body)
        bytes.writeString(end)
        return EventBytes(bytes)
    }
}
