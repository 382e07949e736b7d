import VoteCore

/// One INSERT of an import, run for `batchSize` rows at a time: a statement that writes 64 rows
/// costs little more than one that writes one, and an import of 1 M rows spent about a third of
/// its SQLite time starting, resetting and ending one statement per row (BENCHMARKS.md, imports).
///
/// Rows wait in a buffer of one batch, so memory stays flat; ``flush()`` writes what is left
/// one row at a time. The caller flushes before anything reads the table.
final class BatchedInsert {
    static let batchSize = 64

    private let batch: Statement
    private let single: Statement
    /// Whether each row ends with a text after its three integers.
    private let hasText: Bool
    /// Parameters before the rows' own: constants bound once for all rows.
    private let constantCount: Int32
    private var integers: [Int64] = []
    private var texts: [String] = []
    private var rows = 0

    /// Prepares `sql(rows)` for a batch and for one row. Each row has three integers and, with
    /// `hasText`, a text; `sql` numbers the rows' parameters after the `constants`, which are
    /// bound once, at `?1`, `?2`, ….
    init(connection: Connection, hasText: Bool, constants: [String] = [], sql: (_ rows: Int) -> String)
        throws(SQLiteError)
    {
        batch = try connection.prepare(sql(Self.batchSize))
        single = try connection.prepare(sql(1))
        self.hasText = hasText
        constantCount = Int32(constants.count)
        for (index, constant) in constants.enumerated() {
            try batch.bind(constant, at: Int32(index + 1))
            try single.bind(constant, at: Int32(index + 1))
        }
        integers.reserveCapacity(3 * Self.batchSize)
        texts.reserveCapacity(hasText ? Self.batchSize : 0)
    }

    /// The `(?a, ?b, …)` groups of `rows` rows of `valuesPerRow` parameters each, numbered after
    /// `constants` parameters, with `extra` appended to each group (say, `?1` for a constant).
    static func rowGroups(rows: Int, valuesPerRow: Int, constants: Int = 0, extra: String = "") -> String {
        (0..<rows)
            .map { row in
                let numbers = (0..<valuesPerRow).map { "?\(constants + row * valuesPerRow + $0 + 1)" }
                return "(" + (numbers + (extra.isEmpty ? [] : [extra])).joined(separator: ", ") + ")"
            }
            .joined(separator: ", ")
    }

    /// Adds one row; writes the batch when it is full.
    func insert(_ first: Int64, _ second: Int64, _ third: Int64, text: String? = nil) throws(SQLiteError) {
        integers.append(first)
        integers.append(second)
        integers.append(third)
        if hasText { texts.append(text ?? "") }
        rows += 1
        if rows == Self.batchSize {
            try run(batch, rows: Self.batchSize, from: 0)
            clear()
        }
    }

    /// Writes the rows still waiting.
    func flush() throws(SQLiteError) {
        defer { clear() }
        for row in 0..<rows {
            try run(single, rows: 1, from: row)
        }
    }

    private func clear() {
        integers.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        rows = 0
    }

    /// Binds `rows` buffered rows from `first` on and steps `statement`.
    private func run(_ statement: Statement, rows: Int, from first: Int) throws(SQLiteError) {
        defer { statement.reset() }
        let valuesPerRow: Int32 = hasText ? 4 : 3
        for row in 0..<rows {
            let base = constantCount + Int32(row) * valuesPerRow
            for column in 0..<3 {
                try statement.bind(integers[3 * (first + row) + column], at: base + Int32(column) + 1)
            }
            if hasText { try statement.bind(texts[first + row], at: base + 4) }
        }
        _ = try statement.step()
    }
}

@available(*, unavailable)
extension BatchedInsert: Sendable {}
