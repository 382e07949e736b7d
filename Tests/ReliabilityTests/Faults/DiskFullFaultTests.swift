import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// A disk that fills up mid-write: a clear error, and the database keeps exactly its committed votes.
    @Suite("Disk full")
    struct DiskFullFaultTests {
        let votectl: VotectlBinary
        let scratch: ScratchDirectory
        /// A template database with 10 committed votes, closed cleanly.
        let template: String
        /// An import far too big for the space left.
        let bigImport: ImportFile

        init() throws {
            votectl = try VotectlBinary.located()
            scratch = try ScratchDirectory("disk-full")
            template = scratch.path("template.db")
            let cast = try votectl.run(["vote", "Dog", "--count", "10", "--db", template], in: scratch)
            try #require(cast.succeeded, "\(cast)")
            var random = SeededRandom(seed: 5)
            bigImport = try ImportFile(
                at: scratch.file("big.csv"), rows: 40_000, pets: ["Cat", "Goldfish", "Dog"], using: &random)
        }

        private static func tool(_ name: String) -> String {
            ["/usr/bin/", "/bin/", "/usr/sbin/", "/sbin/"].map { $0 + name }
                .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/bin/" + name
        }

        /// Fills the space with an import, then with single votes until one fails; checks that every
        /// failure was clean and the database holds exactly the acknowledged votes.
        private func fillUp(_ database: String, wrapper: [String], label: String) throws {
            let imported = try votectl.run(["import", bigImport.url.path, "--db", database], in: scratch, wrapper: wrapper)
            expectCleanFailure(imported)
            let afterImport = try DatabaseProbe(path: database)
            #expect(afterImport.isSound && afterImport.tallyTotal == 10, "\(label): a failed import changed the votes: \(afterImport)")

            // Single votes may still fit; each acknowledged one must be kept.
            var acknowledged = 0
            for _ in 0..<30 {
                let vote = try votectl.run(["vote", "Cat", "--count", "1000", "--db", database], in: scratch, wrapper: wrapper)
                if vote.succeeded {
                    acknowledged += 1
                } else {
                    expectCleanFailure(vote)
                    break
                }
            }
            let final = try DatabaseProbe(path: database)
            #expect(final.isSound, "\(label): \(final)")
            #expect(final.tallyTotal == 10 + acknowledged * 1000, "\(label): \(acknowledged) acknowledged, \(final)")
            ReliabilityConfiguration.report(label, "import refused (\(imported.termination)); \(acknowledged) later votes acknowledged and kept; failures: 0 lost")
        }

        @Test("A full tmpfs: the import fails cleanly and nothing committed is lost")
        func fullFileSystem() throws {
            let mountPoint = scratch.path("tmpfs")
            try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
            let mount = try ChildProcess(
                executable: Self.tool("mount"), arguments: ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint],
                outputDirectory: scratch.logs
            ).wait()
            guard mount.succeeded else {
                // Not root / no CAP_SYS_ADMIN: the `ulimit -f` test below covers the same failure path.
                ReliabilityConfiguration.report("disk-full-tmpfs", "skipped: cannot mount a tmpfs here (\(mount.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))")
                return
            }
            defer {
                _ = try? ChildProcess(executable: Self.tool("umount"), arguments: ["-l", mountPoint], outputDirectory: scratch.logs).wait()
            }
            let database = mountPoint + "/votes.db"
            try copyDatabase(template, to: database)
            try fillUp(database, wrapper: [], label: "disk-full-tmpfs")
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
