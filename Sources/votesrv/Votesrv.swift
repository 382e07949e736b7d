import ArgumentParser
import Foundation
import VoteServer
import VoteStore

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

    func validate() throws {
        guard (1...100_000).contains(commitBatchLimit) else {
            throw ValidationError("--commit-batch-limit must be 1 to 100000")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be in 0...65535") }
        guard (1...65_536).contains(importLimit) else { throw ValidationError("--import-limit must be 1 to 65536 MiB") }
    }

    func run() async throws {
        let location: DatabaseLocation
        do {
            location = try DatabaseLocation.resolve(explicit: db) { name in getenv(name).map { String(cString: $0) } }
            try location.createFoldersIfNeeded()
        } catch {
            throw ValidationError(error.description)
        }
        let server: VoteServer
        do {
            server = try VoteServer(
                configuration: ServerConfiguration(
                    databasePath: location.path,
                    host: host,
                    port: port,
                    adminToken: try adminToken(),
                    importBodyLimit: importLimit << 20,
                    commitBatchLimit: commitBatchLimit
                )
            )
        } catch let error as VoteStoreError {
            Self.fail(error.description)
        }
        // A URL is shown without its password.
        let path = server.databaseName
        try await server.run { host, port in
            FileHandle.standardOutput.write(
                Data("votesrv listening on http://\(host):\(port) (database \(path))\n".utf8)
            )
        }
    }

    /// The token from `--admin-token-file`, else `VOTESRV_ADMIN_TOKEN`, else none.
    private func adminToken() throws -> AdminToken? {
        let text: String
        if let adminTokenFile {
            do {
                text = try String(contentsOfFile: adminTokenFile, encoding: .utf8)
            } catch {
                throw ValidationError(
                    "cannot read the administrator token file \(adminTokenFile): \(error.localizedDescription)"
                )
            }
        } else if let value = getenv("VOTESRV_ADMIN_TOKEN") {
            text = String(cString: value)
        } else {
            return nil
        }
        do {
            return try AdminToken(text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("votesrv: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
