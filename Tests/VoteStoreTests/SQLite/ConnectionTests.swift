import Testing
@testable import VoteCore
@testable import VoteStore

struct ConnectionTests {
    struct Failure: Error, Equatable {}

    let connection: Connection

    init() throws {
        connection = try Connection(path: ":memory:")
        try connection.execute("CREATE TABLE t (i INTEGER) STRICT")
    }

    @Test func aTransactionCommitsWhenItsBodyReturns() throws {
        let value = try connection.writeTransaction { () throws(SQLiteError) in
            try connection.execute("INSERT INTO t VALUES (1)")
            return 42
        }
        #expect(value == 42)
        #expect(connection.isAutocommit)
        #expect(try connection.scalarInt("SELECT count(*) FROM t") == 1)
    }

    @Test func aTransactionRollsBackWhenItsBodyThrows() throws {
        #expect(throws: TransactionError<Failure>.self) {
            try connection.writeTransaction { () throws(Failure) in
                _ = try? connection.execute("INSERT INTO t VALUES (1)")
                throw Failure()
            }
        }
        #expect(connection.isAutocommit)
        #expect(try connection.scalarInt("SELECT count(*) FROM t") == 0)
    }

    @Test func aMissingDirectoryCannotBeOpened() throws {
        let error = try #require(throws: SQLiteError.self) {
            try Connection(path: "/nonexistent-\(UInt64.random(in: 0...UInt64.max))/votes.db")
        }
        #expect(error.code == SQLiteError.cannotOpen)
    }

    @Test func changesAndRowIDsReportTheLastInsert() throws {
        try connection.execute("INSERT INTO t VALUES (5), (6)")
        #expect(connection.changes == 2)
        #expect(connection.lastInsertRowID == 2)
    }
}
