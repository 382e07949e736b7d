import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// SIGKILL at random moments of a large `votectl import`: the database is intact and holds
    /// exactly the votes from before the import or all of them after it — never a part.
    @Suite("SIGKILL during an import")
    struct CrashDuringImportTests {
        @Test("A killed import leaves the count exactly before or exactly after")
        func killedImportIsAllOrNothing() throws {
            let votectl = try VotectlBinary.located()
            let scratch = try TemporaryDirectory("crash-import")
            var random = SeededRandom(seed: ReliabilityConfiguration.seed(for: "crash-import"))
            let trials = ReliabilityConfiguration.crashTrials
            let file = try ImportFile(
                at: scratch.file("votes.csv"),
                rows: ReliabilityConfiguration.crashImportRows,
                // Hamster is new: `--create-pets` adds it inside the same transaction.
                pets: ["Cat", "Goldfish", "Dog", "Hamster"],
                idPrefix: "crash-",
                using: &random
            )

            // A template that already holds votes, so "before" is not just an empty database.
            let template = scratch.path("template.db")
            for (pet, count) in [("Cat", 7), ("Dog", 3)] {
                let cast = try votectl.run(["vote", pet, "--count", "\(count)", "--db", template], in: scratch)
                try #require(cast.succeeded, "\(cast)")
            }
            let before = try DatabaseProbe(path: template).tallyTotal
            try #require(before == 10)
            let after = before + file.votes

            // One uninterrupted import: the "after" state, and how long an import takes.
            let baseline = scratch.path("baseline.db")
            try copyDatabase(template, to: baseline)
            let clock = ContinuousClock()
            let started = clock.now
            let full = try votectl.run(["import", file.url.path, "--create-pets", "--db", baseline], in: scratch)
            let importDuration = clock.now - started
            try #require(full.succeeded, "\(full)")
            let completed = try DatabaseProbe(path: baseline)
            #expect(completed.isSound && completed.tallyTotal == after, "\(completed)")

            var killedMidImport = 0
            var killedBeforeCommit = 0
            var finishedBeforeKill = 0
            for trial in 1...trials {
                let database = scratch.path("trial-\(trial).db")
                try copyDatabase(template, to: database)
                let importing = try votectl.start(
                    ["import", file.url.path, "--create-pets", "--db", database],
                    in: scratch
                )
                // Uniform over the import's measured lifetime, a little past it to also hit the end.
                pause(importDuration * Double.random(in: 0...1.1, using: &random))
                let result = importing.killNow()
                let probe = try DatabaseProbe(path: database)
                #expect(probe.integrity == ["ok"], "trial \(trial): integrity_check \(probe.integrity)")
                #expect(
                    probe.tallyTotal == probe.rowTotal,
                    "trial \(trial): tallies \(probe.tallyTotal) ≠ rows \(probe.rowTotal)"
                )
                #expect(
                    probe.tallyTotal == before || probe.tallyTotal == after,
                    "trial \(trial): \(probe.tallyTotal) votes, neither \(before) (before) nor \(after) (after); \(result)"
                )
                // The new pet exists exactly when the import's votes do.
                let expectedHamsters = probe.tallyTotal == after ? file.votesByPet["Hamster"] : nil
                #expect(probe.tallies["Hamster"] == expectedHamsters, "trial \(trial): \(probe.tallies)")
                switch result.termination {
                case .signaled(SIGKILL):
                    killedMidImport += 1
                    if probe.tallyTotal == before { killedBeforeCommit += 1 }
                case .exited(0):
                    finishedBeforeKill += 1
                    #expect(
                        probe.tallyTotal == after,
                        "trial \(trial): import reported success but \(probe.tallyTotal) votes"
                    )
                default:
                    Issue.record("trial \(trial): import failed on its own: \(result)")
                }
                try? FileManager.default.removeItem(atPath: database)
            }
            ReliabilityConfiguration.report(
                "crash-import",
                "\(trials) SIGKILL trials on a \(file.rows)-row import (\(file.votes) votes, \(importDuration) uninterrupted): "
                    + "\(killedMidImport) killed while running (\(killedBeforeCommit) rolled back, "
                    + "\(killedMidImport - killedBeforeCommit) already committed), \(finishedBeforeKill) finished first"
            )
            // The experiment proves nothing unless some kills really landed inside the transaction.
            #expect(killedBeforeCommit > 0, "no kill landed before the commit; raise PETVOTE_CRASH_IMPORT_ROWS")
        }
    }
}
