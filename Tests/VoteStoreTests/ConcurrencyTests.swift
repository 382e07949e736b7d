import Foundation
import Synchronization
import TestSupport
import Testing
@testable import VoteCore
@testable import VoteStore

/// On threads of its own: its tests block while their threads write, and must not hold one of the
/// few threads the rest of the run's tasks share.
@Suite(.onOwnThreads)
struct ConcurrencyTests {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    /// Runs `work(index)` on `count` threads at once and returns the errors they threw.
    private func onThreads(_ count: Int, _ work: @escaping @Sendable (Int) throws -> Void) -> [String] {
        let errors = Mutex<[String]>([])
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            let thread = Thread {
                do {
                    try work(index)
                } catch {
                    errors.withLock { $0.append(String(describing: error)) }
                }
                group.leave()
            }
            thread.start()
        }
        // A deadlock fails the test rather than hanging the run; the threads it leaves are lost.
        if group.wait(timeout: .now() + 120) == .timedOut {
            errors.withLock { $0.append("the threads had not finished after 120 s") }
        }
        return errors.withLock { $0 }
    }

    /// Connections of one process share SQLite's per-file lock bookkeeping, unlike the separate
    /// processes of the reliability suite's concurrent writers (which cast thousands of votes);
    /// this covers that path, with few votes, since each waits for its own fsync.
    @Test("4 connections on 4 threads of one process cast 50 votes each: exactly 200, no error")
    func concurrentWritersLoseNoVote() throws {
        let path = directory.path("votes.db")
        _ = try SQLiteVoteStore(path: path)
        let errors = onThreads(4) { index in
            let store = try SQLiteVoteStore(path: path)
            let pet = ["Cat", "Goldfish", "Dog", "cat"][index]
            for _ in 0..<50 {
                try store.vote(for: pet, source: "thread-\(index)")
            }
        }
        #expect(errors == [])
        let standings = try SQLiteVoteStore(path: path).standings()
        #expect(standings.totalVotes == 200)
        #expect(standings.entries.map(\.votes) == [100, 50, 50])
    }

    /// Four first opens of one new file at once, 25 times over: each round, one creates the schema
    /// and switches the file to WAL while the others wait for it (SQLite refuses the WAL switch at
    /// once, without a busy wait, while another connection reads) and then recognise the
    /// finished schema, never a half-made one as "not a PetVote database".
    @Test func concurrentFirstOpensCreateTheDatabaseOnce() throws {
        for round in 0..<25 {
            let path = directory.path("fresh-\(round).db")
            let errors = onThreads(4) { _ in
                let store = try SQLiteVoteStore(path: path)
                try store.vote(for: "Dog")
            }
            #expect(errors == [], "round \(round)")
            let store = try SQLiteVoteStore(path: path)
            #expect(try store.pets().map(\.name) == ["Cat", "Goldfish", "Dog"])
            #expect(try store.standings().totalVotes == 4)
        }
    }

    @Test func readersSeeConsistentStandingsWhileAnImportRuns() throws {
        let path = directory.path("votes.db")
        _ = try SQLiteVoteStore(path: path)
        let errors = onThreads(2) { index in
            let store = try SQLiteVoteStore(path: path)
            if index == 0 {
                for batch in 0..<20 {
                    try store.importVotes((0..<1_000).map { BulkVote(pet: "Cat", externalID: "\(batch)-\($0)") })
                }
            } else {
                for _ in 0..<200 {
                    let standings = try store.standings()
                    let sum = standings.entries.reduce(0) { $0 + $1.votes }
                    guard sum == standings.totalVotes, sum % 1_000 == 0 else {
                        throw VoteStoreError.invalidCount(sum)
                    }
                }
            }
        }
        #expect(errors == [])
        #expect(try SQLiteVoteStore(path: path).standings().totalVotes == 20_000)
    }
}
