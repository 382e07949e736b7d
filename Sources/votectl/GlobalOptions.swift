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

    /// What opening the database does when there is no SQLite file at its path.
    enum WhenMissing {
        /// Creates it, and its default folders, as every command that writes or shows does.
        case create
        /// Fails: the command only reads a source (`migrate`'s), and creates nothing.
        case fail
        /// Opens an in-memory database seeded as a new file would be, creating nothing: a dry run
        /// then says exactly what a first import would do, and leaves no file behind.
        case useInMemory
    }

    /// Opens the database (by default creating it and its default folders if needed).
    func openStore(whenMissing: WhenMissing = .create) throws -> any VoteDatabase {
        try Self.openStore(db: db, whenMissing: whenMissing)
    }

    /// Opens the database for a command promised to change nothing (`purpose` says which, as "this
    /// dry run runs against"), as ``openStore(whenMissing:)`` does, but creating or upgrading
    /// nothing: a SQLite file an older PetVote made is read through an upgraded copy (`copy`, to
    /// be kept alive as long as the store is used); a PostgreSQL database without PetVote's schema
    /// through a session that creates it for itself alone and commits nothing. A PostgreSQL
    /// schema an older PetVote made is refused: upgrading it only for this session would keep
    /// its tables locked, for every other process using them, until the command ends. `name` is
    /// the database's as messages name it: the file's, not the copy's.
    func openAsFound(
        whenMissing: WhenMissing,
        purpose: String
    ) throws -> (store: any VoteDatabase, copy: UpgradedCopy?, name: String) {
        let location = try DatabaseLocation.resolve(explicit: db, environment: Environment.process)
        if PostgresURL.isPostgres(location.path) {
            let url = try PostgresURL(location.path, environment: { Environment.process[$0] })
            let found = try PostgresVoteStore.schemaVersion(at: url)
            if found == 0, whenMissing == .fail {
                throw CommandFailure(.failure, DatabaseLocation.Problem.noSchema(url.description).description)
            }
            if found > 0, found < PostgresVoteStore.latestSchemaVersion {
                throw CommandFailure(
                    .failure,
                    "\(url) was made by an older PetVote (schema \(found); this votectl's is "
                        + "\(PostgresVoteStore.latestSchemaVersion)), and upgrading it for this command alone would lock "
                        + "its tables for every other process until it ends; upgrade it first (any other votectl command "
                        + "on it does, as in votectl \(CommandSuggestion.databaseOption(db))board), then run this again"
                )
            }
            let store = try PostgresVoteStore(url: url, upgrade: .discardedAtClose)
            switch store.sessionOnlyUpgrade {
            case nil: break
            case 0:
                StandardStreams.writeError(
                    "votectl: \(store.displayName) has no PetVote schema yet; \(purpose) a new one, made in a "
                        + "transaction that is never committed, and creates nothing\n"
                )
            case let found?:
                // Made by an older PetVote since the version was read: upgraded for this session only.
                StandardStreams.writeError(
                    "votectl: \(store.displayName) has schema \(found); \(purpose) it upgraded in a transaction "
                        + "that is never committed, and leaves the database as it is\n"
                )
            }
            return (store, nil, store.displayName)
        }
        guard let copy = try UpgradedCopy.ifOlderSchema(location.path) else {
            let store = try openStore(whenMissing: whenMissing)
            return (store, nil, store.displayName)
        }
        StandardStreams.writeError(
            "votectl: \(VoteStoreError.shown(location.path)) was made by an older PetVote; \(purpose) an upgraded copy of it and leaves the file as it is\n"
        )
        return (try SQLiteVoteStore(path: copy.path), copy, location.path)
    }

    /// Opens the database named by a `--db` value (or the environment, when `nil`), or by another
    /// `option`'s, as its messages name it.
    ///
    /// A database is created on first use by any command, so `votectl board` works on a fresh
    /// machine; when one is created at a path the user named (`--db`, `VOTECTL_DB`), whatever the
    /// command, stderr says so, since a mistyped path would otherwise take votes or show an empty
    /// board without a word. `whenMissing` says what happens instead when there is no file.
    static func openStore(db: String?, option: String = "--db", whenMissing: WhenMissing = .create) throws
        -> any VoteDatabase
    {
        let location = try DatabaseLocation.resolve(explicit: db, option: option, environment: Environment.process)
        if PostgresURL.isPostgres(location.path) {
            return try DatabaseName(location.path, environment: { Environment.process[$0] }).open()
        }
        let isNew = location.createsNamedFile
        if isNew || (location.isDefault && access(location.path, F_OK) != 0) {
            switch whenMissing {
            case .create: break
            case .fail: throw CommandFailure(.failure, DatabaseLocation.Problem.noDatabase(location.path).description)
            case .useInMemory:
                // Where the command itself would fail to create it, so does its dry run.
                if isNew { try SQLiteVoteStore.checkPlace(forNewDatabaseAt: location.path) }
                StandardStreams.writeError(
                    "votectl: no database at \(VoteStoreError.shown(location.path)) yet; this runs against a new one, with its first pets, and creates nothing\n"
                )
                return try SQLiteVoteStore.inMemory()
            }
        }
        try location.createFolders()
        let store = try SQLiteVoteStore(path: location.path)
        if isNew {
            StandardStreams.writeError(location.creationNote(program: "votectl"))
        }
        let path = location.path
        store.onLockWait(after: .seconds(1)) {
            StandardStreams.writeError(
                "votectl: waiting for another process to finish writing to \(VoteStoreError.shown(path))…\n"
            )
        }
        return store
    }
}
