import Foundation
import Synchronization

/// A throwaway PostgreSQL cluster for the tests: `initdb` into a temporary folder, the server
/// listening only on a Unix socket in that folder (so no port can clash), stopped when the test
/// process exits.
///
/// The binaries come from Debian's `postgresql` package. Without them ``shared`` is `nil` and
/// the PostgreSQL half of a suite is skipped with ``missingMessage``; with `CI` set, a missing
/// server is a failure instead (`.ci/run` installs the package). `initdb` refuses to run as
/// root, so as root the cluster runs as the package's `postgres` user.
public final class PostgresServer: Sendable {
    /// The folder holding the cluster's data and its socket.
    public let directory: String
    private let binaries: String
    private let runAsUser: String?

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
        ProcessInfo.processInfo.environment["CI"] != nil || findBinaries() != nil

    /// Every cluster this process started, stopped at exit.
    private static let clusters = Mutex<[PostgresServer]>([])
    private static let stopsAtExit: Void = {
        atexit {
            for server in PostgresServer.clusters.withLock({ $0 }) { server.stop() }
        }
    }()

    /// A cluster of the caller's own, for a test that stops and restarts its server (the crash
    /// tests); it is stopped when the process exits.
    public static func makePrivate() throws -> PostgresServer {
        guard let binaries = findBinaries() else { throw PostgresServerError(missingMessage) }
        let server = try PostgresServer(binaries: binaries)
        clusters.withLock { $0.append(server) }
        _ = stopsAtExit
        return server
    }

    private init(binaries: String) throws {
        self.binaries = binaries
        runAsUser = geteuid() == 0 ? "postgres" : nil
        let template = "/tmp/petvote-pg-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard mkdtemp(&bytes) != nil else { throw PostgresServerError("mkdtemp failed") }
        directory = String(decoding: bytes.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
        if let runAsUser, let user = getpwnam(runAsUser) {
            chown(directory, user.pointee.pw_uid, user.pointee.pw_gid)
        }
        try run("initdb", ["-D", "\(directory)/data", "-A", "trust", "-U", "postgres", "--no-sync"])
        try start()
    }

    /// Starts the server (again, after ``stopImmediately()``).
    public func start() throws {
        try run(
            "pg_ctl",
            [
                "-D", "\(directory)/data", "-l", "\(directory)/log", "-w", "start", "-o",
                "-c listen_addresses='' -c unix_socket_directories='\(directory)' -c max_connections=200",
            ]
        )
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

    private func stop() {
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
        try run("createdb", ["-h", directory, "-U", "postgres", name])
        return name
    }

    /// Runs `sql` with psql in `database`, as the superuser (to prepare what PetVote must refuse).
    public func psql(_ sql: String, database: String) throws {
        try run("psql", ["-h", directory, "-U", "postgres", "-v", "ON_ERROR_STOP=1", "-d", database, "-c", sql])
    }

    /// Runs the query `sql` with psql in `database`, as the superuser, and returns its rows, one
    /// per line, columns separated by `|`.
    public func query(_ sql: String, database: String) throws -> String {
        try run("psql", ["-h", directory, "-U", "postgres", "-v", "ON_ERROR_STOP=1", "-At", "-d", database, "-c", sql])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts psql running `sql` in `database`, as the superuser, and returns at once: for a
    /// test that needs another session's transaction open while it acts.
    public func startPsql(_ sql: String, database: String) throws -> ChildProcess {
        try ChildProcess(
            executable: "\(binaries)/psql",
            arguments: ["-h", directory, "-U", "postgres", "-v", "ON_ERROR_STOP=1", "-d", database, "-c", sql],
            outputDirectory: URL(fileURLWithPath: directory)
        )
    }

    /// The URL of `database` on this server.
    public func url(database: String) -> String {
        "postgres://postgres@/\(database)?host=\(directory)"
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
