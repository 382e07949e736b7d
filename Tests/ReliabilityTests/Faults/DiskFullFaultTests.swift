import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// A disk that fills up mid-write: a clear error, and the database keeps exactly its committed votes.
    @Suite("Disk full")
    struct DiskFullFaultTests {
        let votectl: VotectlBinary
        let scratch: TemporaryDirectory
        /// A template database with 10 committed votes, closed cleanly.
        let template: String
        /// An import far too big for the space left.
        let bigImport: ImportFile

        init() throws {
            votectl = try VotectlBinary.located()
            scratch = try TemporaryDirectory("disk-full")
            template = scratch.path("template.db")
            let cast = try votectl.run(["vote", "Dog", "--count", "10", "--db", template], in: scratch)
            try #require(cast.succeeded, "\(cast)")
            var random = SeededRandom(seed: 5)
            bigImport = try ImportFile(
                at: scratch.file("big.csv"),
                rows: 20_000,
                pets: ["Cat", "Goldfish", "Dog"],
                idPrefix: "big-",
                using: &random
            )
        }

        private static func tool(_ name: String) -> String {
            ["/usr/bin/", "/bin/", "/usr/sbin/", "/sbin/"].map { $0 + name }
                .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/bin/" + name
        }

        /// Fills the space with one big import, then with ever smaller imports and single votes,
        /// each repeated until refused; checks that every refusal was clean and that the database
        /// holds exactly the acknowledged votes after each step.
        private func fillUp(_ database: String, wrapper: [String], label: String) throws {
            let imported = try votectl.run(
                ["import", bigImport.url.path, "--db", database],
                in: scratch,
                wrapper: wrapper
            )
            expectCleanFailure(imported)
            var expected = 10
            let afterImport = try DatabaseProbe(path: database)
            #expect(
                afterImport.isSound && afterImport.tallyTotal == expected,
                "\(label): a failed import changed the votes: \(afterImport)"
            )

            var random = SeededRandom(seed: 0xF111)
            var acknowledged = 0
            var refused = 1
            for rows in [2_000, 500, 120, 30, 1] {
                for attempt in 0..<25 {
                    let file = try ImportFile(
                        at: scratch.file("fill-\(rows)-\(attempt).csv"),
                        rows: rows,
                        pets: ["Cat", "Dog"],
                        idPrefix: "fill-\(rows)-\(attempt)-",
                        using: &random
                    )
                    let step = try votectl.run(
                        ["import", file.url.path, "--db", database],
                        in: scratch,
                        wrapper: wrapper
                    )
                    if step.succeeded {
                        acknowledged += 1
                        expected += file.votes
                    } else {
                        expectCleanFailure(step)
                        refused += 1
                        break
                    }
                }
                let probe = try DatabaseProbe(path: database)
                #expect(
                    probe.isSound && probe.tallyTotal == expected,
                    "\(label): after \(rows)-row imports: \(probe), expected \(expected)"
                )
            }
            for _ in 0..<10 {
                let vote = try votectl.run(["vote", "Cat", "--db", database], in: scratch, wrapper: wrapper)
                guard vote.succeeded else {
                    expectCleanFailure(vote)
                    refused += 1
                    break
                }
                acknowledged += 1
                expected += 1
            }
            let final = try DatabaseProbe(path: database)
            #expect(final.isSound && final.tallyTotal == expected, "\(label): \(final), expected \(expected)")
            ReliabilityConfiguration.report(
                label,
                "first import refused (\(imported.termination)); then \(acknowledged) writes acknowledged, \(refused) refused in all; "
                    + "\(final.tallyTotal) votes stored = acknowledged; lost: 0"
            )
        }

        /// Where no tmpfs can be mounted, the `ulimit -f` test covers votectl's failure path; in CI
        /// (run as root, as the namespace tests need) they run, and fail if the mount does.
        private static let needsTmpfs: ConditionTrait = .enabled(
            if: ContinuousIntegration.isRunning || Privileges.canMountTmpfs,
            "mounting a tmpfs needs root with CAP_SYS_ADMIN"
        )

        @Test("A full tmpfs: the import fails cleanly and nothing committed is lost", needsTmpfs)
        func fullFileSystem() throws {
            try onTmpfs(named: "tmpfs") { mountPoint in
                let database = mountPoint + "/votes.db"
                try copyDatabase(template, to: database)
                try fillUp(database, wrapper: [], label: "disk-full-tmpfs")
            }
        }

        @Test(
            "A full tmpfs under votesrv: votes are refused and the host stays unready until space is free again",
            needsTmpfs
        )
        func fullFileSystemUnderServer() throws {
            try onTmpfs(named: "server-tmpfs") { mountPoint in
                let database = mountPoint + "/votes.db"
                try copyDatabase(template, to: database)
                let host = try VotesrvProcess(database: database, in: scratch)
                // Space taken by another file until the file system is full.
                let filler = mountPoint + "/filler"
                try fill(filler)
                var acknowledged = 10
                var refusal: Int?
                for index in 0..<3_000 where refusal == nil {
                    let status = try host.vote(for: "Cat", ballot: "full-\(index)").get().status
                    if status == 201 { acknowledged += 1 } else { refusal = status }
                }
                #expect(refusal == 503, "votes were never refused with the file system full")
                let unready = poll(for: .seconds(5)) { (try? host.get("/readyz"))?.status == 503 }
                #expect(unready != nil, "the host stayed ready with the file system full")
                // With no votes coming, the idle writer's empty writes (one a second) keep failing.
                let readyWhileFull = poll(for: .seconds(3)) { (try? host.get("/readyz"))?.status == 200 }
                #expect(readyWhileFull == nil, "the host said it was ready while nothing could be written")
                // Started again on the file system full again (its close freed the write-ahead log's
                // space), it is not ready before any vote tries.
                host.child.send(SIGTERM)
                _ = host.child.wait(timeout: .seconds(15))
                try fill(mountPoint + "/filler-2")
                let restarted = try VotesrvProcess(database: database, in: scratch)
                defer {
                    restarted.child.send(SIGTERM)
                    _ = restarted.child.wait(timeout: .seconds(15))
                }
                let unreadyAtStart = poll(for: .seconds(5)) { (try? restarted.get("/readyz"))?.status == 503 }
                #expect(unreadyAtStart != nil, "a host started on a full file system said it was ready")

                try FileManager.default.removeItem(atPath: filler)
                try FileManager.default.removeItem(atPath: mountPoint + "/filler-2")
                let ready = poll(for: .seconds(10)) { (try? restarted.get("/readyz"))?.status == 200 }
                #expect(ready != nil, "the host never became ready again once space was free")
                #expect(try restarted.vote(for: "Cat", ballot: "after").get().status == 201)
                acknowledged += 1
                restarted.child.send(SIGTERM)
                _ = restarted.child.wait(timeout: .seconds(15))
                let stored = try DatabaseProbe(path: database)
                #expect(stored.isSound && stored.tallyTotal == acknowledged, "\(stored), acknowledged \(acknowledged)")
            }
        }

        /// Writes zeros to a new file at `path` until the file system refuses more.
        private func fill(_ path: String) throws {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            try #require(descriptor >= 0, "cannot create \(path)")
            defer { close(descriptor) }
            let block = [UInt8](repeating: 0, count: 4_096)
            while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        }

        /// Runs `body` with the path of a 256 KiB tmpfs mounted in the scratch folder, unmounted after.
        private func onTmpfs(named name: String, _ body: (String) throws -> Void) throws {
            let mountPoint = scratch.path(name)
            try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
            let mount = try ChildProcess(
                executable: Self.tool("mount"),
                arguments: ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint],
                outputDirectory: scratch.logs
            )
            .wait()
            try #require(mount.succeeded, "cannot mount a 256 KiB tmpfs: \(mount)")
            defer {
                _ = try? ChildProcess(
                    executable: Self.tool("umount"),
                    arguments: ["-l", mountPoint],
                    outputDirectory: scratch.logs
                )
                .wait()
            }
            try body(mountPoint)
        }

        @Test("A file size limit (ulimit -f): the import fails cleanly and nothing committed is lost")
        func fileSizeLimit() throws {
            let database = scratch.path("limited.db")
            try copyDatabase(template, to: database)
            // 400 blocks of 512 bytes = 200 KiB per file. SIGXFSZ is ignored, as a daemon or a
            // careful shell would, so the limit surfaces as a failed write (EFBIG) rather than a kill.
            let wrapper = ["/bin/sh", "-c", "ulimit -f 400 && trap '' XFSZ && exec \"$@\"", "sh"]
            try fillUp(database, wrapper: wrapper, label: "disk-full-ulimit")
        }
    }
}
