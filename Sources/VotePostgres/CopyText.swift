import NIOCore

/// Rows in the text format of PostgreSQL's `COPY … FROM STDIN`: tab-separated, `\N` for NULL,
/// a backslash escaping the separators, line ends and itself.
///
/// Each row is written in one step into space reserved for its longest form: a buffer's every
/// write checks its capacity, uniqueness and exclusive access, and field by field those checks
/// took more of a 1 M-row import's main thread than the fields themselves (BENCHMARKS.md).
struct CopyText {
    private(set) var buffer = ByteBuffer()

    var byteCount: Int { buffer.readableBytes }

    /// One row of `vote`, in ``PostgresStatements/voteColumns``' order: a copy's row, or an
    /// import's the direct way.
    mutating func appendVote(id: Int64, petID: Int64, at: Int64, count: Int64, source: String, externalID: String?) {
        appendRow(integers: 4, texts: 2, textBytes: source.utf8.count + (externalID?.utf8.count ?? 0)) { row in
            row.write(id)
            row.write(petID)
            row.write(at)
            row.write(count)
            row.write(source)
            row.write(externalID)
        }
    }

    /// One row of an import's staging table, in ``PostgresStatements/importColumns``' order.
    mutating func appendStagedVote(petID: Int64, at: Int64, count: Int64, externalID: String?) {
        appendRow(integers: 3, texts: 1, textBytes: externalID?.utf8.count ?? 0) { row in
            row.write(petID)
            row.write(at)
            row.write(count)
            row.write(externalID)
        }
    }

    /// One row of `receipt`, in ``PostgresStatements/receiptColumns``' order.
    mutating func appendReceipt(voteID: Int64, votes: Int64, rank: Int64, isTied: Bool) {
        appendRow(integers: 4, texts: 0, textBytes: 0) { row in
            row.write(voteID)
            row.write(votes)
            row.write(rank)
            row.write(isTied ? 1 : 0)
        }
    }

    /// Hands the rows over and starts empty.
    mutating func take() -> ByteBuffer {
        defer { buffer.clear() }
        return buffer
    }

    /// Writes one row of `integers` numbers and `texts` texts of `textBytes` UTF-8 bytes in all,
    /// reserving room for the longest they can take: 20 bytes a number, twice a text's bytes when
    /// every one is escaped, 2 for a NULL, and a separator or the line's end after each field.
    private mutating func appendRow(integers: Int, texts: Int, textBytes: Int, _ write: (inout Row) -> Void) {
        let capacity = integers * 21 + texts * 3 + 2 * textBytes
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: capacity) { output in
            var row = Row(output: output)
            write(&row)
            // The last field's separator becomes the line's end.
            row.output[row.count - 1] = UInt8(ascii: "\n")
            return row.count
        }
    }

    /// A row being written into reserved space, each field followed by a tab.
    private struct Row {
        let output: UnsafeMutableRawBufferPointer
        var count = 0

        mutating func write(_ value: Int64) {
            if value < 0 { byte(UInt8(ascii: "-")) }
            // The digits from the last, then turned round in place: one division a digit.
            let first = count
            var rest = value.magnitude
            repeat {
                byte(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
                rest /= 10
            } while rest > 0
            var (low, high) = (first, count - 1)
            while low < high {
                output.swapAt(low, high)
                (low, high) = (low + 1, high - 1)
            }
            separate()
        }

        mutating func write(_ value: String?) {
            guard let value else {
                byte(UInt8(ascii: "\\"))
                byte(UInt8(ascii: "N"))
                separate()
                return
            }
            // Nearly every text needs no escape: checked in one pass and copied whole.
            let copied = value.utf8.withContiguousStorageIfAvailable { bytes in
                guard !Self.mayNeedEscapes(bytes) else { return false }
                UnsafeMutableRawBufferPointer(rebasing: output[count...])
                    .copyMemory(from: UnsafeRawBufferPointer(bytes))
                count += bytes.count
                return true
            }
            if copied != true {
                for byte in value.utf8 {
                    switch byte {
                    case UInt8(ascii: "\\"): escape(UInt8(ascii: "\\"))
                    case UInt8(ascii: "\t"): escape(UInt8(ascii: "t"))
                    case UInt8(ascii: "\n"): escape(UInt8(ascii: "n"))
                    case UInt8(ascii: "\r"): escape(UInt8(ascii: "r"))
                    default: self.byte(byte)
                    }
                }
            }
            separate()
        }

        /// Whether `bytes` holds a backslash or a control character up to carriage return (the
        /// ones the format escapes, and a few it need not), tested eight bytes at a time with the
        /// "has a byte less than" and "has a zero byte" word tricks, which are exact for this yes
        /// or no. Byte by byte this test was a fifth of writing a row.
        private static func mayNeedEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let raw = UnsafeRawBufferPointer(bytes)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let controls = (word &- ones &* 0x0E) & ~word & highBits
                let backslashes = word ^ (ones &* 0x5C)
                if controls | ((backslashes &- ones) & ~backslashes & highBits) != 0 { return true }
                index += 8
            }
            while index < raw.count {
                if raw[index] == UInt8(ascii: "\\") || raw[index] <= UInt8(ascii: "\r") { return true }
                index += 1
            }
            return false
        }

        private mutating func escape(_ letter: UInt8) {
            byte(UInt8(ascii: "\\"))
            byte(letter)
        }

        private mutating func separate() { byte(UInt8(ascii: "\t")) }

        private mutating func byte(_ byte: UInt8) {
            output[count] = byte
            count += 1
        }
    }
}
