import PostgresNIO

// The statements of a batch of ballots, prepared once per pooled connection: the server parses
// and plans them once, not on every batch (``PostgresPooledStore``). The blocking connection
// runs the same text unprepared (`binds`).

/// ``PostgresStatements/claimSlotAndReadTallies``: the slot (or `nil`), and each pet with its total.
struct ClaimSlotAndReadTallies: PostgresPreparedStatement {
    static let sql = PostgresStatements.claimSlotAndReadTallies
    typealias Row = (Int?, Int64, String, Int)

    func makeBindings() -> PostgresBindings { PostgresBindings() }
    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// ``PostgresStatements/readTallies``: each pet with its total.
struct ReadTallies: PostgresPreparedStatement {
    static let sql = PostgresStatements.readTallies
    typealias Row = (Int64, String, Int)

    func makeBindings() -> PostgresBindings { PostgresBindings() }
    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// ``PostgresStatements/earlierBallots``: the stored ballots among `ids`.
struct EarlierBallots: PostgresPreparedStatement {
    static let sql = PostgresStatements.earlierBallots
    typealias Row = (String, Int64, String, Int, Int?, Int?, Int?)

    let ids: [String]

    var binds: [(any PostgresEncodable & Sendable)?] { [ids] }
    func makeBindings() throws -> PostgresBindings { try PostgresBindings(binds) }
    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// ``PostgresStatements/insertBallots``: a batch's new rows into writer slot `slot`; returns the
/// ids another transaction stored first.
struct InsertBallots: PostgresPreparedStatement {
    static let sql = PostgresStatements.insertBallots
    typealias Row = String

    let petIDs: [Int64]
    let ats: [Int64]
    let counts: [Int64]
    let source: String
    /// "" for a ballot without an id.
    let ids: [String]
    let receiptVotes: [Int64]
    let ranks: [Int64]
    let tied: [Int64]
    let slot: Int

    /// The rows' parameters, `$1`–`$8`.
    var rowBinds: [(any PostgresEncodable & Sendable)?] {
        [petIDs, ats, counts, source, ids, receiptVotes, ranks, tied]
    }
    var binds: [(any PostgresEncodable & Sendable)?] { rowBinds + [slot] }
    func makeBindings() throws -> PostgresBindings { try PostgresBindings(binds) }
    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// ``PostgresStatements/insertBallotsInFreeSlot``: a batch's new rows, in a slot the statement
/// takes itself (`rows.slot` is not sent); returns the ids another transaction stored first.
struct InsertBallotsInFreeSlot: PostgresPreparedStatement {
    static let sql = PostgresStatements.insertBallotsInFreeSlot
    typealias Row = String

    let rows: InsertBallots

    func makeBindings() throws -> PostgresBindings { try PostgresBindings(rows.rowBinds) }
    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

/// ``PostgresStatements/standings``: every pet with its total and rank.
struct ReadStandings: PostgresPreparedStatement {
    static let sql = PostgresStatements.standings
    typealias Row = (Int64, String, Int, Int)

    func makeBindings() -> PostgresBindings { PostgresBindings() }
    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }
}

extension PostgresBindings {
    /// Bindings of `values` in order, `nil` as SQL's NULL.
    init(_ values: [(any PostgresEncodable & Sendable)?]) throws {
        self.init(capacity: values.count)
        for value in values {
            if let value { try append(value) } else { appendNull() }
        }
    }
}
