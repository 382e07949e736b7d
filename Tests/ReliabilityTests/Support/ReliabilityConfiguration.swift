import Foundation

/// Trial counts and seeds, configurable through the environment.
///
/// The defaults meet the reliability minimums (≥ 20 SIGKILL trials, ≥ 100,000 fuzz inputs) and keep the
/// whole `ReliabilityTests` target within a few minutes on 2 cores. Raise them for a soak run:
/// `PETVOTE_CRASH_TRIALS=200 PETVOTE_FUZZ_INPUTS=2000000 swift test --filter ReliabilityTests`.
enum ReliabilityConfiguration {
    /// SIGKILL trials during one large `votectl import` (`PETVOTE_CRASH_TRIALS`).
    static var crashTrials: Int { integer("PETVOTE_CRASH_TRIALS", default: 20) }
    /// Rows in the file each crash trial imports (`PETVOTE_CRASH_IMPORT_ROWS`).
    static var crashImportRows: Int { integer("PETVOTE_CRASH_IMPORT_ROWS", default: 30_000) }
    /// Single `votectl vote` calls in the killed stream (`PETVOTE_VOTE_STREAM_CALLS`); a third are SIGKILLed.
    static var voteStreamCalls: Int { integer("PETVOTE_VOTE_STREAM_CALLS", default: 60) }
    /// Single votes each of the 8 concurrent voter processes casts (`PETVOTE_CONCURRENT_VOTES`).
    static var concurrentVotesPerVoter: Int { integer("PETVOTE_CONCURRENT_VOTES", default: 25) }
    /// Rows in each of the 2 concurrent import files (`PETVOTE_CONCURRENT_IMPORT_ROWS`).
    static var concurrentImportRows: Int { integer("PETVOTE_CONCURRENT_IMPORT_ROWS", default: 5_000) }
    /// Generated inputs fed to the import parsers (`PETVOTE_FUZZ_INPUTS`).
    static var fuzzInputs: Int { integer("PETVOTE_FUZZ_INPUTS", default: 100_000) }
    /// Generated files run through the real `votectl import`, strict and skipping (`PETVOTE_IMPORT_FILES`).
    static var importEndToEndFiles: Int { integer("PETVOTE_IMPORT_FILES", default: 24) }
    /// Random vote tables checked against the reference ranking (`PETVOTE_RANK_TABLES`).
    static var rankTables: Int { integer("PETVOTE_RANK_TABLES", default: 300) }

    /// The seed for a named experiment: `PETVOTE_SEED` replays a run, else a fresh one (always logged).
    static func seed(for experiment: String) -> UInt64 {
        let seed: UInt64
        if let text = ProcessInfo.processInfo.environment["PETVOTE_SEED"], let value = UInt64(text) {
            seed = value
        } else {
            seed = UInt64.random(in: 1...UInt64.max)
        }
        report(experiment, "seed \(seed) (replay with PETVOTE_SEED=\(seed))")
        return seed
    }

    /// Prints a figure line; the README's "Guarantees" figures come from these lines.
    static func report(_ experiment: String, _ message: String) {
        print("[reliability] \(experiment): \(message)")
    }

    private static func integer(_ name: String, default value: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name], let parsed = Int(text), parsed > 0 else {
            return value
        }
        return parsed
    }
}
