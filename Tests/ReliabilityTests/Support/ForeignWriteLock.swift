import Foundation

@testable import VoteStore

/// Another process's hold on a SQLite database's write lock: a connection of the test's own in a
/// write transaction, which every writer waits for until it is rolled back.
enum ForeignWriteLock {
    /// Takes the write lock of the database at `path` (waiting up to 10 s for it) and holds it
    /// until the connection returned runs `ROLLBACK`.
    static func take(on path: String) throws -> Connection {
        let holder = try Connection(path: path)
        holder.setBusyTimeout(milliseconds: 10_000)
        try holder.execute("BEGIN IMMEDIATE")
        return holder
    }
}
