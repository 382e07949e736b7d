import ArgumentParser
import VoteStore

/// Options every subcommand shares.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The votes database (:memory: for a throwaway one).",
            discussion: "Defaults to $VOTECTL_DB, else $XDG_DATA_HOME/votectl/votes.db, "
                + "else ~/.local/share/votectl/votes.db.",
            valueName: "path"),
        completion: .file(extensions: ["db", "sqlite"]))
    var db: String?

    /// Opens (creating it and its default folders if needed) the database.
    func openStore() throws -> VoteStore {
        try Self.openStore(db: db)
    }

    /// Opens the database named by a `--db` value (or the environment, when `nil`).
    static func openStore(db: String?) throws -> VoteStore {
        let location = try DatabaseLocation.resolve(explicit: db, environment: Environment.process)
        try location.createFoldersIfNeeded()
        let store = try VoteStore(path: location.path)
        let path = location.path
        store.onLockWait(after: .seconds(1)) {
            StandardStreams.writeError("votectl: waiting for another process to finish writing to \(path)…\n")
        }
        return store
    }
}
