import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// The database file taken from under a running votesrv: its directory removed, or the file
    /// moved aside and a backup restored in its place. No vote is acknowledged into a file that is
    /// no longer the database; a restored file is opened again; no client sees a path.
    @Suite("votesrv when its database file is removed or replaced")
    struct DatabaseMovedFaultTests {
        let scratch: TemporaryDirectory
        let votectl: VotectlBinary

        init() throws {
            scratch = try TemporaryDirectory("votesrv-moved")
            votectl = try VotectlBinary.located()
        }

        /// A closed database with `votes` votes for Cat at `path`, its folder made as needed.
        private func makeDatabase(_ path: String, votes: Int) throws {
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let cast = try votectl.run(["vote", "Cat", "--count", "\(votes)", "--db", path], in: scratch)
            try #require(cast.succeeded, "\(cast)")
        }

        /// The statuses of `count` votes with ballots `prefix-1…`, and the ballots acknowledged.
        private func castVotes(_ server: VotesrvProcess, prefix: String, count: Int) -> (
            statuses: [Int], acknowledged: Set<String>, bodies: [String]
        ) {
            var statuses: [Int] = []
            var acknowledged: Set<String> = []
            var bodies: [String] = []
            for number in 1...count {
                let ballot = "\(prefix)-\(number)"
                guard case .success(let exchange) = server.vote(for: "Cat", ballot: ballot) else {
                    statuses.append(0)
                    continue
                }
                statuses.append(exchange.status)
                bodies.append(exchange.body)
                if exchange.status == 201 { acknowledged.insert(ballot) }
            }
            return (statuses, acknowledged, bodies)
        }

        /// Casts votes, five at a time with ballots `after1-1…`, until 10 are acknowledged (for at
        /// most 20 s); returns the ballots acknowledged and every status seen.
        private func castUntilTaken(_ server: VotesrvProcess) -> (acknowledged: Set<String>, statuses: Set<Int>) {
            var acknowledged: Set<String> = []
            var statuses: Set<Int> = []
            var round = 0
            poll(for: .seconds(20)) {
                round += 1
                let cast = castVotes(server, prefix: "after\(round)", count: 5)
                acknowledged.formUnion(cast.acknowledged)
                statuses.formUnion(cast.statuses)
                return acknowledged.count >= 10
            }
            return (acknowledged, statuses)
        }

        @Test("Its directory removed: every vote is refused with 503, readiness fails, and no answer names a path")
        func directoryRemoved() throws {
            let folder = scratch.path("data")
            let path = folder + "/votes.db"
            try makeDatabase(path, votes: 2)
            let server = try VotesrvProcess(database: path, in: scratch)
            #expect(castVotes(server, prefix: "before", count: 5).acknowledged.count == 5)

            try FileManager.default.removeItem(atPath: folder)
            // At once, before the idle writer has looked: each commit checks the file first.
            let after = castVotes(server, prefix: "after", count: 20)
            #expect(after.acknowledged.isEmpty, "acknowledged into a removed file: \(after.statuses)")
            #expect(Set(after.statuses) == [503], "\(after.statuses)")
            let readiness = try server.get("/readyz")
            #expect(readiness.status == 503, "\(readiness)")
            for text in after.bodies + [readiness.body, try server.get("/healthz").body] {
                #expect(!text.contains(scratch.url.path), "a client was shown a path: \(text)")
            }
            #expect(after.bodies.allSatisfy { $0.contains("databaseMoved") }, "\(after.bodies.first ?? "")")

            // The folder and a database back (a restore): the server opens it and takes votes again.
            try makeDatabase(path, votes: 7)
            let back = poll(for: .seconds(20)) { (try? server.get("/readyz"))?.status == 200 }
            #expect(back != nil, "readiness never came back")
            let restored = castVotes(server, prefix: "restored", count: 5)
            #expect(restored.acknowledged.count == 5, "\(restored.statuses)")
            _ = server.child.killNow()
            let probe = try DatabaseProbe(path: path)
            #expect(probe.isSound)
            #expect(probe.externalIDs == restored.acknowledged, "\(probe.externalIDs)")
            #expect(probe.tallies["Cat"] == 7 + 5)
        }

        @Test("Moved aside and a backup restored: no vote goes to the moved file, later ones go to the restored one")
        func fileReplacedByBackup() throws {
            let path = scratch.path("votes.db")
            let backup = scratch.path("backup.db")
            let movedAside = scratch.path("moved.db")
            try makeDatabase(path, votes: 5)
            try copyDatabase(path, to: backup)
            let server = try VotesrvProcess(database: path, in: scratch)
            let before = castVotes(server, prefix: "before", count: 3)
            #expect(before.acknowledged.count == 3)

            // Every file of the database moves aside (the server keeps them open), then the backup
            // takes its place, its main file renamed in last, as a careful restore does.
            let staged = scratch.path("staged.db")
            try copyDatabase(backup, to: staged)
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: movedAside + suffix)
            }
            for suffix in ["-wal", "-shm", ""] where FileManager.default.fileExists(atPath: staged + suffix) {
                try FileManager.default.moveItem(atPath: staged + suffix, toPath: path + suffix)
            }
            let (acknowledged, statuses) = castUntilTaken(server)
            #expect(acknowledged.count >= 10, "the restored database never took votes: \(statuses)")
            #expect(statuses.isSubset(of: [201, 503]), "\(statuses)")
            server.child.send(SIGTERM)
            #expect(server.child.wait(timeout: .seconds(30)).termination == .exited(0))

            let restored = try DatabaseProbe(path: path)
            #expect(restored.isSound)
            #expect(restored.externalIDs == acknowledged, "acknowledged but not in the restored file")
            #expect(restored.tallies["Cat"] == 5 + acknowledged.count)
            let moved = try DatabaseProbe(path: movedAside)
            #expect(moved.isSound)
            #expect(moved.externalIDs == before.acknowledged, "votes went into the moved-aside file")
        }

        /// What happens to the `-wal` file alone, or to its index, the `-shm`.
        enum LogFate: String, CaseIterable, Sendable {
            case removed
            case movedAside = "moved aside"
            case indexRemoved = "index removed"
        }

        @Test(
            "Its -wal or -shm file taken away: the votes acknowledged before and after survive a kill -9",
            arguments: LogFate.allCases
        )
        func writeAheadLogTaken(_ fate: LogFate) throws {
            let path = scratch.path("votes.db")
            try makeDatabase(path, votes: 2)
            let server = try VotesrvProcess(database: path, in: scratch)
            // Far fewer pages than SQLite's automatic checkpoint: these are only in the -wal.
            let before = castVotes(server, prefix: "before", count: 20)
            #expect(before.acknowledged.count == 20, "\(before.statuses)")

            switch fate {
            case .removed: try FileManager.default.removeItem(atPath: path + "-wal")
            case .movedAside:
                try FileManager.default.moveItem(atPath: path + "-wal", toPath: scratch.path("aside.db-wal"))
            case .indexRemoved: try FileManager.default.removeItem(atPath: path + "-shm")
            }
            let (after, statuses) = castUntilTaken(server)
            #expect(after.count >= 10, "no vote was taken after the -wal went: \(statuses)")
            #expect(statuses.isSubset(of: [201, 503]), "\(statuses)")
            _ = server.child.killNow()

            let probe = try DatabaseProbe(path: path)
            #expect(probe.isSound)
            #expect(probe.externalIDs == before.acknowledged.union(after), "acknowledged votes lost with the -wal")
            #expect(probe.tallies["Cat"] == 2 + before.acknowledged.count + after.count)
        }
    }
}
