import Foundation
import TestSupport
import Testing
import VoteCore
import VoteStore

/// A temporary home with a database, and shortcuts for running votectl against it.
struct CLIHarness {
    /// On tmpfs when there is one, so that each command's fsync is cheap.
    let folder: TemporaryDirectory
    let database: String

    init() throws {
        folder = try TemporaryDirectory("votectl-tests", location: .memory)
        database = folder.path("votes.db")
        // Made here, as a first command would make it: a command's own output then holds no note
        // that it created the database.
        _ = try SQLiteVoteStore(path: database)
    }

    /// Runs `votectl arguments… --db <database>` (`--db` goes after the subcommand path).
    func run(
        _ arguments: [String],
        input: String? = nil,
        environment: [String: String] = [:],
        output: ChildOutput = .captured
    ) throws -> ProcessResult {
        try VotectlProcess.run(
            arguments + ["--db", database],
            input: input.map { Data($0.utf8) },
            home: folder.url,
            environment: environment,
            output: output
        )
    }

    /// Runs votectl without adding `--db`.
    func runBare(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:]) throws -> ProcessResult
    {
        try VotectlProcess.run(arguments, input: input, home: folder.url, environment: environment)
    }

    /// The votes per pet, read with SQLiteVoteStore itself.
    func votes() throws -> [String: Int] {
        let store = try SQLiteVoteStore(path: database)
        return Dictionary(uniqueKeysWithValues: try store.standings().entries.map { ($0.pet.name, $0.votes) })
    }

    /// The database file's bytes.
    /// A copy, in the folder, of `VoteStoreTests/Fixtures/made-by-schema-3.db`: a database the
    /// release before the hourly tally wrote, which opening upgrades.
    func databaseMadeBySchema3() throws -> String {
        let path = folder.path("made-by-schema-3.db")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("VoteStoreTests/Fixtures/made-by-schema-3.db")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        return path
    }

    func databaseBytes() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: database))
    }
}

/// Expects `result` to be a failure with `status` and exactly one line on standard error.
func expectFailure(
    _ result: ProcessResult,
    status: Int32,
    mentioning fragment: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status == status, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("Error: "), sourceLocation: sourceLocation)
    if let fragment {
        #expect(
            result.stderr.contains(fragment),
            "stderr: \(result.stderr)",
            sourceLocation: sourceLocation
        )
    }
}
