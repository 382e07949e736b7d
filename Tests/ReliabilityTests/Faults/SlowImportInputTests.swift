import Foundation
import Glibc
import TestSupport
import Testing

extension Reliability {
    /// `votectl import -` reads a pipe to its end before it opens the database. It read the pipe
    /// inside the import's transaction, so a producer that paused for longer than PostgreSQL lets
    /// a session sit idle in a transaction had the session ended, and the import failed as "cannot
    /// reach the database server" (exit 75, where a retry fails again), while the same input
    /// imported on SQLite, which held its write lock for the producer's whole run instead.
    @Suite(
        "votectl import from a slow pipe",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct SlowImportInputTests {
        @Test("a pipe still being written holds no session open, and is imported whole once it ends")
        func aSlowPipeHoldsNoSession() throws {
            let scratch = try TemporaryDirectory("slow-pipe-import")
            let cluster = try PostgresServer.shared.get()
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.url(database: name)
            let votectl = try VotectlBinary.located()
            let made = try votectl.run(["pets", "--db", database], in: scratch)
            try #require(made.status == 0, "\(made)")
            // The sessions of votectl's in this database: none, once the one above has ended.
            let votectlSessions = {
                try cluster.query(
                    """
                    SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()
                    AND backend_type = 'client backend' AND application_name = 'votectl'
                    """,
                    database: name
                )
            }
            let settled = try poll(for: .seconds(30)) { try votectlSessions() == "0" }
            try #require(settled != nil, "the first votectl's session never ended")
            let spoolFolder = scratch.file("spool")
            try FileManager.default.createDirectory(at: spoolFolder, withIntermediateDirectories: true)

            // The test holds the pipe open for writing (and, so that votectl's open of it does not
            // wait for a writer, for reading) until it has seen what happens while it is written;
            // no child process inherits it.
            let pipe = scratch.file("votes.pipe").path
            try #require(mkfifo(pipe, 0o600) == 0)
            let writer = open(pipe, O_RDWR | O_CLOEXEC)
            try #require(writer >= 0)
            var writerOpen = true
            defer { if writerOpen { close(writer) } }
            let child = try votectl.start(
                ["import", "-", "--format", "lines", "--silent", "--db", database],
                in: scratch,
                stdinPath: pipe,
                environment: ["TMPDIR": spoolFolder.path]
            )
            defer { _ = child.killNow() }
            let firstPart = String(repeating: "Cat\n", count: 1_000)
            try #require(firstPart.utf8.count == firstPart.withCString { write(writer, $0, strlen($0)) })

            // votectl copies the pipe into an unlinked file of its temporary folder as it reads.
            let spooled = poll(for: .seconds(30)) {
                Self.spooledBytes(of: child.pid, under: spoolFolder.path) >= firstPart.utf8.count
            }
            try #require(spooled != nil, "votectl never copied the pipe's first part into its temporary folder")
            #expect(try votectlSessions() == "0", "votectl opened the database while the pipe was still being written")

            try #require("Dog\n".withCString { write(writer, $0, strlen($0)) } == 4)
            close(writer)
            writerOpen = false
            let result = child.wait(timeout: .seconds(60))
            #expect(result.status == 0, "\(result)")
            #expect(try cluster.query("SELECT sum(votes) FROM petvote.tally", database: name) == "1001")
            #expect(try FileManager.default.contentsOfDirectory(atPath: spoolFolder.path).isEmpty)
        }

        /// The size of the unlinked file under `folder` that process `pid` holds open, 0 when none.
        private static func spooledBytes(of pid: pid_t, under folder: String) -> Int {
            let descriptors = "/proc/\(pid)/fd"
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? [] {
                let link = "\(descriptors)/\(entry)"
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link),
                    target.hasPrefix(folder + "/"), target.hasSuffix(" (deleted)")
                else { continue }
                var status = stat()
                if stat(link, &status) == 0 { return Int(status.st_size) }
            }
            return 0
        }
    }
}
