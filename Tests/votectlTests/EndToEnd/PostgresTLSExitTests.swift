import Foundation
import TestSupport
import Testing

/// votectl's exit status for PostgreSQL connections that fail for a reason no retry mends (exit
/// 1, one line), and for one that works with TLS verified.
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onOwnThreads)
struct PostgresTLSExitTests {
    @Test("require without TLS on the server, pg_hba.conf's refusal, a missing root file: exit 1, not 75")
    func failuresNoRetryMends() throws {
        let cli = try CLIHarness()
        let plain = try PostgresServer.makePrivate(tcp: .init(tls: false))
        defer { plain.stopAndRemove() }
        let plainDatabase = try plain.makeDatabaseNamed()
        let require = try cli.runBare([
            "board", "--db", plain.tcpURL(database: plainDatabase, query: "sslmode=require"),
        ])
        expectFailure(require, status: 1, mentioning: "the server does not support TLS, and sslmode=require needs it")

        let secure = try PostgresServer.makePrivate(
            tcp: .init(tls: true, rules: ["hostssl all all 127.0.0.1/32 trust"])
        )
        defer { secure.stopAndRemove() }
        let database = try secure.makeDatabaseNamed()
        let refused = try cli.runBare([
            "vote", "Cat", "--db", secure.tcpURL(database: database, query: "sslmode=disable"),
        ])
        expectFailure(refused, status: 1, mentioning: "access rules (pg_hba.conf): no pg_hba.conf entry for host")
        let noRoot = try cli.runBare([
            "vote", "Cat", "--db", secure.tcpURL(database: database, query: "sslmode=verify-ca"),
        ])
        expectFailure(noRoot, status: 1, mentioning: "\(cli.folder.url.path)/.postgresql/root.crt does not exist")

        let ca = try #require(secure.certificates).caFile
        let verified = secure.tcpURL(
            database: database,
            host: "localhost",
            query: "sslmode=verify-full&sslrootcert=\(ca)"
        )
        #expect(try cli.runBare(["vote", "Cat", "--db", verified]).succeeded)
        let board = try cli.runBare(["board", "--json", "--db", verified])
        #expect(board.succeeded && board.stdout.contains(#""totalVotes":1"#))
    }
}
