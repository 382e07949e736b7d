import Foundation
import TestSupport
import Testing
import VoteCore

@testable import VotePostgres

/// libpq's `sslmode` and `sslrootcert` against real servers on 127.0.0.1: one offering TLS with
/// a certificate of the test's own CA (for `localhost` and `127.0.0.1`), one whose certificate
/// names another host, and one without TLS; and the failures each mode must give, in one line a
/// person can act on and never as "unreachable, retry".
@Suite(.enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)"), .onOwnThreads)
struct PostgresTLSTests {
    /// The role the TLS server lets in over TCP only with TLS (`hostssl`).
    private static let tlsOnlyRole = "tls_only"
    /// The role the TLS server lets in over TCP only without TLS (`hostnossl`).
    private static let plainOnlyRole = "plain_only"
    /// The role the TLS server lets in over TCP with its password ("right") only.
    private static let passwordRole = "pw_user"

    /// Offers TLS; `postgres` may come in either way, ``tlsOnlyRole`` only with TLS.
    private static let tlsServer = Result {
        let server = try PostgresServer.makePrivate(
            tcp: .init(
                tls: true,
                rules: [
                    "hostssl all \(tlsOnlyRole) 127.0.0.1/32 trust",
                    "hostnossl all \(plainOnlyRole) 127.0.0.1/32 trust",
                    "host all \(passwordRole) 127.0.0.1/32 scram-sha-256",
                    "host all postgres 127.0.0.1/32 trust",
                ]
            )
        )
        try server.psql("CREATE ROLE \(tlsOnlyRole) LOGIN SUPERUSER", database: "postgres")
        try server.psql("CREATE ROLE \(plainOnlyRole) LOGIN SUPERUSER", database: "postgres")
        try server.psql("CREATE ROLE \(passwordRole) LOGIN SUPERUSER PASSWORD 'right'", database: "postgres")
        return server
    }
    /// Offers TLS with a certificate for another host name only.
    private static let misnamedServer = Result {
        try PostgresServer.makePrivate(tcp: .init(tls: true, certificateNames: ["DNS:db.petvote.test"]))
    }
    /// Listens on TCP without TLS.
    private static let plainServer = Result { try PostgresServer.makePrivate(tcp: .init(tls: false)) }

    /// A home folder with no `.postgresql/root.crt`, so the modes below `verify-ca` do not verify.
    private let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    private var environment: (String) -> String? {
        let home = home.url.path
        return { $0 == "HOME" ? home : nil }
    }

    /// Connects to `url` (its gaps filled from ``environment`` only).
    private func connect(_ url: String) throws(VoteStoreError) -> BlockingConnection {
        try BlockingConnection(url: PostgresURL(url, environment: environment))
    }

    /// Whether the server sees the connection as encrypted.
    private func encrypted(_ url: String) throws -> Bool {
        let connection = try connect(url)
        return try connection.scalar(Bool.self, "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()") == true
    }

    /// The failure connecting to `url` gives, checked to be one line without a build path or
    /// BoringSSL's dump, and not one a retry could mend.
    private func failure(_ url: String) throws -> VoteStoreError {
        let error = try #require(throws: VoteStoreError.self) { try connect(url) }
        let message = error.description
        #expect(!message.contains("\n") && !message.contains("BoringSSL") && !message.contains(".build"))
        #expect(!message.contains("Error: ") && !message.contains("OPENSSL_internal"))
        if case .serverUnreachable = error {
            Issue.record("a failure no retry can mend is reported as retryable: \(error)")
        }
        return error
    }

    @Test("disable connects without TLS; prefer and require encrypt without verifying")
    func unverifiedModes() throws {
        let server = try Self.tlsServer.get()
        let database = try server.makeDatabaseNamed()
        #expect(try !encrypted(server.tcpURL(database: database, query: "sslmode=disable")))
        #expect(try encrypted(server.tcpURL(database: database, query: "sslmode=prefer")))
        #expect(try encrypted(server.tcpURL(database: database)))  // prefer is the default
        #expect(try encrypted(server.tcpURL(database: database, query: "sslmode=require")))
        // allow: without TLS when the server lets it.
        #expect(try !encrypted(server.tcpURL(database: database, query: "sslmode=allow")))
        // A Unix socket never uses TLS, and needs no root file even for verify-full (as libpq).
        #expect(try !encrypted(server.url(database: database) + "&sslmode=verify-full"))
    }

    @Test("verify-ca checks the chain against sslrootcert, not the host name; a wrong CA is refused in one line")
    func verifyCA() throws {
        let server = try Self.tlsServer.get()
        let ca = try #require(server.certificates).caFile
        let database = try server.makeDatabaseNamed()
        #expect(try encrypted(server.tcpURL(database: database, query: "sslmode=verify-ca&sslrootcert=\(ca)")))
        let misnamed = try Self.misnamedServer.get()
        let misnamedCA = try #require(misnamed.certificates).caFile
        let other = try misnamed.makeDatabaseNamed()
        #expect(
            try encrypted(
                misnamed.tcpURL(
                    database: other,
                    host: "localhost",
                    query: "sslmode=verify-ca&sslrootcert=\(misnamedCA)"
                )
            )
        )

        let stranger = try TestCertificates.make(in: home.url.path)
        let url = server.tcpURL(database: database, query: "sslmode=verify-ca&sslrootcert=\(stranger.caFile)")
        let error = try failure(url)
        let expected =
            "Cannot connect securely to the database server for postgres://postgres@127.0.0.1:\(server.port)/\(database): the server's certificate could not be verified against \(stranger.caFile) (certificate verify failed)."
        #expect(error.description == expected)
        if case .tlsFailed = error {} else { Issue.record("not a TLS failure: \(error)") }
    }

    @Test("a root file that exists makes require verify like verify-ca, and prefer fall back to no TLS, as libpq")
    func rootFileMakesLowerModesVerify() throws {
        let server = try Self.tlsServer.get()
        let database = try server.makeDatabaseNamed()
        let folder = home.path(".postgresql")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let stranger = try TestCertificates.make(in: folder)
        try FileManager.default.copyItem(atPath: stranger.caFile, toPath: "\(folder)/root.crt")
        let error = try failure(server.tcpURL(database: database, query: "sslmode=require"))
        #expect(
            error.description.contains("could not be verified against \(folder)/root.crt (certificate verify failed)")
        )
        #expect(error.description.contains("sslmode=require verifies against that file because it exists"))
        #expect(try !encrypted(server.tcpURL(database: database, query: "sslmode=prefer")))
        let ca = try #require(server.certificates).caFile
        #expect(try encrypted(server.tcpURL(database: database, query: "sslmode=require&sslrootcert=\(ca)")))
    }

    @Test("verify-full checks the host name: localhost and 127.0.0.1 are the certificate's, another name is refused")
    func verifyFull() throws {
        let server = try Self.tlsServer.get()
        let ca = try #require(server.certificates).caFile
        let database = try server.makeDatabaseNamed()
        let query = "sslmode=verify-full&sslrootcert=\(ca)"
        #expect(try encrypted(server.tcpURL(database: database, host: "localhost", query: query)))
        #expect(try encrypted(server.tcpURL(database: database, host: "127.0.0.1", query: query)))

        // The system's roots (verify-full by default with them) do not vouch for the test's own CA.
        let system = try failure(server.tcpURL(database: database, host: "localhost", query: "sslrootcert=system"))
        #expect(
            system.description.hasSuffix(
                "the server's certificate could not be verified against the system's trusted roots (certificate verify failed)."
            )
        )

        let misnamed = try Self.misnamedServer.get()
        let misnamedCA = try #require(misnamed.certificates).caFile
        let other = try misnamed.makeDatabaseNamed()
        let error = try failure(
            misnamed.tcpURL(database: other, host: "localhost", query: "sslmode=verify-full&sslrootcert=\(misnamedCA)")
        )
        #expect(
            error.description
                == "Cannot connect securely to the database server for postgres://postgres@localhost:\(misnamed.port)/\(other): the server's certificate does not match the host name 'localhost' that sslmode=verify-full checks; connect by a name the certificate was issued for, or use sslmode=verify-ca."
        )
    }

    @Test("verify-ca and verify-full without the root file say which file and how to fix it")
    func missingRootFile() throws {
        let server = try Self.tlsServer.get()
        let database = try server.makeDatabaseNamed()
        let fix =
            "does not exist; either provide the file, use the system's trusted roots with sslrootcert=system, or change sslmode to disable server certificate verification."
        let byDefault = try failure(server.tcpURL(database: database, query: "sslmode=verify-ca"))
        #expect(
            byDefault.description
                == "Cannot connect securely to the database server for postgres://postgres@127.0.0.1:\(server.port)/\(database): the root certificate file \(home.url.path)/.postgresql/root.crt \(fix)"
        )
        let named = try failure(
            server.tcpURL(database: database, query: "sslmode=verify-full&sslrootcert=/nonexistent/ca.pem")
        )
        #expect(named.description.hasSuffix("the root certificate file /nonexistent/ca.pem \(fix)"))
    }

    @Test("without TLS on the server: require fails as no retry would mend, prefer and allow connect in the clear")
    func serverWithoutTLS() throws {
        let server = try Self.plainServer.get()
        let database = try server.makeDatabaseNamed()
        let error = try failure(server.tcpURL(database: database, query: "sslmode=require"))
        #expect(
            error
                == .tlsFailed(
                    database: "postgres://postgres@127.0.0.1:\(server.port)/\(database)",
                    reason: "the server does not support TLS, and sslmode=require needs it"
                )
        )
        #expect(try !encrypted(server.tcpURL(database: database, query: "sslmode=prefer")))
        #expect(try !encrypted(server.tcpURL(database: database, query: "sslmode=allow")))
        let ca = try #require(try Self.tlsServer.get().certificates).caFile
        let verifying = try failure(server.tcpURL(database: database, query: "sslmode=verify-full&sslrootcert=\(ca)"))
        #expect(verifying.description.hasSuffix("the server does not support TLS, and sslmode=verify-full needs it."))
    }

    @Test("allow retries with TLS when the server's rules want it; disable is refused in the server's own words")
    func hostsslOnly() throws {
        let server = try Self.tlsServer.get()
        let database = try server.makeDatabaseNamed()
        let role = Self.tlsOnlyRole
        #expect(try encrypted(server.tcpURL(database: database, user: role, query: "sslmode=allow")))
        #expect(try encrypted(server.tcpURL(database: database, user: role, query: "sslmode=prefer")))
        let error = try failure(server.tcpURL(database: database, user: role, query: "sslmode=disable"))
        let url = "postgres://\(role)@127.0.0.1:\(server.port)/\(database)"
        let message =
            "no pg_hba.conf entry for host \"127.0.0.1\", user \"\(role)\", database \"\(database)\", no encryption"
        #expect(error == .connectionRejected(database: url, message: message))
        #expect(
            error.description
                == "The database server for \(url) turned the connection away by its access rules (pg_hba.conf): \(message). Its administrator must allow this host, user and database there, or try another sslmode if the rule asks for (or against) encryption."
        )
    }

    @Test("prefer retries without TLS when the server's rules refuse TLS; require is refused in the server's words")
    func hostnosslOnly() throws {
        let server = try Self.tlsServer.get()
        let database = try server.makeDatabaseNamed()
        let role = Self.plainOnlyRole
        #expect(try !encrypted(server.tcpURL(database: database, user: role, query: "sslmode=prefer")))
        #expect(try !encrypted(server.tcpURL(database: database, user: role, query: "sslmode=allow")))
        let error = try failure(server.tcpURL(database: database, user: role, query: "sslmode=require"))
        let message =
            "no pg_hba.conf entry for host \"127.0.0.1\", user \"\(role)\", database \"\(database)\", SSL encryption"
        #expect(
            error
                == .connectionRejected(
                    database: "postgres://\(role)@127.0.0.1:\(server.port)/\(database)",
                    message: message
                )
        )
    }

    @Test("a wrong password is still a password failure, over TLS or not")
    func wrongPassword() throws {
        let server = try Self.tlsServer.get()
        let database = try server.makeDatabaseNamed()
        let role = Self.passwordRole
        for mode in ["disable", "require"] {
            #expect(throws: Never.self) {
                _ = try connect(server.tcpURL(database: database, user: "\(role):right", query: "sslmode=\(mode)"))
            }
            let error = try failure(
                server.tcpURL(database: database, user: "\(role):not-this-one", query: "sslmode=\(mode)")
            )
            #expect(
                error
                    == .authenticationFailed(
                        database: "postgres://\(role)@127.0.0.1:\(server.port)/\(database)",
                        user: role
                    )
            )
            #expect(!error.description.contains("not-this-one"))
        }
    }

    @Test("a password from ~/.pgpass logs in, as with libpq, when the URL gives none")
    func passwordFile() throws {
        let server = try Self.tlsServer.get()
        let database = try server.makeDatabaseNamed()
        let role = Self.passwordRole
        let url = server.tcpURL(database: database, user: role, query: "sslmode=disable")
        let passFile = home.path(".pgpass")
        try "127.0.0.1:\(server.port):*:\(role):right\n".write(toFile: passFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: passFile)
        #expect(throws: Never.self) { _ = try connect(url) }
        // Readable by others, it is ignored, as libpq ignores it: no password is sent, and the
        // failure says so, naming the file and how to make it usable.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: passFile)
        let message = try failure(url).description
        #expect(message.contains("asks user '\(role)' for a password and none was given"), "\(message)")
        #expect(message.contains("chmod 600 \(passFile)"), "\(message)")
    }

    @Test("a missing database is named, with the command that makes it")
    func missingDatabase() throws {
        let server = try Self.tlsServer.get()
        let error = try failure(server.tcpURL(database: "no_such_db", query: "sslmode=require"))
        #expect(
            error.description
                == "The server has no database named 'no_such_db' (postgres://postgres@127.0.0.1:\(server.port)/no_such_db); create it with createdb no_such_db, or name another."
        )
    }
}

/// How `sslmode` and `sslrootcert` are read from a URL and the environment.
struct PostgresTLSURLTests {
    private static let homeOnly: @Sendable (String) -> String? = { $0 == "HOME" ? "/home/ann" : nil }

    @Test(
        "each of libpq's six modes, from the URL or PGSSLMODE",
        arguments: [
            ("disable", PostgresTLSMode.disable), ("allow", .allow), ("prefer", .prefer), ("require", .require),
            ("verify-ca", .verifyCA), ("verify-full", .verifyFull),
        ]
    )
    func modes(text: String, mode: PostgresTLSMode) throws {
        #expect(try PostgresURL("postgres://h/d?sslmode=\(text)", environment: Self.homeOnly).tlsMode == mode)
        let environment = ["PGSSLMODE": text]
        #expect(try PostgresURL("postgres://h/d", environment: { environment[$0] }).tlsMode == mode)
        // The URL wins over the environment.
        let other = ["PGSSLMODE": text == "disable" ? "require" : "disable"]
        #expect(try PostgresURL("postgres://h/d?sslmode=\(text)", environment: { other[$0] }).tlsMode == mode)
    }

    @Test("prefer by default; sslrootcert from the URL, PGSSLROOTCERT or ~/.postgresql/root.crt")
    func defaults() throws {
        let url = try PostgresURL("postgres://h/d", environment: Self.homeOnly)
        #expect(url.tlsMode == .prefer && url.rootCertificates == .file("/home/ann/.postgresql/root.crt"))
        let environment = ["PGSSLROOTCERT": "/etc/ca.pem", "HOME": "/home/ann"]
        #expect(
            try PostgresURL("postgres://h/d", environment: { environment[$0] }).rootCertificates == .file("/etc/ca.pem")
        )
        #expect(
            try PostgresURL("postgres://h/d?sslrootcert=/srv/ca.pem", environment: { environment[$0] }).rootCertificates
                == .file("/srv/ca.pem")
        )
    }

    @Test("sslrootcert=system means the system's roots and verify-full; a weaker mode with it is refused")
    func systemRoots() throws {
        let url = try PostgresURL("postgres://h/d?sslrootcert=system", environment: Self.homeOnly)
        #expect(url.rootCertificates == .system && url.tlsMode == .verifyFull)
        #expect(
            throws: VoteStoreError.cannotOpen(
                path: "postgres://h/d?sslrootcert=system&sslmode=require",
                reason: "sslmode=require is too weak for sslrootcert=system; use sslmode=verify-full"
            )
        ) {
            try PostgresURL("postgres://h/d?sslrootcert=system&sslmode=require", environment: Self.homeOnly)
        }
    }

    @Test("an unknown sslmode is refused, listing the six")
    func unknownMode() {
        #expect(
            throws: VoteStoreError.cannotOpen(
                path: "postgres://ann:***@h/d?sslmode=verify",
                reason: "sslmode=verify is not one of disable, allow, prefer, require, verify-ca or verify-full"
            )
        ) {
            try PostgresURL("postgres://ann:secret@h/d?sslmode=verify", environment: Self.homeOnly)
        }
    }
}
