/// Reads one pet name per line (one vote each); blank lines are skipped.
package struct PlainLinesRowReader: VoteRowReader {
    private var lines: TextLineReader

    package init(lines: LineReader) {
        self.lines = TextLineReader(lines: lines)
    }

    package var bytesRead: Int { lines.bytesRead }

    package mutating func next() -> Result<ImportRow, ImportRowError>? {
        lines.next()
            .map { result in
                result.flatMap { line in
                    RowValidation.row(line: line.number, pet: line.text, count: nil, at: nil, id: nil)
                }
            }
    }
}
