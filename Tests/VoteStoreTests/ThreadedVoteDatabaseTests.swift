import Foundation
import TestSupport
import Testing
import VoteCore
import VoteStore

/// SQLite's store behind ``ThreadedVoteDatabase``: its calls run on a thread of their own that an
/// operator can tell apart from the others.
@Suite(.onResponsiveThreads)
struct ThreadedVoteDatabaseTests {
    @Test("the store's calls run on a thread named petvote-store, as ps -L, top -H and profilers show it")
    func namedThread() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("votes.db")
        let database = try await blocking {
            try ThreadedVoteDatabase(name: path) { () throws(VoteStoreError) in try SQLiteVoteStore(path: path) }
        }
        // A thread listed may end before its name is read (other tests run beside this one).
        let names = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
            .compactMap { task in
                (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?
                    .trimmingCharacters(in: .newlines)
            }
        #expect(names.contains("petvote-store"), "threads: \(Set(names).sorted())")
        let batch = try await database.cast([Ballot(pet: "Cat")], source: "test", lockWait: .seconds(5))
        #expect(try batch.outcomes.first?.get().votes == 1)
    }
}
