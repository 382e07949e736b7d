import Foundation
public import VoteCore

/// Where a PostgreSQL database is: `postgres://user:password@host:port/dbname` (or
/// `postgresql://`), with what the URL leaves out taken from the usual `PG*` environment
/// variables, then libpq's defaults.
///
/// A host starting with `/` is the folder of the server's Unix socket
/// (`postgres:///votes?host=/var/run/postgresql`), as with libpq. ``description`` never shows the
/// password, so the URL can go into messages and logs.
public struct PostgresURL: Hashable, Sendable, CustomStringConvertible {
    /// A host name or address, or the folder of a Unix socket when it starts with `/`.
    public var host: String
    /// The TCP port, or the number in the socket file's name (default 5432).
    public var port: Int
    /// The role to log in as (default: `$PGUSER`, else the login name).
    public var user: String
    /// The password, if any; never shown.
    public var password: String?
    /// With no password found, a password file that was not read because others may read it.
    public var ignoredPasswordFile: String?
    /// The database name (default: the user name, as libpq).
    public var database: String
    /// libpq's `sslmode`: whether a TCP connection uses TLS and what it verifies (default `prefer`).
    public var tlsMode: PostgresTLSMode
    /// libpq's `sslrootcert`: the CA certificates a server's certificate is verified against.
    public var rootCertificates: PostgresRootCertificates
    /// libpq's `application_name`, which the server shows for each session (`pg_stat_activity`,
    /// its log), if the URL or `$PGAPPNAME` gives one; else the program names itself.
    public var applicationName: String?
    /// libpq's `connect_timeout`: how long a connection may take to be made, login included
    /// (default ``defaultConnectTimeout``; libpq's `0`, no limit, is ``unlimitedConnectTimeout``).
    public var connectTimeout: Duration

    /// How long a connection may take when nothing says: long enough for a loaded server, short
    /// enough that a host cut off is reported rather than waited on.
    public static let defaultConnectTimeout: Duration = .seconds(10)
    /// What libpq's `connect_timeout=0` (no limit) becomes: longer than any TCP connect attempt.
    static let unlimitedConnectTimeout: Duration = .seconds(3600)

    /// The folder of the server's Unix socket when nothing names a host, as Debian's libpq has it.
    static let defaultSocketFolder = "/var/run/postgresql"

    /// The query parameters a URL may hold: libpq's names for what PetVote reads.
    static let queryParameters = [
        "host", "port", "user", "password", "dbname", "sslmode", "sslrootcert", "connect_timeout", "application_name",
    ]

    /// Whether `name` names a PostgreSQL database rather than a SQLite file.
    public static func isPostgres(_ name: String) -> Bool {
        name.hasPrefix("postgres://") || name.hasPrefix("postgresql://")
    }

    /// Reads a `postgres://` or `postgresql://` URL, filling its gaps from `environment`
    /// (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`, `PGSSLMODE`, `PGSSLROOTCERT`,
    /// `PGCONNECT_TIMEOUT`, `PGAPPNAME`, `PGPASSFILE`; `HOME` for the default root certificate
    /// and password files), and a missing password from the password file (``PostgresPassFile``).
    /// As in libpq, a query parameter (`?host=`, `port`, `user`, `dbname`, `password`) wins over
    /// the same part of the URL, and with no user anywhere the user is the process's login name
    /// (not `$USER`).
    ///
    /// - Throws: ``VoteStoreError/cannotOpen(path:reason:)`` for a URL that cannot be read.
    public init(_ text: String, environment: (String) -> String?) throws(VoteStoreError) {
        // URLComponents reads the authority only after a scheme it knows the shape of.
        guard Self.isPostgres(text) else {
            throw .cannotOpen(path: Self.redacted(text), reason: "it is not a postgres:// URL")
        }
        guard !Self.hostsAndPorts(in: text).contains(",") else { throw Self.severalHosts(text, namedIn: "it") }
        guard let components = URLComponents(string: text) else {
            throw .cannotOpen(
                path: Self.redacted(text),
                reason: "it is not a postgres:// URL (in a user name or password, / ? # @ : and % are "
                    + "written percent-encoded: %2F %3F %23 %40 %3A %25)"
            )
        }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { _, last in last }
        )
        // As libpq, which refuses a parameter it does not know: a misspelt `sslmod=` would
        // otherwise leave the connection without the protection it asked for.
        if let unknown = components.queryItems?.first(where: { !Self.queryParameters.contains($0.name) }) {
            throw .cannotOpen(
                path: Self.redacted(text),
                reason: "its query parameter '\(unknown.name)' is not one PetVote reads ("
                    + Self.queryParameters.joined(separator: ", ") + ")"
            )
        }
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        // An IPv6 address is written in brackets in a URL's authority, bare in `?host=` and PGHOST.
        let urlHost = components.host.map {
            $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : $0
        }
        host =
            nonEmpty(query["host"]) ?? nonEmpty(urlHost) ?? nonEmpty(environment("PGHOST"))
            ?? Self.defaultSocketFolder
        // libpq would try each of several in turn; PetVote does not, and must not take the list
        // for one name that fails to resolve (a failure that reads as worth retrying).
        guard !host.contains(",") else {
            throw Self.severalHosts(
                text,
                namedIn: nonEmpty(query["host"]) ?? nonEmpty(urlHost) == nil ? "PGHOST" : "it"
            )
        }
        let portText = nonEmpty(query["port"]) ?? components.port.map(String.init) ?? nonEmpty(environment("PGPORT"))
        if let portText {
            guard let port = Int(portText), (1...65535).contains(port) else {
                throw .cannotOpen(path: Self.redacted(text), reason: "the port \(portText) is not a number in 1…65535")
            }
            self.port = port
        } else {
            port = 5432
        }
        user =
            nonEmpty(query["user"]) ?? nonEmpty(components.user) ?? nonEmpty(environment("PGUSER"))
            ?? Self.loginName()
        let path = String(components.path.drop(while: { $0 == "/" }))
        database = nonEmpty(query["dbname"]) ?? nonEmpty(path) ?? nonEmpty(environment("PGDATABASE")) ?? user
        password =
            nonEmpty(query["password"]) ?? nonEmpty(components.password) ?? nonEmpty(environment("PGPASSWORD"))
            ?? PostgresPassFile(environment: environment)?
            .password(host: host, port: port, database: database, user: user)
        if password == nil { ignoredPasswordFile = PostgresPassFile.ignoredFile(environment: environment) }
        applicationName = nonEmpty(query["application_name"]) ?? nonEmpty(environment("PGAPPNAME"))
        let timeoutText = nonEmpty(query["connect_timeout"]) ?? nonEmpty(environment("PGCONNECT_TIMEOUT"))
        if let timeoutText {
            // As libpq: whole seconds; 0 or less waits without a limit, and 1 counts as 2.
            guard let seconds = Int(timeoutText) else {
                throw .cannotOpen(
                    path: Self.redacted(text),
                    reason: "connect_timeout \(timeoutText) is not a whole number of seconds"
                )
            }
            connectTimeout = seconds <= 0 ? Self.unlimitedConnectTimeout : .seconds(max(2, seconds))
        } else {
            connectTimeout = Self.defaultConnectTimeout
        }
        let root = nonEmpty(query["sslrootcert"]) ?? nonEmpty(environment("PGSSLROOTCERT"))
        rootCertificates =
            root == "system"
            ? .system : .file(root ?? PostgresRootCertificates.defaultFile(environment: environment))
        // As libpq: the system's roots make verify-full the default, and a weaker mode an error
        // (a public CA vouches for any name it issued, so only the host-name check means anything).
        let defaultMode = rootCertificates == .system ? PostgresTLSMode.verifyFull.rawValue : "prefer"
        let modeText = nonEmpty(query["sslmode"]) ?? nonEmpty(environment("PGSSLMODE")) ?? defaultMode
        switch PostgresTLSMode.parse(modeText) {
        case .success(let mode): tlsMode = mode
        case .failure(let error): throw .cannotOpen(path: Self.redacted(text), reason: error.reason)
        }
        if rootCertificates == .system, tlsMode != .verifyFull {
            throw .cannotOpen(
                path: Self.redacted(text),
                reason: "sslmode=\(modeText) is too weak for sslrootcert=system; use sslmode=verify-full"
            )
        }
    }

    /// The name this process's user logs in with, as libpq takes it when nothing names the role
    /// (a root shell, cron or a container often has no `USER`); "postgres" if it has none.
    static func loginName() -> String {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return "postgres" }
        return String(cString: name)
    }

    /// The part of a URL's authority after its user and password: `host:port`, or several.
    private static func hostsAndPorts(in text: String) -> Substring {
        guard let start = text.range(of: "://")?.upperBound else { return "" }
        let authority = text[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
    }

    /// The refusal of a URL (`source` is `it`) or `PGHOST` naming several hosts, which libpq tries
    /// in turn.
    private static func severalHosts(_ text: String, namedIn source: String) -> VoteStoreError {
        .cannotOpen(
            path: redacted(text),
            reason: "\(source) names several hosts; PetVote connects to one: name the server to use "
                + "(behind a failover, the name or address that follows the primary)"
        )
    }

    /// Whether ``host`` is the folder of a Unix socket.
    public var isUnixSocket: Bool { host.hasPrefix("/") }

    /// The socket file in ``host`` for ``port``, as the server names it.
    var socketPath: String { "\(host)/.s.PGSQL.\(port)" }

    /// The URL without its password.
    public var description: String {
        if isUnixSocket {
            return "postgres://\(Self.escaped(user))@/\(Self.escaped(database))?host=\(host)"
                + (port == 5432 ? "" : "&port=\(port)")
        }
        let hostText = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(Self.escaped(user))@\(hostText):\(port)/\(Self.escaped(database))"
    }

    private static func escaped(_ part: String) -> String {
        part.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? part
    }

    /// `text` with its passwords replaced, for messages about a URL that could not be read: the
    /// one between `:` and `@` of its authority and the value of every `password=` parameter.
    static func redacted(_ text: String) -> String {
        var text = text
        // The last `@`: a password typed with a raw `@` in it hides whole (and, if the query holds
        // one, a little more than the password: too little shown rather than too much).
        if let scheme = text.range(of: "://"),
            let at = text[scheme.upperBound...].lastIndex(of: "@"),
            let colon = text[scheme.upperBound..<at].firstIndex(of: ":")
        {
            text = text[..<text.index(after: colon)] + "***" + text[at...]
        }
        guard let query = text.firstIndex(of: "?") else { return text }
        let parameters = text[text.index(after: query)...].split(separator: "&", omittingEmptySubsequences: false)
            .map { parameter in parameter.hasPrefix("password=") ? "password=***" : parameter }
        return text[...query] + parameters.joined(separator: "&")
    }
}
