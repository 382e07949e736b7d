/// Reads the non-blank lines of a line-based import format (NDJSON, plain lines) as checked text.
///
/// One place decides what every such format refuses before it looks at a line's content: an
/// unreadable stream, a line over the limit, a NUL byte or a carriage return inside line 1 (text
/// that is not lines of UTF-8: the import stops) and invalid UTF-8. Each rejection carries its
/// line number.
package struct TextLineReader {
    /// A non-blank line that passed the checks.
    package struct Line {
        /// The 1-based line number.
        var number: Int
        /// The line's text, without its ending.
        var text: String
    }

    private var lines: LineReader
    private var isFinished = false

    package init(lines: LineReader) {
        self.lines = lines
    }

    /// How many bytes of the input have been consumed, for progress.
    package var bytesRead: Int { lines.bytesRead }

    /// The next checked line, a rejection, or `nil` at the end of the input.
    package mutating func next() -> Result<Line, ImportRowError>? {
        while !isFinished {
            let line: RawLine
            do {
                guard let next = try lines.nextLine() else {
                    isFinished = true
                    // With no header to miss, an empty input is an import of no rows, as a
                    // header-only CSV is (a pipeline that found nothing to import is not an error).
                    return nil
                }
                line = next
            } catch {
                isFinished = true
                return .failure(ImportRowError(line: lines.lineNumber + 1, reason: .unreadable(error.reason)))
            }
            if line.isBlank { continue }
            if let refusal = line.refusalOfInput {
                isFinished = true
                return .failure(ImportRowError(line: line.number, reason: refusal))
            }
            if line.isTooLong {
                return .failure(ImportRowError(line: line.number, reason: .lineTooLong(limit: lines.lineLimit)))
            }
            guard let text = String(validating: line.bytes, as: UTF8.self) else {
                return .failure(ImportRowError(line: line.number, reason: .invalidUTF8))
            }
            return .success(Line(number: line.number, text: text))
        }
        return nil
    }
}
