#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One physical line of input, without its line ending.
package struct RawLine {
    /// The 1-based line number.
    package var number: Int
    /// The line's bytes without `\n` or `\r\n` (and without a leading UTF-8 byte order mark on line 1).
    /// Empty when ``isTooLong``: the bytes past the limit were dropped, not kept. A slice of the
    /// reader's buffer, not a copy: drop it before asking for the next line, or that copies it.
    package var bytes: ArraySlice<UInt8>
    /// The line was longer than the reader's limit.
    package var isTooLong: Bool
    /// Line 1 only: whether a carriage return comes inside it, also where it was too long to keep.
    package var holdsCarriageReturn = false

    /// Whether the line holds a NUL byte.
    package var containsNUL: Bool { contains(0) }

    /// Why this line shows that the input is not lines of UTF-8 text, if it does (the import
    /// stops): a NUL byte (binary data; on line 1 after UTF-16's byte order mark, in either byte
    /// order, UTF-16 text), or a carriage return inside line 1 (lines that end in CR alone, as
    /// classic Mac OS saved text, read as one line).
    package var refusalOfInput: ImportRowError.Reason? {
        if containsNUL {
            guard number == 1, bytes.count >= 2 else { return .binaryData }
            let mark = (bytes[bytes.startIndex], bytes[bytes.startIndex + 1])
            return mark == (0xFF, 0xFE) || mark == (0xFE, 0xFF) ? .utf16Text : .binaryData
        }
        return holdsCarriageReturn ? .carriageReturnLines : nil
    }

    /// Whether the line holds `byte`, found by `memchr`: the loop `Array.contains` makes checks
    /// one byte at a time, and each scan of a line cost as much as splitting it (BENCHMARKS.md).
    package func contains(_ byte: UInt8) -> Bool {
        bytes.withUnsafeBytes { line in
            guard let base = line.baseAddress else { return false }
            return memchr(base, Int32(byte), line.count) != nil
        }
    }

    /// Whether the line holds only spaces and tabs.
    package var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } && !isTooLong }
}

/// Splits a ``ByteSource`` into numbered lines, holding at most one line (up to a limit) in memory.
///
/// Accepts `\n` and `\r\n` endings, a final line without an ending, and drops a UTF-8 byte order mark.
package struct LineReader {
    /// The default limit on a line's length.
    package static let defaultLineLimit = 64 * 1024

    private let source: ByteSource
    /// Lines longer than this are reported as too long instead of being kept.
    package let lineLimit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false
    /// The number of the last line returned.
    private(set) var lineNumber = 0

    package init(source: ByteSource, lineLimit: Int = LineReader.defaultLineLimit) {
        self.source = source
        self.lineLimit = lineLimit
    }

    /// How many bytes of input have been read.
    package var bytesRead: Int { source.bytesRead }

    /// The next line, or `nil` at the end of the input.
    package mutating func nextLine() throws(ByteSourceError) -> RawLine? {
        var isTooLong = false
        // Line 1's carriage returns, looked for before a long line's bytes are dropped.
        var holdsCarriageReturn = false
        var scanFrom = start
        while true {
            if let newline = firstNewline(from: scanFrom) {
                // Judge the length here too: whether a long line's end arrives in the same read
                // as its start must not decide whether it is accepted.
                var line = makeLine(from: start, to: newline, isTooLong: isTooLong || newline - start > lineLimit)
                if line.number == 1 {
                    line.holdsCarriageReturn = holdsCarriageReturn || carriageReturn(from: start, to: newline)
                }
                start = newline + 1
                return line
            }
            if buffer.count - start > lineLimit {
                if lineNumber == 0 {
                    holdsCarriageReturn = holdsCarriageReturn || carriageReturn(from: start, to: buffer.count)
                }
                isTooLong = true
                // A last CR stays: the next read tells whether a LF follows it.
                buffer.removeSubrange(0..<(buffer.last == 0x0D ? buffer.count - 1 : buffer.count))
                start = 0
            }
            if reachedEnd {
                guard start < buffer.count || isTooLong else { return nil }
                var line = makeLine(from: start, to: buffer.count, isTooLong: isTooLong)
                if line.number == 1 {
                    line.holdsCarriageReturn = holdsCarriageReturn || carriageReturn(from: start, to: buffer.count)
                }
                start = buffer.count
                return line
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            scanFrom = buffer.count
            if try source.readChunk(into: &buffer) == 0 {
                reachedEnd = true
            }
        }
    }

    /// Whether the buffer holds a carriage return from `lower` up to `upper`, besides one just
    /// before `upper` (a CR LF's, or one whose next byte is still to be read).
    private func carriageReturn(from lower: Int, to upper: Int) -> Bool {
        lower < upper && buffer[lower..<upper - 1].contains(0x0D)
    }

    private func firstNewline(from index: Int) -> Int? {
        guard index < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { pointer -> Int? in
            guard let base = pointer.baseAddress,
                let found = memchr(base + index, 0x0A, pointer.count - index)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private mutating func makeLine(from lower: Int, to upper: Int, isTooLong: Bool) -> RawLine {
        lineNumber += 1
        guard !isTooLong else { return RawLine(number: lineNumber, bytes: [], isTooLong: true) }
        var lower = lower
        var upper = upper
        if upper > lower, buffer[upper - 1] == 0x0D { upper -= 1 }
        if lineNumber == 1, upper - lower >= 3,
            buffer[lower] == 0xEF, buffer[lower + 1] == 0xBB, buffer[lower + 2] == 0xBF
        {
            lower += 3
        }
        return RawLine(number: lineNumber, bytes: buffer[lower..<upper], isTooLong: false)
    }
}
