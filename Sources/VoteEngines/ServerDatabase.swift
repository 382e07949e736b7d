public import ServiceLifecycle
public import VoteCore
import VotePostgres
import VoteStore

/// A database opened for a server's group-commit writer, asynchronously, with what it needs to
/// run and how to open it again after it was lost.
public struct ServerDatabase: Sendable {
    /// The database, open.
    public let database: any AsyncVoteDatabase
    /// The all-time standings, read on the connection that opened it, so a server's board is
    /// right before its writer runs.
    public let standings: Standings
    /// What must run, in the server's `ServiceGroup` before its writer, for the database to
    /// answer (PostgreSQL's connection pool); `nil` when nothing must.
    public let service: (any Service)?
    /// The database again after a connection was lost or its file moved: for PostgreSQL the same
    /// pool, which reconnects by itself; for SQLite a new connection to what is at the path now,
    /// never a new file.
    public let reopen: @Sendable () throws(VoteStoreError) -> any AsyncVoteDatabase

    /// The fewest connections to a PostgreSQL server a server's database works with (the pool's
    /// `PostgresPooledStore.fewestConnections`).
    public static let fewestConnections = PostgresPooledStore.fewestConnections
}

extension DatabaseName {
    /// Opens the database for a server, creating it (SQLite) or its schema (PostgreSQL) if needed,
    /// with at most `connections` connections to a PostgreSQL server, whose sessions wait at most
    /// `lockTimeout` for a lock, as long as the server's requests may wait.
    ///
    /// - Throws: What ``open()`` throws.
    public func openForServer(connections: Int, lockTimeout: Duration) throws(VoteStoreError) -> ServerDatabase {
        switch self {
        case .sqlite(let path):
            let open = { @Sendable () throws(VoteStoreError) -> any VoteDatabase in try SQLiteVoteStore(path: path) }
            let database = try ThreadedVoteDatabase(name: path, open: open)
            return ServerDatabase(
                database: database,
                standings: database.openingStandings,
                service: nil,
                reopen: { () throws(VoteStoreError) in
                    try ThreadedVoteDatabase(name: path) { () throws(VoteStoreError) in try openExisting() }
                }
            )
        case .postgres(let url):
            let pool = try PostgresPooledStore(url: url, maximumConnections: connections, lockTimeout: lockTimeout)
            return ServerDatabase(database: pool, standings: pool.openingStandings, service: pool, reopen: { pool })
        }
    }
}
