import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// A database that cannot be written: one clear line and a documented exit code, nothing lost.
    @Suite(
        "Read-only database and directory",
        // In CI they run, and fail without setpriv(1).
        .enabled(
            if: ContinuousIntegration.isRunning || Privileges.permissionBoundWrapper != nil,
            Privileges.permissionSkipReason
        )
    )
    struct ReadOnlyFaultTests {
        let votectl: VotectlBinary
        let scratch: TemporaryDirectory
        let wrapper: [String]

        init() throws {
            votectl = try VotectlBinary.located()
            scratch = try TemporaryDirectory("read-only")
            wrapper = Privileges.permissionBoundWrapper ?? []
        }

        /// A database with 5 votes for Cat, closed cleanly.
        private func makeDatabase(in directory: String) throws -> String {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let database = directory + "/votes.db"
            let cast = try votectl.run(["vote", "Cat", "--count", "5", "--db", database], in: scratch)
            try #require(cast.succeeded, "\(cast)")
            return database
        }

        @Test("A new database in a read-only directory is refused cleanly")
        func newDatabaseInReadOnlyDirectory() throws {
            let directory = scratch.path("locked")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
            chmod(directory, 0o555)
            defer { chmod(directory, 0o755) }
            let database = directory + "/votes.db"
            // Self-check: the wrapper really makes the mode bind.
            let probe = try ChildProcess(
                executable: "/bin/sh",
                arguments: ["-c", "exec \"$@\"", "sh"] + wrapper + ["/usr/bin/touch", directory + "/probe"],
                outputDirectory: scratch.logs
            )
            .wait()
            try #require(!probe.succeeded, "the permission wrapper does not stop writes: \(probe)")

            for arguments in [["vote", "Cat", "--db", database], ["board", "--db", database]] {
                let result = try votectl.run(arguments, in: scratch, wrapper: wrapper)
                expectCleanFailure(result)
                // The folder is named, with the documented status for "cannot write".
                #expect(result.termination == .exited(73), "\(result)")
                #expect(result.stderr.contains("its folder \(directory) is read-only"), "\(result)")
            }
            #expect(!FileManager.default.fileExists(atPath: database))
        }

        @Test("A database file this user may not read is refused naming the permission problem")
        func unreadableDatabaseFile() throws {
            let database = try makeDatabase(in: scratch.path("secret"))
            chmod(database, 0o000)
            defer { chmod(database, 0o644) }
            let result = try votectl.run(["board", "--db", database], in: scratch, wrapper: wrapper)
            expectCleanFailure(result)
            #expect(result.termination == .exited(73), "\(result)")
            #expect(result.stderr.contains("Permission denied"), "\(result)")
        }

        @Test("An existing database whose directory became read-only keeps its votes")
        func existingDatabaseInReadOnlyDirectory() throws {
            let directory = scratch.path("frozen")
            let database = try makeDatabase(in: directory)
            chmod(directory, 0o555)
            let vote = try votectl.run(["vote", "Cat", "--db", database], in: scratch, wrapper: wrapper)
            let board = try votectl.run(["board", "--json", "--db", database], in: scratch, wrapper: wrapper)
            chmod(directory, 0o755)
            // The database and its kept -wal and -shm files are still writable, so the vote may
            // succeed; if it fails it must fail cleanly, and either way nothing is lost or invented.
            expectNoCrash(vote)
            if !vote.succeeded { expectCleanFailure(vote) }
            let expected = 5 + (vote.succeeded ? 1 : 0)
            expectNoCrash(board)
            if board.succeeded {
                #expect((try? BoardSnapshot(json: board.stdout))?.totalVotes == expected, "\(board)")
            }
            let probe = try DatabaseProbe(path: database)
            #expect(probe.isSound && probe.tallyTotal == expected, "\(probe)")
        }

        @Test("A read-only database file refuses votes and imports cleanly and keeps its votes")
        func readOnlyDatabaseFile() throws {
            let database = try makeDatabase(in: scratch.path("file"))
            let csv = scratch.file("three.csv")
            try Data("pet\nCat\nDog\nCat\n".utf8).write(to: csv)
            chmod(database, 0o444)
            let vote = try votectl.run(["vote", "Cat", "--db", database], in: scratch, wrapper: wrapper)
            let imported = try votectl.run(["import", csv.path, "--db", database], in: scratch, wrapper: wrapper)
            let dryRun = try votectl.run(
                ["import", csv.path, "--dry-run", "--db", database],
                in: scratch,
                wrapper: wrapper
            )
            let board = try votectl.run(["board", "--json", "--db", database], in: scratch, wrapper: wrapper)
            chmod(database, 0o644)
            expectCleanFailure(vote)
            expectCleanFailure(imported)
            expectCleanFailure(dryRun)
            #expect(dryRun.stderr.contains("cannot dry-run the import"), "\(dryRun)")
            // The directory is writable, so SQLite can read a read-only file: the board shows every vote.
            #expect(board.succeeded, "\(board)")
            #expect((try? BoardSnapshot(json: board.stdout))?.totalVotes == 5, "\(board)")
            let probe = try DatabaseProbe(path: database)
            #expect(probe.isSound && probe.tallyTotal == 5, "\(probe)")
        }

        @Test("votesrv on a read-only database file is not ready before any vote comes, and says why")
        func serverOnReadOnlyFile() throws {
            let database = try makeDatabase(in: scratch.path("served"))
            chmod(database, 0o444)
            defer { chmod(database, 0o644) }
            let host = try VotesrvProcess(database: database, in: scratch, wrapper: wrapper)
            defer {
                host.child.send(SIGTERM)
                _ = host.child.wait(timeout: .seconds(15))
            }
            // No vote is sent: the writer's first write, before any ballot, finds out.
            let unready = poll(for: .seconds(5)) { (try? host.get("/readyz"))?.status == 503 }
            #expect(unready != nil, "votesrv said it was ready on a database it cannot write")
            let readiness = try host.get("/readyz")
            #expect(readiness.body.contains("read-only"), "\(readiness.body)")
            // Its log says so once, not once for each of the idle writer's checks.
            #expect(poll(for: .seconds(3)) { (try? host.get("/readyz"))?.status == 200 } == nil)
            host.child.send(SIGTERM)
            let stopped = host.child.wait(timeout: .seconds(15))
            let said = stopped.stderr.components(separatedBy: "Votes cannot be written").count
            #expect(said == 2, "\(stopped.stderr)")
            let probe = try DatabaseProbe(path: database)
            #expect(probe.isSound && probe.tallyTotal == 5, "\(probe)")
        }
    }
}
