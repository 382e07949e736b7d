// VoteStore figures for issue 2, printed as the markdown table kept in BENCHMARKS.md:
//  - bulk import of N votes through `SQLiteVoteStore.importVotes` vs a plain C loop over a prepared
//    INSERT in one transaction (Benchmarks/c/bulk_insert.c), same schema, same rows, alternating
//    runs, median of the trials;
//  - `standings()` latency with 1,000 and with N votes stored.
// Run it through Benchmarks/scripts/store.sh, which builds the C peer and this target in release.
import Foundation
import VoteCore
import VoteStore

struct Options {
    var votes = 1_000_000
    var trials = 5
    var cPeer: String?
    /// Only import once into this path and print the seconds (for profiling one side alone).
    var importOnce: String?
    /// Only create a fresh, empty database at this path (for running the C peer by hand).
    var createEmpty: String?
    /// Only measure windowed standings over this many votes spread over a year (issue 12),
    /// keeping the database at `keep`.
    var windows: Int?
    var keep: String?

    init(arguments: [String]) throws {
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchmarkError("\(flag) needs a value") }
            switch flag {
            case "--votes": votes = Int(value) ?? votes
            case "--trials": trials = Int(value) ?? trials
            case "--c-peer": cPeer = value
            case "--import-once": importOnce = value
            case "--create-empty": createEmpty = value
            case "--windows": windows = Int(value)
            case "--keep": keep = value
            default: throw BenchmarkError("unknown option \(flag); use --votes N --trials T --c-peer PATH")
            }
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A fresh, empty directory for one run's database files.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("StoreBenchmarks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let petNames = ["Cat", "Goldfish", "Dog"]
let baseTime = 1_700_000_000.0

/// The votes the C peer inserts: one per row, cycling over the seed pets, one millisecond apart.
func bulkVotes(_ count: Int, withIDs: Bool) -> some Sequence<BulkVote> {
    (0..<count).lazy
        .map { index in
            BulkVote(
                pet: petNames[index % 3],
                date: Date(timeIntervalSince1970: baseTime + Double(index) / 1000),
                externalID: withIDs ? "vote-\(index)" : nil
            )
        }
}

/// Wall-clock and CPU (user + system) seconds of one run.
struct Timing {
    var wall: Double
    var cpu: Double
}

/// CPU seconds (user + system) this process has used so far.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// Seconds to import `count` votes into a fresh database through the store API.
func storeImport(at path: String, votes count: Int, withIDs: Bool) throws -> Timing {
    let store = try SQLiteVoteStore(path: path)
    let clock = ContinuousClock()
    let start = clock.now
    let startCPU = processCPUSeconds()
    let summary = try store.importVotes(bulkVotes(count, withIDs: withIDs))
    let elapsed = Timing(wall: seconds(clock.now - start), cpu: processCPUSeconds() - startCPU)
    guard summary.imported == count, try store.standings().totalVotes == count else {
        throw BenchmarkError("the store imported \(summary.imported) of \(count) votes")
    }
    return elapsed
}

/// Seconds the C peer takes for the same rows, on a fresh database created by the store.
func cImport(peer: String, at path: String, votes count: Int, withIDs: Bool) throws -> Timing {
    _ = try SQLiteVoteStore(path: path)  // same schema, pragmas and seed pets; closed again at once
    let process = Process()
    process.executableURL = URL(fileURLWithPath: peer)
    process.arguments = [path, String(count)] + (withIDs ? ["ids"] : [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let fields = text.split(separator: " ").compactMap { Double($0) }
    guard process.terminationStatus == 0, fields.count == 2 else {
        throw BenchmarkError("the C peer failed (status \(process.terminationStatus)): \(text)")
    }
    guard try SQLiteVoteStore(path: path).standings().totalVotes == count else {
        throw BenchmarkError("the C peer did not insert \(count) votes")
    }
    return Timing(wall: fields[0], cpu: fields[1])
}

/// Median and 99th percentile microseconds of one `standings()` call.
func standingsLatency(_ store: SQLiteVoteStore, since: Date? = nil, calls: Int = 20_000) throws -> (
    median: Double, p99: Double
) {
    let clock = ContinuousClock()
    for _ in 0..<200 { _ = try store.standings(since: since) }
    var samples: [Double] = []
    samples.reserveCapacity(calls)
    for _ in 0..<calls {
        let start = clock.now
        _ = try store.standings(since: since)
        samples.append(seconds(clock.now - start) * 1e6)
    }
    samples.sort()
    return (median(samples), samples[Int(Double(samples.count - 1) * 0.99)])
}

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // Linux reports kilobytes
}

func formatted(_ value: Double, digits: Int = 0) -> String {
    value.formatted(.number.precision(.fractionLength(digits)))
}

func run() throws {
    let options = try Options(arguments: CommandLine.arguments)
    if let path = options.createEmpty {
        _ = try SQLiteVoteStore(path: path)
        return
    }
    if let path = options.importOnce {
        let timing = try storeImport(at: path, votes: options.votes, withIDs: false)
        print(timing.wall, timing.cpu)
        return
    }
    if let votes = options.windows {
        try windowBenchmark(votes: votes, keep: options.keep)
        return
    }
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String {
        let path = directory.appendingPathComponent(name).path
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        return path
    }

    print("| Measurement | VoteStore | C peer | VoteStore / C |")
    print("|---|---:|---:|---:|")
    for withIDs in [false, true] {
        var storeTimes: [Timing] = []
        var cTimes: [Timing] = []
        for _ in 0..<options.trials {
            if let peer = options.cPeer {
                cTimes.append(try cImport(peer: peer, at: path("c.db"), votes: options.votes, withIDs: withIDs))
            }
            storeTimes.append(try storeImport(at: path("store.db"), votes: options.votes, withIDs: withIDs))
        }
        let label =
            "Bulk import of \(options.votes.formatted()) votes, \(withIDs ? "each with an external id" : "no external ids")"
        for (clock, time) in [("wall clock", \Timing.wall), ("CPU time", \Timing.cpu)] {
            let storeSeconds = median(storeTimes.map { $0[keyPath: time] })
            let cSeconds = median(cTimes.map { $0[keyPath: time] })
            let storeRate = Double(options.votes) / storeSeconds
            let cRate = Double(options.votes) / cSeconds
            print(
                "| \(label), \(clock) (median of \(options.trials)) | \(formatted(storeRate)) votes/s (\(formatted(storeSeconds, digits: 3)) s)"
                    + " | \(options.cPeer == nil ? "–" : "\(formatted(cRate)) votes/s (\(formatted(cSeconds, digits: 3)) s)")"
                    + " | \(options.cPeer == nil ? "–" : "\(formatted(100 * storeRate / cRate, digits: 1)) %") |"
            )
        }
    }

    // Fill both databases, then reopen them, so both are read in the same (checkpointed) state.
    let smallPath = path("small.db")
    let bigPath = path("big.db")
    try SQLiteVoteStore(path: smallPath).importVotes(bulkVotes(1_000, withIDs: false))
    try SQLiteVoteStore(path: bigPath).importVotes(bulkVotes(options.votes, withIDs: false))
    let small = try SQLiteVoteStore(path: smallPath)
    let big = try SQLiteVoteStore(path: bigPath)
    for (label, store) in [("1,000", small), (options.votes.formatted(), big)] {
        let latency = try standingsLatency(store)
        print(
            "| `standings()` with \(label) votes stored | median \(formatted(latency.median, digits: 1)) µs, p99 \(formatted(latency.p99, digits: 1)) µs | | |"
        )
    }
    let lastThousand = Date(timeIntervalSince1970: baseTime + Double(options.votes - 1_000) / 1000)
    let window = try standingsLatency(big, since: lastThousand, calls: 2_000)
    print(
        "| `standings(since:)` over the last 1,000 of \(options.votes.formatted()) votes (index range scan) | median \(formatted(window.median, digits: 1)) µs, p99 \(formatted(window.p99, digits: 1)) µs | | |"
    )
    print(
        "| Peak resident memory of the whole benchmark process | \(formatted(peakResidentMegabytes(), digits: 1)) MB | | |"
    )
}

/// Windowed standings over `votes` votes, one row each, spread evenly over the year before now
/// (about 1,140 an hour at 10 M): the median and p99 of each window, then of a cast vote.
func windowBenchmark(votes: Int, keep: String?) throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = keep ?? directory.appendingPathComponent("windows.db").path
    let now = Date()
    let year = 365.0 * 86_400
    let spacing = year / Double(votes)
    if (try? SQLiteVoteStore(path: path).standings().totalVotes) != votes {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let start = ContinuousClock.now
        try SQLiteVoteStore(path: path)
            .importVotes(
                (0..<votes).lazy
                    .map { index in
                        BulkVote(
                            pet: petNames[index % 3],
                            date: now.addingTimeInterval(-year + Double(index) * spacing)
                        )
                    }
            )
        print("filled \(votes.formatted()) votes in \(formatted(seconds(ContinuousClock.now - start), digits: 1)) s")
    }
    let store = try SQLiteVoteStore(path: path)
    let windows: [(String, Date?, Date?)] = [
        ("the last hour", now.addingTimeInterval(-3_600), nil),
        ("a day (the last 24 hours)", now.addingTimeInterval(-86_400), nil),
        ("a week (the last 7 days)", now.addingTimeInterval(-7 * 86_400), nil),
        (
            "30 days, edges inside hours", now.addingTimeInterval(-30 * 86_400 - 1_234.5),
            now.addingTimeInterval(-600.25)
        ),
        (
            "half the year (the most hourly rows either way)", now.addingTimeInterval(-year),
            now.addingTimeInterval(-year / 2)
        ),
        ("everything, as a window (since 1970)", Date(timeIntervalSince1970: 0), nil),
        ("no window (the tally)", nil, nil),
    ]
    print("| Window over \(votes.formatted()) votes | Votes in it | Median | p99 |")
    print("|:---|---:|---:|---:|")
    let clock = ContinuousClock()
    for (label, since, until) in windows {
        let total = try store.standings(since: since, until: until).totalVotes
        var samples: [Double] = []
        for _ in 0..<500 {
            let start = clock.now
            _ = try store.standings(since: since, until: until)
            samples.append(seconds(clock.now - start) * 1e3)
        }
        samples.sort()
        print(
            "| \(label) | \(total.formatted()) | \(formatted(median(samples), digits: 2)) ms | \(formatted(samples[Int(Double(samples.count - 1) * 0.99)], digits: 2)) ms |"
        )
    }
    var votes: [Double] = []
    for _ in 0..<200 {
        let start = clock.now
        try store.vote(for: "Cat")
        votes.append(seconds(clock.now - start) * 1e3)
    }
    votes.sort()
    print(
        "| a vote (one transaction: the row, the tally, the hour) | 1 | \(formatted(median(votes), digits: 2)) ms | \(formatted(votes[Int(Double(votes.count - 1) * 0.99)], digits: 2)) ms |"
    )
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("StoreBenchmarks: \(error)\n".utf8))
    exit(1)
}
