import Foundation
import TestSupport
import Testing

@testable import VotePostgres

/// libpq's password file, read as libpq reads it: the first matching line, `*`, escapes,
/// comments, the default socket folder as `localhost`, and nothing from a file others may read.
@Suite(.onOwnThreads)
struct PostgresPassFileTests {
    private let file = PostgresPassFile(
        text: """
            # host:port:database:user:password
            db.example:5432:votes:app:first
            db.example:5432:votes:app:second
            db.example:*:*:app:any\\:thing\\\\
            localhost:5432:votes:local:socket
            /tmp:5433:votes:local:folder
            *:*:*:*:fallback:after
            too:few:fields
            """
    )

    @Test("the first line whose host, port, database and user match gives the password")
    func firstMatchWins() {
        #expect(file.password(host: "db.example", port: 5432, database: "votes", user: "app") == "first")
        #expect(file.password(host: "db.example", port: 6432, database: "other", user: "app") == "any:thing\\")
        #expect(file.password(host: "db.example", port: 5432, database: "votes", user: "someone") == "fallback")
    }

    @Test("a socket in the default folder is localhost; another is its folder")
    func sockets() {
        let defaultFolder = PostgresURL.defaultSocketFolder
        #expect(file.password(host: defaultFolder, port: 5432, database: "votes", user: "local") == "socket")
        #expect(file.password(host: "/tmp", port: 5433, database: "votes", user: "local") == "folder")
        #expect(file.password(host: "/tmp", port: 5432, database: "votes", user: "local") == "fallback")
    }

    @Test("a file the group or others may read is ignored; a private one is read")
    func permissions() throws {
        let home = try TemporaryDirectory()
        let path = home.path(".pgpass")
        try "*:*:*:*:secret\n".write(toFile: path, atomically: true, encoding: .utf8)
        let environment: (String) -> String? = { $0 == "HOME" ? home.url.path : nil }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(PostgresPassFile(environment: environment) == nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let url = try PostgresURL("postgres://app@db.example/votes", environment: environment)
        #expect(url.password == "secret")
        // A password given any other way wins over the file.
        let given = try PostgresURL("postgres://app:given@db.example/votes", environment: environment)
        #expect(given.password == "given")
    }
}
