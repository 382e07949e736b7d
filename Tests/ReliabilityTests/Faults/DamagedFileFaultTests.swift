import Foundation
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

extension Reliability {
    /// A database file replaced by garbage, and WAL files left behind by a crash.
    @Suite("Damaged files and leftover WAL")
    struct DamagedFileFaultTests {
        let votectl: VotectlBinary
        let scratch: TemporaryDirectory

        init() throws {
            votectl = try VotectlBinary.located()
            scratch = try TemporaryDirectory("damaged")
        }

        enum Garbage: String, CaseIterable, Sendable {
            case randomBytes, text, sqliteHeaderThenNoise, truncatedDatabase

            func bytes(from database: Data) -> Data {
                var random = SeededRandom(seed: 0xBAD)
                let noise = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &random) })
                switch self {
                case .randomBytes: return noise
                case .text: return Data("pet,count\nCat,3\nthis is not a database\n".utf8)
                case .sqliteHeaderThenNoise: return Data("SQLite format 3\0".utf8) + noise
                case .truncatedDatabase: return database.prefix(database.count / 2)
                }
            }

            /// Files that are not SQLite at all must be left byte for byte as they were.
            var isForeign: Bool { self == .randomBytes || self == .text }
        }

        @Test("A database replaced by garbage gives one clear error and is left untouched", arguments: Garbage.allCases)
        func garbageDatabase(_ garbage: Garbage) throws {
            let template = scratch.path("template.db")
            let seeded = try votectl.run(["vote", "Cat", "--count", "50", "--db", template], in: scratch)
            try #require(seeded.succeeded, "\(seeded)")
            let database = scratch.path("garbage.db")
            let damaged = garbage.bytes(from: try Data(contentsOf: URL(fileURLWithPath: template)))
            try damaged.write(to: URL(fileURLWithPath: database))
            let csv = scratch.file("one.csv")
            try Data("pet\nCat\n".utf8).write(to: csv)

            for arguments in [
                ["vote", "Cat", "--db", database], ["board", "--db", database], ["board", "--json", "--db", database],
                ["import", csv.path, "--db", database], ["pets", "list", "--db", database],
            ] {
                let result = try votectl.run(arguments, in: scratch)
                if garbage.isForeign {
                    expectCleanFailure(result)
                } else {
                    expectNoCrash(result)  // a damaged SQLite file may still answer some reads
                }
            }
            if garbage.isForeign {
                #expect(
                    try Data(contentsOf: URL(fileURLWithPath: database)) == damaged,
                    "the foreign file was modified"
                )
                #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
            }
        }

        @Test(
            "Another application's SQLite database is refused by every command and left byte for byte",
            arguments: [0, 1, 7]
        )
        func foreignDatabaseIsLeftAlone(userVersion: Int) throws {
            let database = scratch.path("other-\(userVersion).db")
            do {
                let other = try Connection(path: database)
                try other.execute("CREATE TABLE t (x); INSERT INTO t VALUES (1); PRAGMA user_version = \(userVersion);")
            }
            let original = try Data(contentsOf: URL(fileURLWithPath: database))
            let csv = scratch.file("foreign.csv")
            try Data("pet\nCat\n".utf8).write(to: csv)

            for arguments in [
                ["board", "--json", "--db", database], ["board", "--db", database], ["vote", "Cat", "--db", database],
                ["import", csv.path, "--db", database], ["pets", "list", "--db", database],
                ["pets", "add", "Rex", "--db", database],
            ] {
                let result = try votectl.run(arguments, in: scratch)
                expectCleanFailure(result)
                #expect(result.termination == .exited(1), "\(arguments): \(result)")
                #expect(result.stderr.contains("is not a PetVote database"), "\(arguments): \(result)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == original, "the foreign file was modified")
            #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: database + "-shm"))
        }

        @Test("Committed votes still in a WAL left by a crash are recovered")
        func leftoverWALIsRecovered() throws {
            let live = scratch.path("live.db")
            let seeded = try votectl.run(["vote", "Cat", "--db", live], in: scratch)
            try #require(seeded.succeeded)
            // An idle connection held open here keeps the WAL from being checkpointed away when
            // each votectl exits, so the copy below holds votes that exist only in the WAL.
            let holder = try SQLiteVoteStore(path: live)
            var acknowledged = 1
            for pet in ["Cat", "Dog", "Goldfish", "Dog", "Cat", "Cat"] {
                let vote = try votectl.run(["vote", pet, "--count", "3", "--db", live], in: scratch)
                #expect(vote.succeeded, "\(vote)")
                if vote.succeeded { acknowledged += 3 }
            }
            let walSize = (try? FileManager.default.attributesOfItem(atPath: live + "-wal")[.size] as? Int) ?? 0
            try #require(walSize > 0, "no WAL to recover from")

            // What a power cut leaves: the main file and the WAL, no shared-memory index.
            let crashed = scratch.path("crashed.db")
            try FileManager.default.copyItem(atPath: live, toPath: crashed)
            try FileManager.default.copyItem(atPath: live + "-wal", toPath: crashed + "-wal")
            withExtendedLifetime(holder) {}

            // votectl itself is the first to open the crash image, so its recovery is what counts.
            let next = try votectl.run(["vote", "Dog", "--db", crashed], in: scratch)
            #expect(next.succeeded, "\(next)")
            let probe = try DatabaseProbe(path: crashed)
            #expect(probe.isSound && probe.tallyTotal == acknowledged + 1, "\(probe)")
            #expect(
                probe.tallies["Cat"] == 10 && probe.tallies["Dog"] == 7 && probe.tallies["Goldfish"] == 3,
                "\(probe)"
            )
        }

        @Test("A garbage -wal file beside a sound database is ignored and loses nothing")
        func garbageWALIsIgnored() throws {
            let database = scratch.path("votes.db")
            let seeded = try votectl.run(["vote", "Goldfish", "--count", "12", "--db", database], in: scratch)
            try #require(seeded.succeeded)
            var random = SeededRandom(seed: 0x3A1)
            try Data((0..<40_000).map { _ in UInt8.random(in: 0...255, using: &random) })
                .write(to: URL(fileURLWithPath: database + "-wal"))

            // SQLite reads a -wal whose header does not match the database as no log at all.
            let board = try votectl.run(["board", "--json", "--db", database], in: scratch)
            expectNoCrash(board)
            try #require(board.succeeded, "\(board)")
            #expect(try BoardSnapshot(json: board.stdout).totalVotes == 12)
            let vote = try votectl.run(["vote", "Goldfish", "--db", database], in: scratch)
            expectNoCrash(vote)
            #expect(vote.succeeded, "\(vote)")
            let probe = try DatabaseProbe(path: database)
            #expect(probe.isSound && probe.tallyTotal == 13, "\(probe)")
        }
    }
}
