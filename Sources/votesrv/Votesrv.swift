import ArgumentParser
import Foundation
import VoteCommandLine
import Synchronization
import VotePostgres
import VoteServer
import VoteCore

#if canImport(Glibc)
import Glibc
#endif

/// `votesrv`: serves one PetVote database over HTTP until SIGTERM or SIGINT.
@main
struct Votesrv: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "votesrv",
        abstract: "Serve PetVote's HTTP API: votes from apps, the board, live events.",
        discussion: """
            The database is found as votectl finds it: --db, else $VOTECTL_DB, else \
            $XDG_DATA_HOME/votectl/votes.db, else ~/.local/share/votectl/votes.db. votectl and votesrv \
            may use it at the same time.

            Administrator routes (adding, renaming and removing pets, imports) need \
            'Authorization: Bearer TOKEN', the token taken from $VOTESRV_ADMIN_TOKEN or \
            --admin-token-file; without one they answer 403.

            Errors are one line on stderr; the exit statuses are votectl's: 1 error (a port in use, \
            a database that cannot be served), 64 usage error, 66 token file missing or unreadable, \
            73 database not writable, 75 database busy or its server down.
            """,
        version: "votesrv 1.0.0"
    )

    @Option(
        help: ArgumentHelp(
            "The database: a SQLite file or a postgres:// URL (default: as votectl).",
            valueName: "path-or-url"
        )
    )
    var db: String?

    @Option(help: "The address to listen on; anything but loopback exposes the server to the network.")
    var host = ServerConfiguration.defaultHost

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = ServerConfiguration.defaultPort

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            "A name under which browsers may vote (repeatable): the public name a load balancer or proxy passes through.",
            discussion: "Browsers vote only through pages addressed to an IP address, localhost, the --host name "
                + "or a name given here (a guard against DNS rebinding); programs are not affected.",
            valueName: "name"
        )
    )
    var allowedHosts: [String] = []

    @Option(
        help: ArgumentHelp(
            "A file holding the administrator token (else $VOTESRV_ADMIN_TOKEN).",
            valueName: "file"
        )
    )
    var adminTokenFile: String?

    @Option(help: ArgumentHelp("The largest import body accepted, in MiB.", valueName: "MiB"))
    var importLimit = ServerConfiguration.defaultImportBodyLimit >> 20

    @Option(
        help: ArgumentHelp(
            "The most votes committed in one transaction (1 commits each request alone, for comparison).",
            valueName: "n"
        )
    )
    var commitBatchLimit = ServerConfiguration.defaultCommitBatchLimit

    @Option(
        help: ArgumentHelp(
            "How long to pause after a commit shared by several votes while other hosts commit to the same PostgreSQL, so more share the next (0 never pauses).",
            valueName: "µs"
        )
    )
    var commitDelay = Int(ServerConfiguration.defaultCommitDelay / .microseconds(1))

    @Option(
        help: ArgumentHelp(
            "The longest a vote waits to be written, another process's lock included; then 503 busy.",
            valueName: "seconds"
        )
    )
    var writeTimeout = Int(ServerConfiguration.defaultWriteTimeout.components.seconds)

    @Option(help: ArgumentHelp("The most /v1/events streams open at once; then 503.", valueName: "n"))
    var maxEventStreams = ServerConfiguration.defaultMaximumEventStreams

    @Option(
        help: ArgumentHelp(
            "How long an event stream's write may wait for its client to read before the stream is dropped.",
            valueName: "seconds"
        )
    )
    var eventWriteTimeout = Int(ServerConfiguration.defaultEventWriteTimeout.components.seconds)

    @Option(
        help: ArgumentHelp(
            "The most connections open at once (fewer if the descriptor limit, ulimit -n, is lower).",
            valueName: "n"
        )
    )
    var maxConnections = ServerConfiguration.defaultMaximumConnections

    @Option(
        help: ArgumentHelp(
            "How long a shutdown on SIGTERM or SIGINT may take before what is still open is cut (work that cannot be cancelled gets 1 s more).",
            valueName: "seconds"
        )
    )
    var shutdownTimeout = Int(ServerConfiguration.defaultShutdownTimeout.components.seconds)

    @Option(
        help: ArgumentHelp(
            "The most connections to a PostgreSQL server (the writer's, the listener's, the readers'); hosts × n must stay below its max_connections.",
            valueName: "n"
        )
    )
    var databaseConnections = ServerConfiguration.defaultDatabaseConnections

    func validate() throws {
        if let problem = allowedHosts.lazy.compactMap(BrowserHosts.problem(withAllowed:)).first {
            throw ValidationError(problem)
        }
        for (option, range, value) in [
            ("--commit-batch-limit", 1...100_000, commitBatchLimit),
            ("--commit-delay", 0...Int(ServerConfiguration.maximumCommitDelay / .microseconds(1)), commitDelay),
            ("--write-timeout", 1...300, writeTimeout),
            ("--max-event-streams", 1...1_000_000, maxEventStreams),
            ("--event-write-timeout", 1...300, eventWriteTimeout),
            ("--max-connections", 1...1_000_000, maxConnections),
            ("--shutdown-timeout", 1...3_600, shutdownTimeout),
            ("--database-connections", ServerConfiguration.minimumDatabaseConnections...1_000, databaseConnections),
            ("--port", 0...65_535, port),
            ("--import-limit", 1...65_536, importLimit),
        ] where !range.contains(value) {
            throw ValidationError(CommandLineErrors.outOfRange(option, range, value))
        }
    }

    /// Runs the server, printing any failure as one line on standard error with votectl's exit
    /// statuses (``CommandLineErrors``), not ArgumentParser's usage block.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            // --help and --version parse as commands of their own, which print and return.
            var command = try parseAsRoot(arguments)
            guard let server = command as? Votesrv else { return try command.run() }
            try await server.run()
        } catch {
            CommandLineErrors.exit(for: error, in: Votesrv.self, arguments: arguments) { error in
                switch error {
                case let failure as CommandFailure: failure
                case let storeError as VoteStoreError: CommandFailure(storeError)
                default: nil
                }
            }
        }
    }

    func run() async throws {
        let location = try DatabaseLocation.resolveForCommand(explicit: db) { name in
            getenv(name).map { String(cString: $0) }
        }
        // Each connection would open a database of its own, and none outlives the process: votes
        // answered 201 would be read back by no reader and lost at exit.
        guard location.path != ":memory:" else {
            throw CommandFailure(
                .usage,
                ":memory: cannot be served: each connection would see a database of its own, and every vote "
                    + "would be lost at exit; give a SQLite file's path or a postgres:// URL"
            )
        }
        try location.createFolders()
        let configuration = ServerConfiguration(
            databasePath: location.path,
            host: host,
            port: port,
            allowedHosts: allowedHosts,
            adminToken: try adminToken(),
            importBodyLimit: importLimit << 20,
            commitBatchLimit: commitBatchLimit,
            commitDelay: .microseconds(commitDelay),
            writeTimeout: .seconds(writeTimeout),
            maximumEventStreams: maxEventStreams,
            eventWriteTimeout: .seconds(eventWriteTimeout),
            maximumConnections: maxConnections,
            shutdownTimeout: .seconds(shutdownTimeout),
            databaseConnections: databaseConnections
        )
        // Before the database is opened: a server that cannot listen must not leave a new one behind.
        do {
            try ListeningAddress.checkAvailable(host: host, port: port)
        } catch {
            throw CommandFailure(.failure, error.description)
        }
        // A postgres:// URL names no file; only a SQLite file is created here.
        let isNew = !PostgresURL.isPostgres(location.path) && location.createsNamedFile
        let server = try VoteHTTPServer(configuration: configuration)
        if isNew {
            FileHandle.standardError.write(Data(location.creationNote(program: "votesrv").utf8))
        }
        // A URL is shown without its password.
        let path = server.databaseName
        let listening = Atomic(false)
        do {
            try await server.run { host, port in
                listening.store(true, ordering: .relaxed)
                FileHandle.standardOutput.write(
                    Data(
                        "votesrv listening on \(ListeningAddress.url(host: host, port: port)) (database \(VoteStoreError.shown(path)))\n"
                            .utf8
                    )
                )
            }
        } catch {
            // It never listened (the port was taken after all, say): the database it made for
            // nobody goes with it.
            if isNew, !listening.load(ordering: .relaxed) {
                DatabaseLocation.removeSQLiteFiles(at: location.path)
            }
            throw error
        }
    }

    /// The token from `--admin-token-file`, else `VOTESRV_ADMIN_TOKEN`, else none.
    private func adminToken() throws(CommandFailure) -> AdminToken? {
        let text: String
        if let adminTokenFile {
            text = try Self.readTokenFile(adminTokenFile)
        } else if let value = getenv("VOTESRV_ADMIN_TOKEN") {
            text = String(cString: value)
        } else {
            return nil
        }
        do {
            return try AdminToken(text)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
    }

    /// The text of the token file, or a failure naming the file, why it cannot be read and what
    /// to do (exit 66, as a missing input file is for votectl).
    private static func readTokenFile(_ path: String) throws(CommandFailure) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        var data: Data?
        if descriptor >= 0 {
            defer { close(descriptor) }
            data = try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
            var status = stat()
            if data != nil, fstat(descriptor, &status) == 0,
                let note = tokenFileNote(path, mode: status.st_mode, ownedByUs: status.st_uid == geteuid())
            {
                FileHandle.standardError.write(Data(note.utf8))
            }
        }
        guard let data else {
            throw CommandFailure(
                .noInput,
                "cannot read the administrator token file \(path): \(String(cString: strerror(errno))); write a "
                    + "token of at least \(AdminToken.minimumLength) visible ASCII characters into it "
                    + "(openssl rand -hex 32 > \(ShellWord.quoted(path))), or set VOTESRV_ADMIN_TOKEN instead"
            )
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A note for a token file that other users of the machine may read (`mode` lets group or
    /// others read it), as ssh and libpq warn of key and password files: anyone who reads it can
    /// change the pets and import votes. Only a note: a file mounted from an orchestrator's secret
    /// is often readable so, and refusing it would stop a server that is otherwise sound. A file
    /// votesrv reads through those rights, not as its owner, must change owner before its mode.
    static func tokenFileNote(_ path: String, mode: mode_t, ownedByUs: Bool) -> String? {
        guard mode & 0o044 != 0 else { return nil }
        let permissions = String(mode & 0o777, radix: 8)
        let padded = String(repeating: "0", count: max(0, 4 - permissions.count)) + permissions
        let quoted = ShellWord.quoted(path)
        let fix =
            ownedByUs
            ? "make it yours alone: chmod 600 -- \(quoted)"
            : "give it to the user votesrv runs as (chown), then make it theirs alone: chmod 600 -- \(quoted)"
        return "votesrv: note: the administrator token file \(VoteStoreError.shown(path)) can be read by other users "
            + "(mode \(padded)); \(fix)\n"
    }
}
