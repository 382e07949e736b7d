import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A throwaway PostgreSQL cluster for the tests: `initdb` into a temporary folder, the server
/// listening only on a Unix socket in that folder (so no port can clash), stopped when the test
/// process exits. A private one may also listen on a free port of 127.0.0.1, with TLS (``TCP``).
///
/// The binaries come from Debian's `postgresql` package. Without them ``shared`` is `nil` and
/// the PostgreSQL half of a suite is skipped with ``missingMessage``; with `CI` set, a missing
/// server is a failure instead (`.ci/run` installs the package). `initdb` refuses to run as
/// root, so as root the cluster runs as the package's `postgres` user.
public final class PostgresServer: Sendable {
    /// The folder holding the cluster's data and its socket.
    public let directory: String
    /// The port: of the socket file's name, and of 127.0.0.1 for a cluster made with
    /// ``makePrivate(tcp:)`` and a ``TCP`` listener.
    public let port: Int
    /// The server's certificates, when it listens on TCP with TLS.
    public let certificates: TestCertificates?
    private let tcp: TCP?
    private let binaries: String
    private let runAsUser: String?

    /// How a private cluster also listens on TCP at 127.0.0.1 (on a free port), for the tests of
    /// TLS and of the server's access rules.
    public struct TCP: Sendable {
        /// Whether the server offers TLS (`ssl = on`), with a certificate from ``TestCertificates``.
        public var tls: Bool
        /// The `pg_hba.conf` lines for TCP connections (the Unix socket always trusts everyone),
        /// such as `hostssl all all 127.0.0.1/32 trust`.
        public var rules: [String]
        /// The names the server's certificate is for (``TestCertificates/make(in:names:)``).
        public var certificateNames: [String]
        /// The address to listen on: 127.0.0.1, or one of the test's own network (a bridge to
        /// network namespaces it made).
        public var address: String

        /// A listener with TLS or without, these rules, and a certificate for these names.
        public init(
            tls: Bool,
            rules: [String] = ["host all all 127.0.0.1/32 trust"],
            certificateNames: [String] = ["DNS:localhost", "IP:127.0.0.1"],
            address: String = "127.0.0.1"
        ) {
            self.tls = tls
            self.rules = rules
            self.certificateNames = certificateNames
            self.address = address
        }
    }

    /// Why the PostgreSQL tests did not run, naming what to install.
    public static let missingMessage =
        "PostgreSQL's server binaries (initdb, pg_ctl) were not found: install Debian's postgresql package to run the PostgreSQL half of the tests"

    /// The cluster shared by every test in the process, started on first use, or why there is none.
    public static let shared: Result<PostgresServer, PostgresServerError> = {
        guard let binaries = findBinaries() else { return .failure(PostgresServerError(missingMessage)) }
        do {
            let server = try PostgresServer(binaries: binaries)
            clusters.withLock { $0.append(server) }
            _ = stopsAtExit
            return .success(server)
        } catch let error as PostgresServerError {
            return .failure(error)
        } catch {
            return .failure(PostgresServerError("could not start the test cluster: \(error)"))
        }
    }()

    /// Whether the PostgreSQL half of the tests runs: when the binaries are here, and always in
    /// CI (where missing binaries then fail the tests instead of skipping them).
    public static let isAvailable: Bool =
        ContinuousIntegration.isRunning || findBinaries() != nil

    /// Every cluster this process started, stopped at exit.
    private static let clusters = Mutex<[PostgresServer]>([])
    private static let stopsAtExit: Void = {
        atexit {
            for server in PostgresServer.clusters.withLock({ $0 }) { server.stopAndRemove() }
        }
    }()

    /// A cluster of the caller's own, for a test that stops and restarts its server (the crash
    /// tests, the TLS tests with `tcp`). A test's own ends with ``stopAndRemove()`` (`defer`), one a
    /// suite shares when the process exits.
    public static func makePrivate(tcp: TCP? = nil) throws -> PostgresServer {
        guard let binaries = findBinaries() else { throw PostgresServerError(missingMessage) }
        let server = try PostgresServer(binaries: binaries, tcp: tcp)
        clusters.withLock { $0.append(server) }
        _ = stopsAtExit
        return server
    }

    private init(binaries: String, tcp: TCP? = nil) throws {
        self.binaries = binaries
        self.tcp = tcp
        runAsUser = geteuid() == 0 ? "postgres" : nil
        var bytes = Array("/tmp/petvote-pg-XXXXXX".utf8CString)
        guard mkdtemp(&bytes) != nil else { throw PostgresServerError("mkdtemp failed") }
        let folder = String(decoding: bytes.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
        directory = folder
        // A cluster that cannot start leaves no folder behind.
        do {
            certificates = try Self.prepare(folder, runAsUser: runAsUser, tcp: tcp)
            port = tcp == nil ? 5432 : try Self.freeLoopbackPort()
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        do {
            try run("initdb", ["-D", "\(directory)/data", "-A", "trust", "-U", "postgres", "--no-sync"])
            if let tcp {
                let rules = ["local all all trust"] + tcp.rules
                try (rules.joined(separator: "\n") + "\n")
                    .write(toFile: "\(directory)/data/pg_hba.conf", atomically: false, encoding: .utf8)
            }
            try start()
        } catch {
            // A start that timed out may have left a server running in the folder.
            _ = try? run("pg_ctl", ["-D", "\(folder)/data", "-m", "immediate", "-w", "stop"])
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    /// Hands `directory` to the user the server runs as, and makes the server's certificates in
    /// it when it offers TLS.
    private static func prepare(_ directory: String, runAsUser: String?, tcp: TCP?) throws -> TestCertificates? {
        let owner = runAsUser.flatMap { getpwnam($0) }.map { ($0.pointee.pw_uid, $0.pointee.pw_gid) }
        if let owner { chown(directory, owner.0, owner.1) }
        guard let tcp, tcp.tls else { return nil }
        let folder = "\(directory)/tls"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let made = try TestCertificates.make(in: folder, names: tcp.certificateNames)
        // The server reads its key only when it owns it (mode 0600).
        if let owner {
            for path in [folder, made.keyFile, made.certificateFile] { chown(path, owner.0, owner.1) }
        }
        return made
    }

    /// A TCP port on 127.0.0.1 that nothing listens on now: the kernel's pick for port 0.
    private static func freeLoopbackPort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw PostgresServerError("socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else { throw PostgresServerError("could not find a free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Starts the server (again, after ``stopImmediately()``).
    public func start() throws {
        var options =
            "-c unix_socket_directories='\(directory)' -c max_connections=200 -c port=\(port) -c listen_addresses="
        options += "'\(tcp?.address ?? "")'"
        if let certificates {
            options +=
                " -c ssl=on -c ssl_cert_file='\(certificates.certificateFile)' -c ssl_key_file='\(certificates.keyFile)'"
        }
        try run("pg_ctl", ["-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "start", "-o", options])
    }

    /// Stops the server as a crash would: no checkpoint, every client cut off.
    public func stopImmediately() throws {
        try run("pg_ctl", ["-D", "\(directory)/data", "-m", "immediate", "-w", "stop"])
    }

    /// Stops the server as an administrator's restart does: clients are told it is shutting
    /// down, and their sessions end.
    public func stopFast() throws {
        try run("pg_ctl", ["-D", "\(directory)/data", "-m", "fast", "-w", "stop"])
    }

    /// Stops the server for good and removes its folder (again: nothing), so that a test's own
    /// cluster does not outlive it.
    public func stopAndRemove() {
        guard FileManager.default.fileExists(atPath: directory) else { return }
        _ = try? run("pg_ctl", ["-D", "\(directory)/data", "-m", "fast", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Creates an empty database and returns its URL.
    public func makeDatabase() throws -> String {
        try url(database: makeDatabaseNamed())
    }

    /// Creates an empty database and returns its name.
    public func makeDatabaseNamed() throws -> String {
        let name = "petvote_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "_")
        try run("createdb", ["-h", directory, "-p", "\(port)", "-U", "postgres", name])
        return name
    }

    /// Runs `sql` with psql in `database`, as the superuser (to prepare what PetVote must refuse).
    public func psql(_ sql: String, database: String) throws {
        try run("psql", psqlArguments(database: database) + ["-c", sql])
    }

    /// Runs the query `sql` with psql in `database`, as the superuser, and returns its rows, one
    /// per line, columns separated by `|`.
    public func query(_ sql: String, database: String) throws -> String {
        try run("psql", psqlArguments(database: database) + ["-At", "-c", sql])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether exactly one other session in `database` matches `condition` (an SQL condition on
    /// `pg_stat_activity`), e.g. one waiting for a lock.
    public func hasOneSession(where condition: String, database: String) throws -> Bool {
        try query(
            """
            SELECT count(*) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND \(condition)
            """,
            database: database
        ) == "1"
    }

    /// Ends every other session in `database` that matches `condition`, as an administrator's
    /// `pg_terminate_backend` does.
    public func terminateSessions(where condition: String, database: String) throws {
        _ = try query(
            """
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND \(condition)
            """,
            database: database
        )
    }

    /// Starts psql running `sql` in `database`, as the superuser, and returns at once: for a
    /// test that needs another session's transaction open while it acts.
    public func startPsql(_ sql: String, database: String) throws -> ChildProcess {
        try ChildProcess(
            executable: "\(binaries)/psql",
            arguments: psqlArguments(database: database) + ["-c", sql],
            outputDirectory: URL(fileURLWithPath: directory)
        )
    }

    /// psql's options for `database` on this server, as the superuser, stopping at the first error.
    private func psqlArguments(database: String) -> [String] {
        ["-h", directory, "-p", "\(port)", "-U", "postgres", "-v", "ON_ERROR_STOP=1", "-d", database]
    }

    /// The URL of `database` on this server, as `user` (the superuser by default).
    public func url(database: String, user: String = "postgres") -> String {
        "postgres://\(user)@/\(database)?host=\(directory)" + (port == 5432 ? "" : "&port=\(port)")
    }

    /// The URL of `database` over TCP (for a cluster made with a ``TCP`` listener), at `host`
    /// (`localhost` or `127.0.0.1`), as `user`, with `query` (such as `sslmode=require`).
    public func tcpURL(database: String, host: String = "127.0.0.1", user: String = "postgres", query: String = "")
        -> String
    {
        "postgres://\(user)@\(host):\(port)/\(database)" + (query.isEmpty ? "" : "?\(query)")
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let executable = "\(binaries)/\(tool)"
        // posix_spawn and waitpid (ChildProcess), not Foundation's Process: its waitUntilExit can
        // miss the exit of a child whose own child (the server pg_ctl starts) lives on.
        let process = try ChildProcess(
            executable: runAsUser == nil ? executable : "/usr/sbin/runuser",
            arguments: runAsUser.map { ["-u", $0, "--", executable] + arguments } ?? arguments,
            outputDirectory: URL(fileURLWithPath: directory)
        )
        let result = process.wait(timeout: .seconds(120))
        guard result.succeeded else {
            throw PostgresServerError("\(tool) \(arguments.joined(separator: " ")) failed: \(result)")
        }
        return result.stdout
    }

    /// Debian's versioned folder, newest first, else the folder of `initdb` on the `PATH`.
    private static func findBinaries() -> String? {
        let fileManager = FileManager.default
        let versions = ((try? fileManager.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .compactMap(Int.init).sorted(by: >)
        for version in versions where fileManager.isExecutableFile(atPath: "/usr/lib/postgresql/\(version)/bin/initdb")
        {
            return "/usr/lib/postgresql/\(version)/bin"
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        where fileManager.isExecutableFile(atPath: "\(folder)/initdb")
            && fileManager.isExecutableFile(atPath: "\(folder)/pg_ctl")
        {
            return String(folder)
        }
        return nil
    }
}

/// Why the test cluster is not there.
public struct PostgresServerError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String
    init(_ description: String) { self.description = description }
}
