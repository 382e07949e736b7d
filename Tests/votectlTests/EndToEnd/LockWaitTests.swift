import Foundation
import TestSupport
import Testing

@testable import VoteCore
@testable import VoteStore

/// A vote that waits for another process's write lock says so on stderr after a second, then
/// goes on and succeeds when the lock is released.
@Suite(.onOwnThreads)
struct LockWaitTests {
    @Test func aWaitingWriteSaysSoAndThenSucceeds() throws {
        let cli = try CLIHarness()
        #expect(try cli.run(["vote", "Cat"]).status == 0)
        let database = cli.database
        // Another writer holds the write lock until the vote has said that it waits.
        let holder = try Connection(path: database)
        try holder.execute("BEGIN IMMEDIATE")
        let vote = try VotectlProcess.start(["vote", "Cat", "--db", database], home: cli.folder.url)
        let said = poll(for: .seconds(20)) {
            vote.errorsSoFar.contains("waiting for another process to finish writing to \(database)")
        }
        try holder.execute("COMMIT")
        let result = vote.wait(timeout: .seconds(60))
        #expect(said != nil, "stderr: \(result.stderr)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try cli.votes()["Cat"] == 2)
    }
}
