import ArgumentParser
import Glibc
import VotePostgres
import VoteStore

/// Options every subcommand shares.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The votes database: a SQLite file (:memory: for a throwaway one) or a postgres:// URL.",
            discussion: "Defaults to $VOTECTL_DB, else $XDG_DATA_HOME/votectl/votes.db, "
                + "else ~/.local/share/votectl/votes.db. A URL's missing parts come from $PGHOST, "
                + "$PGPORT, $PGUSER, $PGPASSWORD and $PGDATABASE.",
            valueName: "path-or-url"
        ),
        completion: .file(extensions: ["db", "sqlite"])
    )
    var db: String?

    /// Opens (creating it and its default folders if needed) the database.
    func openStore(forReading: Bool = false) throws -> any VoteDatabase {
        try Self.openStore(db: db, forReading: forReading)
    }

    /// Opens the database named by a `--db` value (or the environment, when `nil`).
    ///
    /// A database is created on first use by any command, so `votectl board` works on a fresh
    /// machine; when a command that only reads (`board`, `pets list`) creates one at a path the
    /// user named (`--db`, `VOTECTL_DB`), it says so on stderr, since a mistyped path would
    /// otherwise show an empty board without a word.
    static func openStore(db: String?, forReading: Bool = false) throws -> any VoteDatabase {
        let location = try DatabaseLocation.resolve(explicit: db, environment: Environment.process)
        if PostgresURL.isPostgres(location.path) {
            return try DatabaseName(location.path, environment: { Environment.process[$0] }).open()
        }
        let isNew =
            forReading && !location.isDefault && location.path != ":memory:"
            && access(location.path, F_OK) != 0
        try location.createFolders()
        let store = try VoteStore(path: location.path)
        if isNew {
            StandardStreams.writeError("votectl: created a new database at \(location.path)\n")
        }
        let path = location.path
        store.onLockWait(after: .seconds(1)) {
            StandardStreams.writeError("votectl: waiting for another process to finish writing to \(path)…\n")
        }
        return store
    }
}
