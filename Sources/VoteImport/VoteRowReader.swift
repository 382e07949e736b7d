/// A streaming reader of import rows: each call to `next()` yields one row or one rejection
/// (with its 1-based line number), and `nil` at the end of the input or after a fatal rejection.
///
/// Readers hold at most one record in memory, so a 10-million-line file costs no more than a short one.
package protocol VoteRowReader: IteratorProtocol where Element == Result<ImportRow, ImportRowError> {
    /// How many bytes of input have been consumed so far (for progress reporting).
    var bytesRead: Int { get }
}

/// Makes the reader for a format; the entry point for the import command, tests and fuzzers.
package enum VoteRowReaders {
    /// A reader of `format` over `source`.
    package static func make(
        _ format: ImportFormat,
        source: ByteSource,
        lineLimit: Int = LineReader.defaultLineLimit
    ) -> any VoteRowReader {
        let lines = LineReader(source: source, lineLimit: lineLimit)
        switch format {
        case .csv: return DelimitedRowReader(lines: lines, delimiter: 0x2C)
        case .tsv: return DelimitedRowReader(lines: lines, delimiter: 0x09)
        case .ndjson: return NDJSONRowReader(lines: lines)
        case .lines: return PlainLinesRowReader(lines: lines)
        }
    }

    /// Every row and rejection in `bytes`, read `chunkSize` bytes at a time.
    package static func rows(
        in bytes: [UInt8],
        format: ImportFormat,
        chunkSize: Int = 4096,
        lineLimit: Int = LineReader.defaultLineLimit
    ) -> [Result<ImportRow, ImportRowError>] {
        var reader = make(format, source: ByteSource(bytes: bytes, chunkSize: chunkSize), lineLimit: lineLimit)
        var results: [Result<ImportRow, ImportRowError>] = []
        while let result = reader.next() {
            results.append(result)
        }
        return results
    }
}
