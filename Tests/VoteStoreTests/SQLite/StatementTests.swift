import Testing
@testable import VoteCore
@testable import VoteStore

struct StatementTests {
    let connection: Connection

    init() throws {
        connection = try Connection(path: ":memory:")
        try connection.execute("CREATE TABLE t (i INTEGER, s TEXT) STRICT")
    }

    @Test func invalidSQLThrowsWithItsCodeAndText() throws {
        let error = try #require(throws: SQLiteError.self) { try connection.prepare("SELEKT 1") }
        #expect(error.code == 1)
        #expect(error.sql == "SELEKT 1")
    }

    @Test func blankSQLIsAMisuseNotANullStatement() throws {
        let error = try #require(throws: SQLiteError.self) { try connection.prepare("  -- nothing\n") }
        #expect(error.extendedCode == 21)
    }

    @Test func bindingOutOfRangeThrows() throws {
        let statement = try connection.prepare("INSERT INTO t (i) VALUES (?1)")
        let error = try #require(throws: SQLiteError.self) { try statement.bind(1, at: 2) }
        #expect(error.extendedCode == 25)
    }

    @Test(arguments: [
        "", "plain", "猫🐶", "Robert'); DROP TABLE t;--", "nul\u{0}inside", String(repeating: "é", count: 5_000),
    ])
    func textRoundTripsByteForByte(text: String) throws {
        let insert = try connection.prepare("INSERT INTO t (i, s) VALUES (?1, ?2)")
        try insert.bind(Int64(7), at: 1)
        try insert.bind(text, at: 2)
        #expect(try insert.step() == false)
        let select = try connection.prepare("SELECT i, s FROM t")
        #expect(try select.step())
        #expect(select.int64(at: 0) == 7)
        #expect(select.string(at: 1) == text)
        #expect(try select.step() == false)
    }

    @Test func nullReadsAsNilOrEmpty() throws {
        let insert = try connection.prepare("INSERT INTO t (i, s) VALUES (1, ?1)")
        try insert.bind(nil, at: 1)
        _ = try insert.step()
        let select = try connection.prepare("SELECT s FROM t")
        #expect(try select.step())
        #expect(select.optionalString(at: 0) == nil)
        #expect(select.string(at: 0) == "")
    }

    @Test func aResetStatementRunsAgainWithItsBindings() throws {
        let insert = try connection.prepare("INSERT INTO t (i, s) VALUES (?1, ?2)")
        try insert.bind("kept", at: 2)
        for value in 1...3 {
            try insert.bind(value, at: 1)
            _ = try insert.step()
            insert.reset()
        }
        #expect(try connection.scalarText("SELECT group_concat(i || s, ',') FROM t") == "1kept,2kept,3kept")
    }

    @Test func aFailedStepThrowsTheExtendedCode() throws {
        try connection.execute("CREATE UNIQUE INDEX t_i ON t (i)")
        let insert = try connection.prepare("INSERT INTO t (i) VALUES (1)")
        _ = try insert.step()
        insert.reset()
        let error = try #require(throws: SQLiteError.self) { try insert.step() }
        #expect(error.extendedCode == SQLiteError.constraintUnique)
    }
}
