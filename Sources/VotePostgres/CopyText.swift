import NIOCore

/// Rows in the text format of PostgreSQL's `COPY … FROM STDIN`: tab-separated, `\N` for NULL,
/// a backslash escaping the separators, line ends and itself.
struct CopyText {
    private(set) var buffer = ByteBuffer()

    var byteCount: Int { buffer.readableBytes }

    mutating func append(_ value: Int64) {
        buffer.writeString(String(value))
    }

    mutating func append(_ value: String?) {
        guard let value else {
            buffer.writeStaticString("\\N")
            return
        }
        // Nearly every value needs no escape: written whole, not byte by byte.
        let needsEscapes = value.utf8.contains { byte in
            byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        guard needsEscapes else {
            buffer.writeString(value)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
            case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
            case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
            case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
            default: buffer.writeInteger(byte)
            }
        }
    }

    mutating func separate() { buffer.writeInteger(UInt8(ascii: "\t")) }
    mutating func endRow() { buffer.writeInteger(UInt8(ascii: "\n")) }

    /// Hands the rows over and starts empty.
    mutating func take() -> ByteBuffer {
        defer { buffer.clear() }
        return buffer
    }
}
