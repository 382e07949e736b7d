import Dispatch
import Foundation
import TestSupport
import Testing
@testable import VoteStore

/// A vote that waits for another process's write lock says so on stderr after a second, then
/// goes on and succeeds when the lock is released.
struct LockWaitTests {
    @Test func aWaitingWriteSaysSoAndThenSucceeds() throws {
        let cli = try CLIHarness()
        #expect(try cli.run(["vote", "Cat"]).status == 0)
        let database = cli.database
        let locked = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global()
            .async {
                do {
                    // Another writer holds the write lock for three seconds.
                    let holder = try Connection(path: database)
                    try holder.execute("BEGIN IMMEDIATE")
                    locked.signal()
                    Thread.sleep(forTimeInterval: 3)
                    try holder.execute("COMMIT")
                } catch {
                    locked.signal()
                }
                released.signal()
            }
        locked.wait()
        let result = try cli.run(["vote", "Cat"])
        released.wait()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("waiting for another process to finish writing to \(database)"))
        #expect(try cli.votes()["Cat"] == 2)
    }
}
