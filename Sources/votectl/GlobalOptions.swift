import ArgumentParser
import Glibc
import VoteCore
import VoteEngines
import VotePostgres
import VoteStore
import VoteCommandLine

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
    func openStore(existing: Bool = false) throws -> any VoteDatabase {
        try Self.openStore(db: db, existing: existing)
    }

    /// Opens the database named by a `--db` value (or the environment, when `nil`).
    ///
    /// A database is created on first use by any command, so `votectl board` works on a fresh
    /// machine; when one is created at a path the user named (`--db`, `VOTECTL_DB`), whatever the
    /// command, stderr says so, since a mistyped path would otherwise take votes or show an empty
    /// board without a word. With `existing`, a missing SQLite file is an error instead and
    /// nothing is created (a source that is only read).
    static func openStore(db: String?, existing: Bool = false) throws -> any VoteDatabase {
        let location = try DatabaseLocation.resolve(explicit: db, environment: Environment.process)
        if PostgresURL.isPostgres(location.path) {
            return try DatabaseName(location.path, environment: { Environment.process[$0] }).open()
        }
        let isNew = location.createsNamedFile
        if existing, isNew || (location.isDefault && access(location.path, F_OK) != 0) {
            throw CommandFailure(.failure, DatabaseLocation.Problem.noDatabase(location.path).description)
        }
        try location.createFolders()
        let store = try SQLiteVoteStore(path: location.path)
        if isNew {
            StandardStreams.writeError(location.creationNote(program: "votectl"))
        }
        let path = location.path
        store.onLockWait(after: .seconds(1)) {
            StandardStreams.writeError("votectl: waiting for another process to finish writing to \(path)…\n")
        }
        return store
    }
}
