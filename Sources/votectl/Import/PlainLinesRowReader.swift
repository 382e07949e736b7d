/// Reads one pet name per line (one vote each); blank lines are skipped.
struct PlainLinesRowReader: VoteRowReader {
    private var lines: LineReader
    private var isFinished = false
    private var sawContent = false

    init(lines: LineReader) {
        self.lines = lines
    }

    var bytesRead: Int { lines.bytesRead }

    mutating func next() -> Result<ImportRow, ImportRowError>? {
        while !isFinished {
            let line: RawLine
            do {
                guard let next = try lines.nextLine() else {
                    isFinished = true
                    return sawContent ? nil : .failure(ImportRowError(line: 1, reason: .emptyInput))
                }
                line = next
            } catch {
                isFinished = true
                return .failure(ImportRowError(line: lines.lineNumber + 1, reason: .unreadable(error.reason)))
            }
            if line.isBlank { continue }
            sawContent = true
            if line.isTooLong {
                return .failure(ImportRowError(line: line.number, reason: .lineTooLong(limit: lines.lineLimit)))
            }
            if line.containsNUL {
                isFinished = true
                return .failure(ImportRowError(line: line.number, reason: .binaryData))
            }
            guard let name = String(validating: line.bytes, as: UTF8.self) else {
                return .failure(ImportRowError(line: line.number, reason: .invalidUTF8))
            }
            return RowValidation.row(line: line.number, pet: name, count: nil, at: nil, id: nil)
        }
        return nil
    }
}
