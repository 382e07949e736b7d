import NIOCore

/// One event's bytes as an answer's body carries them, encoded once and shared by every stream
/// that sends it: as an HTTP/1.1 chunk (its size in hex, the bytes, a line end), and as the bytes
/// alone, for an HTTP/1.0 answer, which has no chunks (a slice of the same storage).
struct EventBytes: Sendable {
    /// The bytes framed as one chunk of a chunked body; none for no bytes, as an empty chunk
    /// would end the body.
    let chunk: ByteBuffer
    /// The bytes alone.
    let plain: ByteBuffer

    init(_ bytes: ByteBuffer) {
        guard bytes.readableBytes > 0 else {
            (chunk, plain) = (bytes, bytes)
            return
        }
        let size = String(bytes.readableBytes, radix: 16)
        var chunk = ByteBuffer()
        chunk.reserveCapacity(size.utf8.count + 2 + bytes.readableBytes + 2)
        chunk.writeString(size)
        chunk.writeStaticString("\r\n")
        let start = chunk.writerIndex
        chunk.writeImmutableBuffer(bytes)
        chunk.writeStaticString("\r\n")
        self.chunk = chunk
        // The range was just written: the slice is there.
        plain = chunk.getSlice(at: start, length: bytes.readableBytes) ?? bytes
    }
}
