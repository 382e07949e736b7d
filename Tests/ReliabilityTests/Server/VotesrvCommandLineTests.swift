import Foundation
import TestSupport
import Testing

extension Reliability {
    /// votesrv's command line, as a user meets it: what it says when it cannot start, and what it
    /// leaves behind.
    @Suite("votesrv's command line")
    struct VotesrvCommandLineTests {
        let scratch: TemporaryDirectory
        let binary: String

        init() throws {
            scratch = try TemporaryDirectory("votesrv-cli", location: .memory)
            binary =
                URL(fileURLWithPath: try VotectlBinary.located().path)
                .deletingLastPathComponent().appendingPathComponent("votesrv").path
        }

        /// Runs votesrv to its end (each case here fails before it would listen).
        func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
            var variables: [String: String] = ["PATH": "/usr/bin:/bin", "HOME": scratch.url.path, "LANG": "C.UTF-8"]
            variables.merge(environment) { $1 }
            return try ChildProcess(
                executable: binary,
                arguments: arguments,
                environment: variables,
                inheritingEnvironment: false,
                outputDirectory: scratch.url
            )
            .wait(timeout: .seconds(60))
        }

        @Test("a port in use is said in words, and the new database it would have served is not left behind")
        func aPortInUseLeavesNoDatabase() throws {
            let first = try VotesrvProcess(database: scratch.path("first.db"), in: scratch)
            let database = scratch.path("x.db")
            let result = try run(["--db", database, "--port", "\(first.port)"])
            #expect(result.status == 1, "\(result)")
            let inUse = "port \(first.port) on 127.0.0.1 is already in use; choose another with --port"
            #expect(result.stderr == "Error: \(inUse)\n")
            for path in [database, database + "-wal", database + "-shm"] {
                #expect(!FileManager.default.fileExists(atPath: path), "\(path) was left behind")
            }
        }

        @Test("an address that is not this machine's is said in words, exit 1, and no database is left behind")
        func anAddressNotOfThisMachineLeavesNoDatabase() throws {
            let database = scratch.path("x.db")
            // 192.0.2.1 is a documentation address (RFC 5737): no machine here has it.
            let result = try run(["--db", database, "--host", "192.0.2.1", "--port", "18440"])
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stderr
                    == "Error: cannot listen on 192.0.2.1: it is not an address of this machine; give one of its "
                    + "addresses with --host (0.0.0.0 for every one)\n"
            )
            for path in [database, database + "-wal", database + "-shm"] {
                #expect(!FileManager.default.fileExists(atPath: path), "\(path) was left behind")
            }
        }

        /// An IPv6 address goes in brackets, so that the URL printed can be opened as it is.
        @Test func anIPv6AddressIsPrintedInBrackets() throws {
            let server = try VotesrvProcess(database: scratch.path("six.db"), in: scratch, host: "::1")
            #expect(server.child.outputSoFar.hasPrefix("votesrv listening on http://[::1]:\(server.port) "))
        }

        @Test("a usage error is one line pointing at the help, as votectl's, not the usage block")
        func aUsageErrorIsOneLine() throws {
            let result = try run(["--port", "70000", "--db", scratch.path("x.db")])
            #expect(result.status == 64)
            #expect(result.stderr == "Error: --port must be from 0 to 65535, not 70000 (see votesrv --help)\n")
            // The pause between commits is given in microseconds, at most a tenth of a second.
            let pause = try run(["--commit-delay", "100001", "--db", scratch.path("x.db")])
            #expect(pause.status == 64)
            #expect(pause.stderr == "Error: --commit-delay must be from 0 to 100000, not 100001 (see votesrv --help)\n")
            // A database in memory would be a different one for each connection, and gone at exit.
            let memory = try run(["--db", ":memory:"])
            #expect(memory.status == 64)
            #expect(memory.stderr.hasPrefix("Error: :memory: cannot be served"), "\(memory.stderr)")
            let unknown = try run(["--colour"])
            #expect(unknown.status == 64)
            #expect(unknown.stderr == "Error: Unknown option '--colour' (see votesrv --help)\n")
        }

        @Test("--help prints the options, this one's among them, and exits 0 without opening a database")
        func helpPrintsTheOptions() throws {
            let result = try run(["--help"])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("USAGE: votesrv"), "\(result)")
            #expect(result.stdout.contains("--database-connections <n>"))
            #expect(!FileManager.default.fileExists(atPath: scratch.path(".local")), "a database was created")
        }

        @Test("a missing token file is named, with what to do, and nothing is created")
        func aMissingTokenFileIsNamed() throws {
            let token = scratch.path("no-such/token")
            let database = scratch.path("x.db")
            let result = try run(["--admin-token-file", token, "--db", database, "--port", "0"])
            #expect(result.status == 66)
            #expect(
                result.stderr
                    == "Error: cannot read the administrator token file \(token): No such file or directory; write a token of at least 16 visible ASCII characters into it (openssl rand -hex 32 > \(token)), or set VOTESRV_ADMIN_TOKEN instead\n"
            )
            #expect(!FileManager.default.fileExists(atPath: database))
        }

        @Test("a token file that other users may read is noted, with what fixes it; one that they may not read, is not")
        func aTokenFileOthersMayReadIsNoted() throws {
            let cases: [(mode: mode_t, owner: uid_t?, note: String?)] = [
                (0o644, nil, "(mode 0644); make it yours alone: chmod 600 -- "),
                (0o640, nil, "(mode 0640); make it yours alone: chmod 600 -- "),
                (0o044, nil, "(mode 0044); make it yours alone: chmod 600 -- "),
                (
                    0o644, 65534,
                    "(mode 0644); give it to the user votesrv runs as (chown), then make it theirs alone: chmod 600 -- "
                ),
                (0o620, nil, nil), (0o600, nil, nil), (0o400, nil, nil),
            ]
            for (index, item) in cases.enumerated() {
                let token = scratch.path("token-\(index)")
                try "0123456789abcdef0123".write(toFile: token, atomically: false, encoding: .utf8)
                #expect(chmod(token, item.mode) == 0)
                // Another owner: votesrv (root here, as CI runs) still reads it.
                if let owner = item.owner { try #require(chown(token, owner, gid_t(owner)) == 0, "needs root") }
                let server = try VotesrvProcess(
                    database: scratch.path("token-\(index).db"),
                    in: scratch,
                    arguments: ["--admin-token-file", token]
                )
                let result = server.child.killNow()
                let prefix = "votesrv: note: the administrator token file \(token) can be read by other users "
                if let note = item.note {
                    #expect(result.stderr.contains(prefix + note + token + "\n"), "\(result)")
                } else {
                    #expect(!result.stderr.contains("can be read by other users"), "\(result)")
                }
            }
        }

        @Test("a database created at a named path is said on stderr, as votectl says it")
        func aNewNamedDatabaseIsSaid() throws {
            let database = scratch.path("new.db")
            let server = try VotesrvProcess(database: database, in: scratch)
            let result = server.child.killNow()
            #expect(result.stderr.contains("votesrv: created a new database at \(database)\n"), "\(result)")
        }
    }
}
