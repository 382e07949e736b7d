import Foundation
import TestSupport
import Testing
import VoteCore
import VoteStore

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// 8 processes casting single votes and 2 importing files into one database, while 2 read
    /// `board --json` in a loop, and a third importer is SIGKILLed part-way, possibly while it
    /// holds the write lock the others wait for.
    @Suite("Concurrent writers and readers")
    struct ConcurrentWritersTests {
        /// One stream of `votectl` calls run back to back.
        private struct Lane {
            let name: String
            var remaining: Int?  // nil: run until the writers are done
            let arguments: [String]
            var running: ChildProcess?
            var results: [ProcessResult] = []
            /// SIGKILL the call this long after it started (if still running).
            var killAfter: Duration?
            var startedAt: ContinuousClock.Instant?
        }

        @Test("The final tally is exact, nobody sees a lock error, every board read is a consistent snapshot")
        func concurrentWritersKeepExactCounts() throws {
            let votectl = try VotectlBinary.located()
            let scratch = try TemporaryDirectory("concurrency")
            var random = SeededRandom(seed: ReliabilityConfiguration.seed(for: "concurrency"))
            let database = scratch.path("votes.db")
            do {
                let store = try SQLiteVoteStore(path: database)
                try store.addPet(named: "Hamster")
                try store.addPet(named: "Parrot")
                try store.addPet(named: "Ferret")
            }
            // Each import votes for its own pet only, so a reader can tell a half-visible import.
            let rows = ReliabilityConfiguration.concurrentImportRows
            // One file carries ids (a vote row per line), the other not (rows merged per pet).
            let hamsters = try ImportFile(
                at: scratch.file("hamster.csv"),
                rows: rows,
                pets: ["Hamster"],
                idPrefix: "hamster-",
                using: &random
            )
            let parrots = try ImportFile(
                at: scratch.file("parrot.csv"),
                rows: rows,
                pets: ["Parrot"],
                counts: 1...5,
                using: &random
            )
            let ferrets = try ImportFile(
                at: scratch.file("ferret.csv"),
                rows: rows,
                pets: ["Ferret"],
                idPrefix: "ferret-",
                using: &random
            )
            let votesPerVoter = ReliabilityConfiguration.concurrentVotesPerVoter
            let voterPets = ["Cat", "Goldfish", "Dog"]

            var lanes: [Lane] = (0..<8)
                .map { index in
                    Lane(
                        name: "voter \(index)",
                        remaining: votesPerVoter,
                        arguments: ["vote", voterPets[index % 3], "--db", database]
                    )
                }
            lanes.append(
                Lane(name: "importer 0", remaining: 1, arguments: ["import", hamsters.url.path, "--db", database])
            )
            lanes.append(
                Lane(name: "importer 1", remaining: 1, arguments: ["import", parrots.url.path, "--db", database])
            )
            lanes.append(
                Lane(
                    name: "killed importer",
                    remaining: 1,
                    arguments: ["import", ferrets.url.path, "--db", database],
                    killAfter: .milliseconds(Int.random(in: 20...800, using: &random))
                )
            )
            let writerCount = lanes.count
            for index in 0..<2 {
                lanes.append(
                    Lane(name: "reader \(index)", remaining: nil, arguments: ["board", "--json", "--db", database])
                )
            }

            // One polling loop owns every child: no threads, and each lane starts its next call as
            // soon as the previous one ends.
            let clock = ContinuousClock()
            // A call that never ends fails the test at the deadline, killed, rather than hanging the run.
            let deadline = clock.now + .seconds(300)
            var writersLeft = writerCount
            while writersLeft > 0 || lanes.contains(where: { $0.running != nil }) {
                guard clock.now < deadline else {
                    for index in lanes.indices {
                        guard let child = lanes[index].running else { continue }
                        Issue.record("\(lanes[index].name) was still running after 300 s: \(lanes[index].arguments)")
                        _ = child.killNow()
                        lanes[index].running = nil
                    }
                    return
                }
                var progressed = false
                for index in lanes.indices {
                    if let child = lanes[index].running {
                        if child.poll() == nil {
                            guard let killAfter = lanes[index].killAfter, let startedAt = lanes[index].startedAt,
                                clock.now - startedAt >= killAfter
                            else { continue }
                            _ = child.killNow()
                        }
                        lanes[index].results.append(child.wait())
                        lanes[index].running = nil
                        progressed = true
                        if let remaining = lanes[index].remaining {
                            lanes[index].remaining = remaining - 1
                            if remaining - 1 == 0 { writersLeft -= 1 }
                        }
                    }
                    let wantsMore = lanes[index].remaining.map { $0 > 0 } ?? (writersLeft > 0)
                    if wantsMore {
                        lanes[index].running = try votectl.start(lanes[index].arguments, in: scratch)
                        lanes[index].startedAt = clock.now
                    }
                }
                if !progressed { usleep(1_000) }
            }

            // Writers: every call succeeded; "database is locked" would surface here (exit 75 or 1).
            var failures = 0
            for lane in lanes[..<writerCount] where lane.killAfter == nil {
                for result in lane.results where !result.succeeded {
                    failures += 1
                    if failures <= 5 { Issue.record("\(lane.name): \(result)") }
                }
            }
            // Readers: every board parses, adds up, and shows each import entirely or not at all.
            var reads = 0
            for lane in lanes[writerCount...] {
                var lastTotal = 0
                for result in lane.results {
                    reads += 1
                    guard result.succeeded, let board = try? BoardSnapshot(json: result.stdout) else {
                        failures += 1
                        if failures <= 5 {
                            Issue.record(
                                "\(lane.name): no readable board: \(result); stdout \(result.stdout.prefix(300).debugDescription)"
                            )
                        }
                        continue
                    }
                    #expect(board.isConsistent, "\(lane.name): standings do not add up to \(board.totalVotes)")
                    #expect(
                        [0, hamsters.votes].contains(board.votes(for: "Hamster")),
                        "half an import visible: \(board)"
                    )
                    #expect(
                        [0, parrots.votes].contains(board.votes(for: "Parrot")),
                        "half an import visible: \(board)"
                    )
                    #expect(
                        [0, ferrets.votes].contains(board.votes(for: "Ferret")),
                        "half an import visible: \(board)"
                    )
                    #expect(board.totalVotes >= lastTotal, "\(lane.name): the total went backwards")
                    lastTotal = board.totalVotes
                }
            }

            // The killed import counts entirely (it committed before the kill) or not at all.
            let probe = try DatabaseProbe(path: database)
            let killed = lanes[writerCount - 1].results.first
            let ferretVotes = probe.tallies["Ferret"] ?? -1
            #expect([0, ferrets.votes].contains(ferretVotes), "the killed import left \(ferretVotes) votes")
            if killed?.succeeded == true {
                #expect(ferretVotes == ferrets.votes, "the import reported success but left \(ferretVotes) votes")
            } else {
                #expect(killed?.termination == .signaled(SIGKILL), "\(killed.map { "\($0)" } ?? "never ran")")
            }
            let singleVotes = 8 * votesPerVoter
            let expectedTotal = singleVotes + hamsters.votes + parrots.votes + ferretVotes
            #expect(probe.isSound, "\(probe)")
            #expect(probe.tallyTotal == expectedTotal)
            for (index, pet) in voterPets.enumerated() {
                let voters = (0..<8).filter { $0 % 3 == index }.count
                #expect(probe.tallies[pet] == voters * votesPerVoter, "\(pet)")
            }
            #expect(probe.tallies["Hamster"] == hamsters.votes)
            #expect(probe.tallies["Parrot"] == parrots.votes)
            #expect(reads >= 2, "the readers never ran")
            ReliabilityConfiguration.report(
                "concurrency",
                "8 voters × \(votesPerVoter) single votes + 2 imports (\(hamsters.votes) + \(parrots.votes) votes) "
                    + "+ 1 import killed after \(lanes[writerCount - 1].killAfter.map { "\($0)" } ?? "-") "
                    + "(\(killed.map { "\($0.termination)" } ?? "-"), \(ferretVotes) of \(ferrets.votes) votes kept) "
                    + "= \(expectedTotal) expected, \(probe.tallyTotal) stored; \(reads) board reads; failures: \(failures)"
            )
        }
    }
}
