import Foundation
import Glibc
import TestSupport
import Testing

extension Reliability {
    /// `votectl migrate` into a new SQLite file removes the file when the copy is interrupted, as it
    /// does when the copy fails: Ctrl-C left the new database, with its write-ahead log, at the path
    /// the user would try again.
    @Suite(
        "votectl migrate interrupted",
        .enabled(if: PostgresServer.isAvailable, "\(PostgresServer.missingMessage)")
    )
    struct InterruptedMigrateTests {
        @Test(
            "a copy into a new SQLite file stopped by SIGINT or SIGTERM leaves no file",
            arguments: [SIGINT, SIGTERM]
        )
        func anInterruptedCopyLeavesNoTarget(signal number: Int32) throws {
            let copy = try GatedCopy()
            defer { copy.end() }
            let (child, target) = (copy.child, copy.target)

            child.send(number)
            let result = child.wait(timeout: .seconds(30))
            #expect(result.termination == .signaled(number), "\(result)")
            #expect(result.stderr.contains("removed the new database at"), "\(result.stderr)")
            for suffix in ["", "-wal", "-shm"] {
                #expect(!FileManager.default.fileExists(atPath: target + suffix), "\(target + suffix) was left")
            }
        }

        /// A copy started with SIGINT ignored (`nohup`, a script's background job) keeps ignoring it.
        @Test("a copy started ignoring SIGINT ignores it, and finishes")
        func anIgnoredInterruptStaysIgnored() throws {
            let copy = try GatedCopy(ignoringInterrupts: true)
            defer { copy.end() }
            let (child, target) = (copy.child, copy.target)

            child.send(SIGINT)
            try copy.gate.open()
            let result = child.wait(timeout: .seconds(60))
            #expect(result.status == 0, "\(result)")
            #expect(FileManager.default.fileExists(atPath: target))
        }
    }

    /// A `votectl migrate` from a PostgreSQL database into a new SQLite file, started (with SIGINT
    /// ignored when `ignoringInterrupts`) and held at a gate in its read of the source's standings,
    /// the new file made.
    private struct GatedCopy {
        let scratch: TemporaryDirectory
        let gate: PostgresGate
        let target: String
        let child: ChildProcess

        init(ignoringInterrupts: Bool = false) throws {
            let scratch = try TemporaryDirectory("interrupted-migrate")
            let cluster = try PostgresServer.shared.get()
            let name = try cluster.makeDatabaseNamed()
            let database = cluster.url(database: name)
            let votectl = try VotectlBinary.located()
            let voted = try votectl.run(["vote", "Cat", "--db", database], in: scratch)
            try #require(voted.status == 0, "\(voted)")
            // The copy reads the source's standings first: they wait at a gate, the new file made.
            let gate = try PostgresGate(in: name, of: cluster)
            try cluster.psql(
                """
                CREATE OR REPLACE VIEW petvote.tally AS
                SELECT pet_id, CAST(sum(votes) AS bigint) AS votes FROM petvote.tally_slot
                WHERE petvote.gate_wait() GROUP BY pet_id
                """,
                database: name
            )
            let target = scratch.file("copy.db").path
            let child = try votectl.start(
                ["migrate", "--db", database, "--to", target],
                in: scratch,
                wrapper: ignoringInterrupts ? ["/bin/sh", "-c", #"trap '' INT; exec "$0" "$@""#] : []
            )
            let copying = try poll(for: .seconds(30)) {
                try gate.isWaiting() && FileManager.default.fileExists(atPath: target)
            }
            if copying == nil {
                try? gate.open()
                _ = child.killNow()
            }
            try #require(copying != nil, "the copy never reached the gate with its new file made")
            (self.scratch, self.gate, self.target, self.child) = (scratch, gate, target, child)
        }

        /// Lets the source's session go and stops votectl if it still runs.
        func end() {
            try? gate.open()
            _ = child.killNow()
        }
    }
}
