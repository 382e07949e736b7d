public import VoteCore
public import VotePostgres
import VoteStore

/// A database as the user names it (`--db`, `VOTECTL_DB`, `votesrv --db`): the one place that
/// picks the engine, so neither the command line nor the server knows which one is behind it.
///
/// A `postgres://` or `postgresql://` URL means PostgreSQL (``PostgresVoteStore``); anything else
/// is the path of a SQLite file (``SQLiteVoteStore``), `:memory:` included.
public enum DatabaseName: Hashable, Sendable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(PostgresURL)

    /// Reads a database name, filling a URL's gaps from `environment`'s `PG*` variables.
    public init(_ name: String, environment: (String) -> String?) throws(VoteStoreError) {
        self =
            PostgresURL.isPostgres(name)
            ? .postgres(try PostgresURL(name, environment: environment)) : .sqlite(path: name)
    }

    /// Opens (creating or migrating as needed) the database.
    public func open() throws(VoteStoreError) -> any VoteDatabase {
        switch self {
        case .sqlite(let path): try SQLiteVoteStore(path: path)
        case .postgres(let url): try PostgresVoteStore(url: url)
        }
    }

    /// The path, or the URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): url.description
        }
    }
}
