import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension Reliability {
    /// SIGKILL during a stream of single `votectl vote` calls: every acknowledged vote is kept, and a
    /// killed call adds at most its own one vote.
    @Suite("SIGKILL during a stream of votes")
    struct CrashDuringVoteStreamTests {
        @Test("The count equals the acknowledged votes, plus at most the one in flight")
        func killedVotesLoseNothingAcknowledged() throws {
            let votectl = try VotectlBinary.located()
            let scratch = try TemporaryDirectory("crash-votes")
            var random = SeededRandom(seed: ReliabilityConfiguration.seed(for: "crash-votes"))
            let database = scratch.path("votes.db")
            let calls = ReliabilityConfiguration.voteStreamCalls

            let clock = ContinuousClock()
            let started = clock.now
            let first = try votectl.run(["vote", "Cat", "--db", database], in: scratch)
            let voteDuration = clock.now - started
            try #require(first.succeeded, "\(first)")

            var acknowledged = 1
            var kills = 0
            var committedWhenKilled = 0
            var total = try DatabaseProbe(path: database).tallyTotal
            try #require(total == 1)
            for call in 1...calls {
                let pet = ["Cat", "Goldfish", "Dog"].randomElement(using: &random) ?? "Cat"
                let voting = try votectl.start(["vote", pet, "--db", database], in: scratch)
                let result: ProcessResult
                if call % 3 == 0 {
                    pause(voteDuration * Double.random(in: 0...1.2, using: &random))
                    result = voting.killNow()
                } else {
                    result = voting.wait()
                }
                switch result.termination {
                case .exited(0):
                    acknowledged += 1
                case .signaled(SIGKILL):
                    kills += 1
                default:
                    Issue.record("call \(call): vote failed on its own: \(result)")
                }
                let probe = try DatabaseProbe(path: database)
                #expect(probe.isSound, "call \(call): \(probe)")
                let added = probe.tallyTotal - total
                if result.termination == .exited(0) {
                    #expect(added == 1, "call \(call) reported success but added \(added) votes")
                } else {
                    #expect(added == 0 || added == 1, "call \(call) was killed and added \(added) votes")
                    committedWhenKilled += added
                }
                total = probe.tallyTotal
            }
            #expect(total >= acknowledged && total <= acknowledged + kills)
            #expect(total == acknowledged + committedWhenKilled)
            ReliabilityConfiguration.report(
                "crash-votes",
                "\(calls + 1) single-vote calls, \(kills) SIGKILLed in flight (\(committedWhenKilled) of them had committed): "
                    + "\(acknowledged) acknowledged, \(total) stored"
            )
            #expect(kills > 0, "no call was still running when killed")
        }
    }
}
